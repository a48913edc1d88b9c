package org.qakit.split;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.qakit.format.FormatException;
import org.qakit.format.TextLines;
import org.qakit.model.Item;

/**
 * A part of a dataset named by an ids file, as {@code qakit data split --write ids} writes it: one
 * item id per line, UTF-8 (LF or CRLF). An empty line, an id listed twice and an id that is no item
 * of the dataset are errors at {@code file:line}.
 */
public final class IdsFile {
  private IdsFile() {}

  /** The ids, in file order, each with its line. */
  public static Map<String, Long> read(Path file) throws IOException {
    var ids = new LinkedHashMap<String, Long>();
    TextLines.forEach(file, (number, text) -> {
      if (text.isBlank()) {
        throw new FormatException(file, number, "expected an item id, found an empty line");
      }
      Long first = ids.putIfAbsent(text, number);
      if (first != null) {
        throw new FormatException(file, number, "expected each id once, found '" + text + "' again (first at line " + first + ")");
      }
    });
    return ids;
  }

  /** The items listed in {@code file}, in dataset order. */
  public static <T extends Item> List<T> select(List<T> items, Path file) throws IOException {
    Map<String, Long> ids = read(file);
    var byId = new HashMap<String, T>();
    items.forEach(i -> byId.put(i.id(), i));
    for (Map.Entry<String, Long> e : ids.entrySet()) {
      if (!byId.containsKey(e.getKey())) {
        throw new FormatException(file, e.getValue(), "expected the id of an item of the dataset, found '" + e.getKey() + "'");
      }
    }
    var out = new ArrayList<T>(ids.size());
    for (T item : items) {
      if (ids.containsKey(item.id())) {
        out.add(item);
      }
    }
    return out;
  }
}
