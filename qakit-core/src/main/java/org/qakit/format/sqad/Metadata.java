package org.qakit.format.sqad;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.qakit.format.TextLines;

/**
 * Reads {@code 05metadata.txt}: one {@code <tag>value</tag>} a line, e.g. {@code
 * <q_type>PERSON</q_type>}, {@code <a_type>PERSON</a_type>}, {@code <userID>...</userID>}. Values
 * are kept as written (no closed list); {@code q_type} and {@code a_type} are renamed to qakit's
 * {@code question_type} and {@code answer_type}, other tags keep their names.
 */
final class Metadata {
  private static final Pattern LINE = Pattern.compile("<([A-Za-z_][\\w.-]*)>(.*)</\\1>");

  private Metadata() {}

  static Map<String, String> read(Path file) throws IOException {
    var types = new LinkedHashMap<String, String>();
    TextLines.forEach(
        file,
        (number, line) -> {
          if (line.isBlank()) {
            return;
          }
          Matcher m = LINE.matcher(line.strip());
          if (!m.matches()) {
            throw new BadRecordException(file, number, "expected a metadata line <tag>value</tag>, found '" + line + "'");
          }
          String key = typeName(m.group(1));
          if (types.put(key, m.group(2).strip()) != null) {
            throw new BadRecordException(file, number, "expected each metadata tag once, found a second <" + m.group(1) + ">");
          }
        });
    return types;
  }

  static String typeName(String tag) {
    return switch (tag) {
      case "q_type" -> "question_type";
      case "a_type" -> "answer_type";
      default -> tag;
    };
  }
}
