package org.qakit.corpus;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.function.Function;
import org.qakit.format.JsonRecords;
import org.qakit.format.ReadSession;
import org.qakit.format.TextLines;
import org.qakit.model.Passage;

/**
 * Reads the passages of a JSON Lines file ({@link JsonlImporter}'s layout) with Jackson's streaming
 * parser, straight from each line's UTF-8 bytes to the id, text and title: no String per line and
 * no JSON tree per record, which were most of what an index build allocated on its reading thread
 * (docs/benchmarks.md, issue 22).
 *
 * <p>The streaming path takes only the common shape: one object with no other fields than a string
 * {@code id}, a string {@code text} or {@code contents} that is not blank, and a string or null
 * {@code title}, each at most once. Any other line (blank, malformed, another field, a numeric
 * or missing id, a duplicate key, something after the object) is read again through the tree path
 * ({@link JsonRecords#jsonLine} and the importer's mapping), so that its passage, or its one-line
 * error naming file and line, is exactly what the tree path gives.
 */
final class JsonlPassageReader {
  /** No duplicate detection (a detector per record): the only fields taken are checked below. */
  private static final JsonFactory JSON = new JsonFactory();
  private static final List<String> FIELDS = List.of("id", "text", "contents", "title");
  private static final int TITLE = 3;

  private final ReadSession session;
  private final PassageSink out;
  private final Function<ObjectNode, Passage> treeMapping;

  /** @param treeMapping the importer's mapping of a parsed record, for the lines the streaming path leaves */
  JsonlPassageReader(ReadSession session, PassageSink out, Function<ObjectNode, Passage> treeMapping) {
    this.session = session;
    this.out = out;
    this.treeMapping = treeMapping;
  }

  /** Reads every line of the session's file into the sink. */
  void read() throws IOException {
    TextLines.forEachBytes(session.file(), this::line);
  }

  private void line(long number, byte[] bytes, int offset, int length) {
    if (!streamed(number, bytes, offset, length)) {
      String text = new String(bytes, offset, length, StandardCharsets.UTF_8);
      JsonRecords.jsonLine(session, number, text, (line, node) -> out.emit(line, () -> treeMapping.apply(node)));
    }
  }

  /** Emits the line's passage when it has the common shape; false when the tree path must read it. */
  private boolean streamed(long number, byte[] bytes, int offset, int length) {
    String id = null;
    String text = null;
    String contents = null;
    String title = null;
    try (JsonParser parser = JSON.createParser(bytes, offset, length)) {
      if (parser.nextToken() != JsonToken.START_OBJECT) {
        return false;
      }
      int seen = 0; // the fields read so far, one bit each: a second one is a duplicate key
      for (String name = parser.nextFieldName(); name != null; name = parser.nextFieldName()) {
        int field = FIELDS.indexOf(name);
        JsonToken value = parser.nextToken();
        boolean string = value == JsonToken.VALUE_STRING;
        if (field < 0 || (seen & 1 << field) != 0 || !string && !(field == TITLE && value == JsonToken.VALUE_NULL)) {
          return false;
        }
        seen |= 1 << field;
        String v = string ? parser.getText() : null;
        switch (field) {
          case 0 -> id = v;
          case 1 -> text = v;
          case 2 -> contents = v;
          default -> title = v;
        }
      }
      if (parser.currentToken() != JsonToken.END_OBJECT || parser.nextToken() != null) {
        return false;
      }
    } catch (JsonProcessingException e) {
      return false;
    } catch (IOException e) {
      throw new IllegalStateException("reading JSON from memory failed: " + e.getMessage(), e);
    }
    String body = text != null ? text : contents;
    if (id == null || body == null || body.isBlank()) {
      return false;
    }
    String passageId = id;
    String passageText = body.strip();
    String passageTitle = title;
    out.emit(number, () -> new Passage(passageId, passageText, passageTitle));
    return true;
  }
}
