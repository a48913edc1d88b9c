package org.qakit.format;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.InputStreamReader;
import java.io.PushbackReader;
import java.io.Reader;
import java.nio.file.Files;
import java.io.IOException;
import java.nio.file.Path;

/**
 * JSON input for formats: JSON Lines (one object per line) and files holding one JSON array of
 * objects, each element handed over with the line it starts on.
 */
public final class JsonRecords {
  static final ObjectMapper MAPPER =
      JsonMapper.builder()
          .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
          .build();
  /** For one record per line: anything after the object on the same line is an error. */
  private static final ObjectReader LINE = MAPPER.reader().with(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

  private JsonRecords() {}

  /** Receives one JSON object and the line it starts on. */
  @FunctionalInterface
  public interface ObjectHandler {
    void object(long line, ObjectNode node);
  }

  /** Receives one JSON object of an array, the line it starts on and its 1-based position in the array. */
  @FunctionalInterface
  public interface ElementHandler {
    void element(long line, int ordinal, ObjectNode node);
  }

  /**
   * Reads JSON Lines: every non-blank line must hold one JSON object. A line that does not parse
   * is a bad record (skippable when lenient); bad UTF-8 is fatal.
   */
  public static void jsonLines(ReadSession session, ObjectHandler handler) throws IOException {
    TextLines.forEach(session.file(), (number, text) -> jsonLine(session, number, text, handler));
  }

  /**
   * Reads line {@code number} of a JSON Lines file as {@link #jsonLines} does: a blank line is
   * skipped, one that is not a JSON object is a bad record of {@code session}.
   */
  public static void jsonLine(ReadSession session, long number, String text, ObjectHandler handler) {
    if (text.isBlank()) {
      return;
    }
    ObjectNode node;
    try {
      node = parseObject(text);
    } catch (IllegalArgumentException e) {
      session.problem(number, e.getMessage());
      return;
    }
    handler.object(number, node);
  }

  /** Parses one JSON object; the message of a failure says what was expected and found. */
  public static ObjectNode parseObject(String text) {
    JsonNode node;
    try {
      node = LINE.readTree(text);
    } catch (JsonProcessingException e) {
      throw new IllegalArgumentException("expected a JSON object, found malformed JSON: " + describe(e));
    }
    if (node instanceof ObjectNode object) {
      return object;
    }
    throw new IllegalArgumentException(
        "expected a JSON object, found " + (node == null || node.isMissingNode() ? "nothing" : Fields.type(node)));
  }

  /**
   * Reads a file holding one JSON array of objects. A malformed element that still parses as JSON
   * is a bad record; broken JSON syntax, text after the closing bracket, or bytes that are not
   * UTF-8 (checked first, line by line, so the message names the line) stop the read even when
   * lenient, because nothing after them can be trusted. Duplicate keys in an object are an error.
   */
  public static void jsonArray(ReadSession session, ObjectHandler handler) throws IOException {
    jsonArrayElements(session, (line, ordinal, node) -> handler.object(line, node));
  }

  /**
   * Reads a file holding one JSON array of objects like {@link #jsonArray}, handing each object
   * over with its position in the array; positions count every element, so a skipped element does
   * not shift the positions of those after it.
   */
  public static void jsonArrayElements(ReadSession session, ElementHandler handler) throws IOException {
    Path file = session.file();
    TextLines.forEach(file, (number, text) -> {}); // strict UTF-8, with the line of a bad byte
    try (JsonParser parser = MAPPER.createParser(utf8(file))) {
      JsonToken first = parser.nextToken();
      if (first == JsonToken.START_OBJECT && first != null) {
        throw session.fatal(1, "expected a JSON array of records, found a single JSON object");
      }
      if (first == null) {
        throw session.fatal(0, "expected a JSON array of records, found an empty file");
      }
      if (first != JsonToken.START_ARRAY) {
        throw session.fatal(1, "expected a JSON array of records, found " + first);
      }
      JsonToken token;
      int ordinal = 0;
      while ((token = parser.nextToken()) != JsonToken.END_ARRAY) {
        if (token == null) {
          throw session.fatal(parser.currentLocation().getLineNr(), "expected ']' closing the array, found end of file");
        }
        long line = parser.currentTokenLocation().getLineNr();
        ordinal++;
        JsonNode node = parser.readValueAsTree();
        if (node instanceof ObjectNode object) {
          handler.element(line, ordinal, object);
        } else {
          session.problem(line, "expected a JSON object, found " + Fields.type(node));
        }
      }
      JsonToken after = parser.nextToken();
      if (after != null) {
        throw session.fatal(parser.currentTokenLocation().getLineNr(), "expected end of file after ']' closing the array, found " + after);
      }
    } catch (JsonProcessingException e) {
      throw session.fatal(e.getLocation() == null ? 0 : e.getLocation().getLineNr(), "malformed JSON: " + describe(e));
    }
  }

  private static String describe(JsonProcessingException e) {
    String where = e.getLocation() == null ? "" : " (column " + e.getLocation().getColumnNr() + ")";
    return e.getOriginalMessage().lines().findFirst().orElse("") + where;
  }

  /** The file as UTF-8 characters (never auto-detected as UTF-16/32), without a byte-order mark. */
  private static Reader utf8(Path file) throws IOException {
    var reader = new PushbackReader(new InputStreamReader(Files.newInputStream(file), TextLines.strictUtf8()), 1);
    int first = reader.read();
    if (first != -1 && first != '\uFEFF') {
      reader.unread(first);
    }
    return reader;
  }
}
