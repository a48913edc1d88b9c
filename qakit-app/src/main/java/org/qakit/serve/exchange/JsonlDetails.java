package org.qakit.serve.exchange;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.qakit.dataset.Dataset;
import org.qakit.format.FormatException;
import org.qakit.format.TextLines;
import org.qakit.model.Item;
import org.qakit.serve.exchange.ProjectArchive.Entry;

/**
 * The record details a {@code qakit-jsonl} export carries besides its items: one line {@code
 * {"kind":"serve", …}} per item with what the item model cannot hold (creator, last saver and
 * time, the URL and every other field as saved, the whole history, the audits), laid out as a
 * {@code qakit-serve} record line ({@link ProjectArchive.Entry}) whose {@code item} is the item's
 * id. The {@code qakit-jsonl} reader skips these lines, so {@code qakit data stats} and every
 * other reader see the items alone; qakit serve's import restores them (admins only), so an export
 * imported into a fresh project gives back the same records field by field. Diagram images are
 * not carried (only {@code qakit-serve} carries them).
 */
final class JsonlDetails {
  /** The format whose exports carry these lines. */
  static final String FORMAT = "qakit-jsonl";
  private static final Pattern SERVE_LINE = Pattern.compile("\"kind\"\\s*:\\s*\"" + ProjectArchive.JSONL_KIND + "\"");

  private JsonlDetails() {}

  /** Appends the details of {@code entries} to {@code file}, one line each. */
  static void append(Path file, List<Entry> entries) throws IOException {
    try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8, StandardOpenOption.APPEND)) {
      for (Entry e : entries) {
        ProjectArchive.write(out, ProjectArchive.JSONL_KIND, e);
      }
    }
  }

  /**
   * The details in {@code paths} by item id, each checked as a {@code qakit-serve} record line is;
   * a malformed line, a second line for one item, or a line for an item the files do not hold is
   * named as {@code file:line:}.
   */
  static Map<String, Entry> read(List<Path> paths, Dataset d) throws IOException {
    Set<String> items = new HashSet<>();
    for (Item i : d.items()) {
      items.add(i.id());
    }
    var out = new HashMap<String, Entry>();
    for (Path path : paths) {
      TextLines.forEach(path, (line, text) -> {
        if (!SERVE_LINE.matcher(text).find()) {
          return;
        }
        try {
          if (!(ProjectArchive.parse(text) instanceof Entry e)) {
            return;  // the pattern matched inside another line's text
          }
          e.check();
          ProjectArchive.require(items.contains(e.item()), "details of item '" + e.item() + "', which the file does not hold");
          ProjectArchive.require(out.putIfAbsent(e.item(), e) == null, "details of item '" + e.item() + "' given twice");
        } catch (IllegalArgumentException e) {
          throw new FormatException(path, line, e.getMessage());
        }
      });
    }
    return out;
  }
}
