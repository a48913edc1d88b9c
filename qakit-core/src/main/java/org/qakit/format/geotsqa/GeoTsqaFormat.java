package org.qakit.format.geotsqa;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Path;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import org.qakit.dataset.Dataset;
import org.qakit.format.AbstractFormat;
import org.qakit.format.Fields;
import org.qakit.format.JsonRecords;
import org.qakit.format.ReadOptions;
import org.qakit.format.ReadSession;
import org.qakit.format.View;
import org.qakit.model.Choice;
import org.qakit.model.ItemKind;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.model.Scenario;

/**
 * GeoTSQA, Chinese gaokao geography multiple choice over tabular scenarios (Li et al., "TSQA:
 * Tabular Scenario Based Question Answering", AAAI 2021, arXiv:2101.11429; repository
 * nju-websoft/TSQA): one JSON array of scenarios {@code guid}, {@code scenario}, {@code table} (a
 * CSV string) and {@code subQuestions}. A stand-in for GeoSQA, not GeoSQA.
 *
 * <p>Each sub-question is one item with id {@code <guid>-<1-based position>} and group {@code
 * guid}; its scenario carries the text and the table parsed by {@link TableCsv}. Answers are read
 * through NFKC, so a full-width {@code Ｃ} becomes {@code C}; each such change is a note. A bad
 * scenario-level field skips the whole scenario; a bad sub-question skips only itself.
 */
public final class GeoTsqaFormat extends AbstractFormat {
  private static final java.util.Set<String> FIELDS = java.util.Set.of("guid", "scenario", "table", "subQuestions");
  static final List<String> LABELS = List.of("A", "B", "C", "D");
  private static final List<View> VIEWS =
      List.of(
          new View(
              "multiple-choice",
              ItemKind.MULTIPLE_CHOICE,
              "gaokao geography questions on a scenario text and a table, 4 options"));

  public GeoTsqaFormat() {
    super(
        "geotsqa",
        "GeoTSQA JSON array (Li et al., AAAI 2021, arXiv:2101.11429): Chinese gaokao geography, "
        + "scenario text + CSV table, 1-3 sub-questions with 4 options; a GeoSQA stand-in",
        VIEWS);
  }

  @Override
  public Dataset read(Path path, ReadOptions options) throws IOException {
    view(options);
    var session = new ReadSession(path, options);
    var guidLines = new HashMap<String, Long>();
    session.layout("GeoTSQA");
    JsonRecords.jsonArray(
        session,
        (line, node) -> {
          session.noteUnreadFields(line, node, FIELDS);
          scenario(session, line, node, guidLines);
        });
    return session.finish();
  }

  private static void scenario(ReadSession session, long line, ObjectNode node, Map<String, Long> guidLines) {
    String guid;
    Scenario scenario;
    ArrayNode questions;
    try {
      guid = Fields.text(node, "guid");
    } catch (IllegalArgumentException e) {
      session.problem(line, e.getMessage());
      return;
    }
    try {
      if (guidLines.containsKey(guid)) {
        throw new IllegalArgumentException(
            "expected a unique guid, found '" + guid + "' again (first at line " + guidLines.get(guid) + ")");
      }
      scenario = new Scenario(Fields.text(node, "scenario"), List.of(), TableCsv.parse(Fields.text(node, "table")));
      questions = Fields.array(node, "subQuestions");
      if (questions.isEmpty()) {
        throw new IllegalArgumentException("expected at least 1 sub-question, found none");
      }
    } catch (IllegalArgumentException e) {
      session.problem(line, "scenario '" + guid + "': " + e.getMessage());
      return;
    }
    guidLines.put(guid, line);
    for (int i = 0; i < questions.size(); i++) {
      String id = guid + "-" + (i + 1);
      JsonNode question = questions.get(i);
      session.item(line, () -> item(session, line, id, guid, scenario, question));
    }
  }

  private static MultipleChoiceItem item(
      ReadSession session, long line, String id, String guid, Scenario scenario, JsonNode question) {
    try {
      if (!question.isObject()) {
        throw new IllegalArgumentException(
            "expected the sub-question to be an object, found " + Fields.type(question));
      }
      var choices = new ArrayList<Choice>();
      for (String label : LABELS) {
        choices.add(new Choice(label, Fields.text(question, "choice_" + label)));
      }
      String written = Fields.text(question, "answer");
      String answer = Normalizer.normalize(written, Normalizer.Form.NFKC);
      var item = new MultipleChoiceItem(
          id, Fields.text(question, "question"), choices, answer, scenario, List.of(), Map.of(), guid, Map.of());
      if (!answer.equals(written)) {
        session.note(line, "item '" + id + "': answer '" + written + "' (" + codePoints(written)
            + ") read as '" + answer + "' (NFKC)");
      }
      return item;
    } catch (IllegalArgumentException e) {
      String message = e.getMessage();
      throw new IllegalArgumentException(message.startsWith("item '") ? message : "item '" + id + "': " + message, e);
    }
  }

  private static String codePoints(String s) {
    return s.codePoints().mapToObj(c -> String.format(Locale.ROOT, "U+%04X", c)).collect(Collectors.joining(" "));
  }
}
