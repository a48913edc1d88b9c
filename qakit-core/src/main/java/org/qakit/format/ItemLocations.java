package org.qakit.format;

import java.util.HashMap;
import java.util.Map;

/**
 * Where the items of a read start: the file and the line of each item id, filled by {@link
 * ReadSession} when {@link ReadOptions#locations()} is set. The first location of an id is kept
 * (a later file's item with the same id is refused by {@link Format#read(java.util.List,
 * ReadOptions)}). Formats that are folders (SQAD) record the folder and line 0.
 */
public final class ItemLocations {
  /**
   * @param file the file as the user gave it
   * @param line the 1-based line the item's record starts on, or 0 when the format has no lines
   */
  public record Location(String file, long line) {
    @Override
    public String toString() {
      return line > 0 ? file + ":" + line : file;
    }
  }

  private final Map<String, Location> byId = new HashMap<>();

  void record(String file, String itemId, long line) {
    byId.putIfAbsent(itemId, new Location(file, line));
  }

  /** Where item {@code id} starts, or null when it was not read with these locations. */
  public Location of(String id) {
    return byId.get(id);
  }

  public int size() {
    return byId.size();
  }
}
