package org.qakit.serve.ab;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Set;
import org.qakit.serve.store.InputLimits;

/**
 * The file an admin loads A/B pairs from: JSON Lines in UTF-8, one object a line,
 * {@code {"id": "q1", "a": "first text", "b": "second text", "real": "a"}}, where {@code real}
 * names which of {@code a} and {@code b} is the real exam question (the other was written). Blank
 * lines are skipped. The whole file is checked before anything is stored: a bad line refuses the
 * file with {@code file:line: what was expected}, so a file is loaded whole or not at all.
 */
public final class AbPairsFile {
  /** The fields of a line, all required. */
  public static final Set<String> FIELDS = Set.of("id", "a", "b", "real");
  private static final ObjectMapper JSON = new ObjectMapper().enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);

  /** A pair as read, with its line. */
  public record Line(int line, String key, String real, String written) {}

  private AbPairsFile() {}

  /**
   * The pairs of {@code text}, read from the file called {@code name}.
   *
   * @throws IllegalArgumentException {@code name:line: ...} for the first bad line, or when the file holds no pair
   */
  public static List<Line> read(String name, String text) {
    var out = new ArrayList<Line>();
    var seen = new HashMap<String, Integer>();
    String[] lines = text.split("\r?\n", -1);
    for (int i = 0; i < lines.length; i++) {
      if (lines[i].isBlank()) {
        continue;
      }
      String at = name + ":" + (i + 1) + ": ";
      Line l = line(at, i + 1, lines[i]);
      Integer before = seen.putIfAbsent(l.key(), i + 1);
      if (before != null) {
        throw new IllegalArgumentException(at + "pair id '" + l.key() + "' was already given on line " + before + ": ids are unique");
      }
      out.add(l);
    }
    if (out.isEmpty()) {
      throw new IllegalArgumentException(name + ": no pair: expected one JSON object a line, " + example());
    }
    return out;
  }

  private static Line line(String at, int number, String text) {
    JsonNode n;
    try {
      n = JSON.readTree(text);
    } catch (JsonProcessingException e) {
      throw new IllegalArgumentException(at + "not a JSON object (" + e.getOriginalMessage() + "): expected " + example());
    }
    if (n == null || !n.isObject()) {
      throw new IllegalArgumentException(at + "expected a JSON object, " + example());
    }
    for (var names = n.fieldNames(); names.hasNext(); ) {
      String f = names.next();
      if (!FIELDS.contains(f)) {
        throw new IllegalArgumentException(at + "unknown field '" + f + "': expected only id, a, b and real");
      }
    }
    String key = text(at, n, "id", InputLimits.AB_PAIR_ID);
    String a = text(at, n, "a", InputLimits.LONG_TEXT);
    String b = text(at, n, "b", InputLimits.LONG_TEXT);
    String real = text(at, n, "real", InputLimits.AB_PAIR_ID);
    if (!real.equals("a") && !real.equals("b")) {
      throw new IllegalArgumentException(at + "\"real\" must be \"a\" or \"b\" (which text is the real question), found \"" + real + "\"");
    }
    if (a.strip().equals(b.strip())) {
      throw new IllegalArgumentException(at + "\"a\" and \"b\" are the same text: a pair needs two different questions");
    }
    return real.equals("a") ? new Line(number, key, a, b) : new Line(number, key, b, a);
  }

  private static String text(String at, JsonNode n, String field, int max) {
    JsonNode v = n.get(field);
    if (v == null || v.isNull()) {
      throw new IllegalArgumentException(at + "missing \"" + field + "\": expected " + example());
    }
    if (!v.isTextual() || v.asText().isBlank()) {
      throw new IllegalArgumentException(at + "\"" + field + "\" must be a non-empty string, found " + abbreviate(v.toString()));
    }
    String s = v.asText();
    if (s.indexOf('\0') >= 0) {
      throw new IllegalArgumentException(at + "\"" + field + "\" holds a NUL character, which cannot be stored");
    }
    int lone = org.qakit.serve.web.StrictUtf8.loneSurrogate(s);
    if (lone >= 0) {
      throw new IllegalArgumentException(at + "\"" + field + "\" holds a lone surrogate at character " + lone + ", which cannot be stored");
    }
    String tooLong = InputLimits.tooLong("\"" + field + "\"", s, max);
    if (tooLong != null) {
      throw new IllegalArgumentException(at + tooLong);
    }
    return s;
  }

  private static String example() {
    return "{\"id\": \"q1\", \"a\": \"...\", \"b\": \"...\", \"real\": \"a\" or \"b\"}";
  }

  private static String abbreviate(String s) {
    return s.length() > 40 ? s.substring(0, 40) + "…" : s;
  }
}
