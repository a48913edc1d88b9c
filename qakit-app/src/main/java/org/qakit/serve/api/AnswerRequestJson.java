package org.qakit.serve.api;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Reads the JSON of {@code POST /api/v1/answer} into an {@link AnswerRequest}, refusing (400,
 * {@code malformed}) anything but one object of the documented shape: strict JSON (no comments,
 * no single quotes, nothing after the object, no field twice, at most 1,000 levels deep), only the
 * fields {@value #FIELDS_TEXT}, strings where strings go and arrays of strings where arrays go
 * (no number or boolean is turned into a string), and no lone UTF-16 surrogate in any string (a
 * {@code \ud83d} escape without its pair would otherwise reach the solvers as a replacement
 * character). A field given as {@code null} counts as absent. What the values mean is checked
 * later (422): {@link AnswerRequest#toItem}.
 */
public final class AnswerRequestJson {
  static final String FIELDS_TEXT = "solver, question, options, context, candidates, document";
  private static final Set<String> TEXT_FIELDS = Set.of("solver", "question", "context", "document");
  private static final Set<String> LIST_FIELDS = Set.of("options", "candidates");
  private static final ObjectMapper JSON = JsonMapper.builder()
      .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
      .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
      .build();

  private AnswerRequestJson() {}

  /** The request {@code text} holds. */
  public static AnswerRequest read(String text) {
    JsonNode root;
    try {
      root = JSON.readTree(text);
    } catch (JsonProcessingException e) {
      throw ApiError.malformed("the body is not JSON: " + e.getOriginalMessage()
          + (e.getLocation() == null ? "" : " (line " + e.getLocation().getLineNr() + ", column " + e.getLocation().getColumnNr() + ")"));
    }
    if (root == null || root.isMissingNode()) {
      throw ApiError.malformed("the body is empty: send a JSON object such as {\"question\": \"...\", \"options\": [\"...\", \"...\"]}");
    }
    if (!root.isObject()) {
      throw ApiError.malformed("the body must be a JSON object, found " + kind(root));
    }
    root.fieldNames().forEachRemaining(name -> {
      if (!TEXT_FIELDS.contains(name) && !LIST_FIELDS.contains(name)) {
        throw ApiError.malformed("unknown field '" + printable(name) + "'; the fields are " + FIELDS_TEXT);
      }
    });
    return new AnswerRequest(text(root, "solver"), text(root, "question"), list(root, "options"), text(root, "context"),
        list(root, "candidates"), text(root, "document"));
  }

  private static String text(JsonNode root, String field) {
    JsonNode v = root.path(field);
    if (v.isMissingNode() || v.isNull()) {
      return null;
    }
    if (!v.isTextual()) {
      throw ApiError.malformed("'" + field + "' must be a string, found " + kind(v));
    }
    return wellFormed(v.textValue(), field);
  }

  private static List<String> list(JsonNode root, String field) {
    JsonNode v = root.path(field);
    if (v.isMissingNode() || v.isNull()) {
      return null;
    }
    if (!v.isArray()) {
      throw ApiError.malformed("'" + field + "' must be an array of strings, found " + kind(v));
    }
    var out = new ArrayList<String>(v.size());
    for (int i = 0; i < v.size(); i++) {
      JsonNode e = v.get(i);
      if (!e.isTextual()) {
        throw ApiError.malformed("'" + field + "' must be an array of strings; item " + i + " is " + kind(e));
      }
      out.add(wellFormed(e.textValue(), field + "[" + i + "]"));
    }
    return out;
  }

  /** {@code s} when every surrogate in it is half of a pair; else a 400 naming the field and the position. */
  static String wellFormed(String s, String field) {
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
        i++;
      } else if (Character.isSurrogate(c)) {
        throw ApiError.malformed(String.format(java.util.Locale.ROOT,
            "'%s' holds a lone surrogate \\u%04x at character %d: a character outside the BMP is a \\uD8xx\\uDCxx pair, or send it as UTF-8",
            field, (int) c, i));
      }
    }
    return s;
  }

  private static String printable(String name) {
    String cut = name.length() > 40 ? name.substring(0, 40) + "…" : name;
    var sb = new StringBuilder();
    cut.codePoints().forEach(cp -> sb.append(Character.isSurrogate((char) cp) || Character.isISOControl(cp) ? "\uFFFD" : Character.toString(cp)));
    return sb.toString();
  }

  private static String kind(JsonNode v) {
    return switch (v.getNodeType()) {
      case NULL -> "null";
      case ARRAY -> "an array";
      case OBJECT -> "an object";
      case BOOLEAN -> "a boolean";
      case NUMBER -> "a number";
      case STRING -> "a string";
      default -> v.getNodeType().toString().toLowerCase(java.util.Locale.ROOT);
    };
  }
}
