package org.qakit.serve.record;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.time.Instant;

/**
 * One row of the record page's history table: a saved version's number, question, question type,
 * saver and time. Read from the stored body by Jackson's streaming parser, which skips the other
 * fields without building them, so a page does not decode every version's 100 KB source to show
 * two short fields ({@link HistoryEntry} has the whole body).
 */
public record HistoryLine(int version, String question, String questionType, String changedBy, Instant changedAt) {
  private static final JsonFactory JSON = new JsonFactory();

  /** When, as the history table shows it: {@code 2026-11-22 05:58:30 UTC}. */
  public String changedAtText() {
    return HistoryEntry.shown(changedAt);
  }

  /** The line of version {@code version} whose stored body is {@code json}. */
  static HistoryLine of(int version, String json, String changedBy, Instant changedAt) {
    String question = "";
    String type = "";
    try (JsonParser p = JSON.createParser(json)) {
      if (p.nextToken() != JsonToken.START_OBJECT) {
        throw new IllegalStateException("stored record body of version " + version + " is not a JSON object");
      }
      while (p.nextToken() == JsonToken.FIELD_NAME) {
        String field = p.currentName();
        JsonToken value = p.nextToken();
        if (field.equals("question") && value == JsonToken.VALUE_STRING) {
          question = p.getText().strip();
        } else if (field.equals("questionType") && value == JsonToken.VALUE_STRING) {
          type = p.getText().strip().toUpperCase(java.util.Locale.ROOT);
        } else {
          p.skipChildren(); // a string not asked for is skipped, not decoded
        }
      }
    } catch (IOException e) {
      throw new IllegalStateException("stored record body of version " + version + " is not valid JSON: " + e.getMessage(), e);
    }
    return new HistoryLine(version, question, type, changedBy, changedAt);
  }
}
