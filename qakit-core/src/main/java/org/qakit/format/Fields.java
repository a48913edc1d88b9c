package org.qakit.format;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Typed access to the fields of a JSON record; a missing or mistyped field throws an {@link
 * IllegalArgumentException} that says which field, what was expected and what was found.
 */
public final class Fields {
  private Fields() {}

  /** A required string field. */
  public static String text(JsonNode record, String field) {
    JsonNode v = record.get(field);
    if (v == null || v.isNull()) {
      throw new IllegalArgumentException("expected field '" + field + "' (a string), found none");
    }
    if (!v.isTextual()) {
      throw new IllegalArgumentException(
          "expected field '" + field + "' to be a string, found " + type(v) + " " + abbreviate(v));
    }
    return v.textValue();
  }

  /** A required string field that must not be empty or whitespace only. */
  public static String nonBlank(JsonNode record, String field) {
    String value = text(record, field);
    if (value.isBlank()) {
      throw new IllegalArgumentException("expected field '" + field + "' to be a non-empty string, found \"" + value + "\"");
    }
    return value;
  }

  /** The file name without its last extension ({@code valid.json} gives {@code valid}): the prefix of ids a format makes up. */
  public static String fileStem(java.nio.file.Path path) {
    String name = path.getFileName().toString();
    int dot = name.lastIndexOf('.');
    return dot > 0 ? name.substring(0, dot) : name;
  }

  /** A string or number field read as text (ids are written both ways). */
  public static String scalar(JsonNode record, String field) {
    JsonNode v = record.get(field);
    if (v != null && (v.isIntegralNumber())) {
      return v.asText();
    }
    return text(record, field);
  }

  /** An optional string field; null when absent or JSON null. */
  public static String optionalText(JsonNode record, String field) {
    JsonNode v = record.get(field);
    if (v == null || v.isNull()) {
      return null;
    }
    return text(record, field);
  }

  /** A required object field. */
  public static ObjectNode object(JsonNode record, String field) {
    JsonNode v = record.get(field);
    if (v instanceof ObjectNode o) {
      return o;
    }
    throw new IllegalArgumentException(
        "expected field '" + field + "' to be an object, found " + (v == null ? "none" : type(v)));
  }

  /** A required array field. */
  public static ArrayNode array(JsonNode record, String field) {
    JsonNode v = record.get(field);
    if (v instanceof ArrayNode a) {
      return a;
    }
    throw new IllegalArgumentException(
        "expected field '" + field + "' to be an array, found " + (v == null ? "none" : type(v)));
  }

  /** A required array of strings. */
  public static List<String> texts(JsonNode record, String field) {
    var out = new ArrayList<String>();
    ArrayNode a = array(record, field);
    for (int i = 0; i < a.size(); i++) {
      JsonNode v = a.get(i);
      if (!v.isTextual()) {
        throw new IllegalArgumentException(
            "expected field '" + field + "' to hold strings, found " + type(v) + " at index " + i);
      }
      out.add(v.textValue());
    }
    return out;
  }

  /** The JSON type of a value in words: object, array, string, number, boolean, null. */
  public static String type(JsonNode v) {
    return v.getNodeType().toString().toLowerCase(Locale.ROOT);
  }

  private static String abbreviate(JsonNode v) {
    String s = v.toString();
    return s.length() > 40 ? s.substring(0, 40) + "…" : s;
  }
}
