package org.qakit.split;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.qakit.format.FormatException;
import org.qakit.format.TextLines;
import org.qakit.model.Item;

/**
 * A split part written as ids ({@link SplitFileFormat#IDS}: one item id per line, UTF-8, LF; CRLF reads the same) read
 * back, and the items of a dataset it selects. Every line must hold an id (an empty line is an
 * error, the ids are taken as written, spaces included) and no id may come twice: the file is
 * checked the way {@link SplitWriter} writes it.
 *
 * @param file the file read
 * @param ids the ids in file order
 */
public record IdList(Path file, Set<String> ids) {

  public IdList {
    ids = Collections.unmodifiableSet(new LinkedHashSet<>(ids));
  }

  /** Reads an ids file; {@code file:line:} errors for an empty line or an id met twice. */
  public static IdList read(Path file) throws IOException {
    var ids = new LinkedHashSet<String>();
    Map<String, Long> lines = new HashMap<>();
    TextLines.forEach(file, (line, text) -> {
      if (text.isEmpty()) {
        throw new FormatException(file, line, "expected an item id, found an empty line");
      }
      Long first = lines.putIfAbsent(text, line);
      if (first != null) {
        throw new FormatException(file, line, "expected each id once, found '" + text + "' again (first on line " + first + ")");
      }
      ids.add(text);
    });
    if (ids.isEmpty()) {
      throw new FormatException(file, 0, "expected item ids, one a line, found none");
    }
    return new IdList(file, ids);
  }

  /**
   * The items whose id this list holds, in dataset order. Every id must name an item: an id the
   * dataset lacks means the split was made from other data, and is an error at the first such id's
   * line ({@code file:line:}; the line is the id's position, as {@link #read} takes one id a line).
   */
  public <T extends Item> List<T> select(List<T> items) {
    var kept = new ArrayList<T>(ids.size());
    var found = new LinkedHashSet<String>();
    for (T item : items) {
      if (ids.contains(item.id())) {
        kept.add(item);
        found.add(item.id());
      }
    }
    if (found.size() < ids.size()) {
      long line = 0;
      String missing = null;
      for (String id : ids) {
        line++;
        if (!found.contains(id)) {
          missing = id;
          break;
        }
      }
      throw new IllegalArgumentException(file + ":" + line + ": expected every id to name an item of the dataset, found "
          + (ids.size() - found.size()) + " that do not, e.g. '" + missing + "' (a split of other data?)");
    }
    return kept;
  }

  /**
   * Refuses a part that is not within {@code outer} (a split carved again must stay inside the
   * split): every id here must be one of outer's, else an error naming both files and the first
   * stray id's line.
   */
  public void checkWithin(IdList outer) {
    long line = 0;
    for (String id : ids) {
      line++;
      if (!outer.ids.contains(id)) {
        long stray = ids.stream().filter(i -> !outer.ids.contains(i)).count();
        throw new FormatException(file, line, "expected ids within " + outer.file + " (the split it carves), found " + stray
            + " that are not, e.g. '" + id + "'");
      }
    }
  }

  /** Refuses two parts that share an id: a question in both train and evaluation would leak. */
  public void checkDisjoint(IdList other) {
    for (String id : ids) {
      if (other.ids.contains(id)) {
        long shared = ids.stream().filter(other.ids::contains).count();
        throw new IllegalArgumentException(file + " and " + other.file + ": expected parts with no id in common, found "
            + shared + " shared, e.g. '" + id + "'");
      }
    }
  }
}
