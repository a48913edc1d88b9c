package org.qakit.format.gkmc;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.qakit.dataset.Dataset;
import org.qakit.format.AbstractFormat;
import org.qakit.format.Fields;
import org.qakit.format.JsonRecords;
import org.qakit.format.ReadOptions;
import org.qakit.format.ReadSession;
import org.qakit.format.View;
import org.qakit.model.Choice;
import org.qakit.model.Evidence;
import org.qakit.model.ItemKind;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.model.Passage;
import org.qakit.model.Scenario;

/**
 * GKMC, Chinese gaokao geography multiple choice with human-annotated evidence paragraphs per
 * option, released with the JEEVES model by Nanjing University Websoft (arXiv:2108.13875;
 * repository nju-websoft/Jeeves-GKMC): one JSON array of questions with {@code scenario}, {@code
 * question}, {@code A}–{@code D}, {@code answer} and {@code paragraph_a}..{@code paragraph_d}. A
 * stand-in for GeoSQA, not GeoSQA.
 *
 * <p>Each option's paragraphs become the item's knowledge ({@link Evidence} with the option's
 * label); the distinct paragraphs, by {@code p_id}, become the dataset's passages. A {@code p_id}
 * met again with other content is a bad record. The group is {@code scenario-} followed by the
 * first 16 hex digits of the SHA-256 of the scenario text (UTF-8, as written), since GKMC gives
 * no scenario id.
 */
public final class GkmcFormat extends AbstractFormat {
  private static final java.util.Set<String> FIELDS =
      java.util.Set.of("id", "scenario", "question", "A", "B", "C", "D", "answer",
          "paragraph_a", "paragraph_b", "paragraph_c", "paragraph_d");
  static final List<String> LABELS = List.of("A", "B", "C", "D");
  private static final List<View> VIEWS =
      List.of(
          new View(
              "multiple-choice",
              ItemKind.MULTIPLE_CHOICE,
              "gaokao geography scenario questions, 4 options, evidence paragraphs per option"));

  public GkmcFormat() {
    super(
        "gkmc",
        "GKMC JSON array (nju-websoft/Jeeves-GKMC, arXiv:2108.13875): Chinese gaokao geography, "
        + "scenario + 4 options with evidence paragraphs per option; a GeoSQA stand-in",
        VIEWS);
  }

  @Override
  public Dataset read(Path path, ReadOptions options) throws IOException {
    view(options);
    var session = new ReadSession(path, options);
    var reader = new Reader(session);
    session.layout("GKMC");
    JsonRecords.jsonArray(
        session,
        (line, node) -> {
          session.noteUnreadFields(line, node, FIELDS);
          session.item(line, () -> reader.item(line, node));
        });
    reader.paragraphs.values().forEach(p -> session.passage(p.line(), () -> Passage.of(p.id(), p.text())));
    return session.finish();
  }

  /** The group key of a scenario text: {@code scenario-} and 16 hex digits of its SHA-256. */
  public static String groupOf(String scenarioText) {
    try {
      byte[] hash = MessageDigest.getInstance("SHA-256").digest(scenarioText.getBytes(StandardCharsets.UTF_8));
      return "scenario-" + HexFormat.of().formatHex(hash, 0, 8);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is missing from this JVM", e);
    }
  }

  /** A paragraph as first read: its id, text and the line of the record that gave it. */
  private record Paragraph(String id, String text, long line) {}

  /** The state of one file's read: the paragraphs seen so far and the item ids. */
  private static final class Reader {
    private final ReadSession session;
    private final Map<String, Paragraph> paragraphs = new LinkedHashMap<>();
    private final Map<String, Long> idLines = new HashMap<>();

    Reader(ReadSession session) {
      this.session = session;
    }

    /** Maps one record; the reader's state changes only once the whole record is good. */
    MultipleChoiceItem item(long line, ObjectNode node) {
      String id = Fields.scalar(node, "id");
      try {
        MultipleChoiceItem item = map(id, node);
        if (idLines.containsKey(id)) {
          throw new IllegalArgumentException(
              "expected a unique id, found '" + id + "' again (first at line " + idLines.get(id) + ")");
        }
        var fresh = new LinkedHashMap<String, Paragraph>();
        for (Evidence e : item.knowledge()) {
          Paragraph known = paragraphs.getOrDefault(e.id(), fresh.get(e.id()));
          if (known != null && !known.text().equals(e.text())) {
            throw new IllegalArgumentException(
                "expected paragraph p_id " + e.id() + " to have the content read at line " + known.line()
                    + ", found other content (same p_id, different text)");
          }
          if (known == null) {
            fresh.put(e.id(), new Paragraph(e.id(), e.text(), line));
          }
        }
        idLines.put(id, line);
        paragraphs.putAll(fresh);
        if (item.scenario() == null && !Fields.text(node, "scenario").isBlank()) {
          session.note(line, "item '" + id + "': field 'question' is empty and 'scenario' holds the question;"
              + " read the scenario text as the stem");
        }
        return item;
      } catch (IllegalArgumentException e) {
        String message = e.getMessage();
        throw new IllegalArgumentException(message.startsWith("item '") ? message : "item '" + id + "': " + message, e);
      }
    }

    private static MultipleChoiceItem map(String id, ObjectNode node) {
      String scenarioText = Fields.text(node, "scenario");
      String stem = Fields.text(node, "question");
      Scenario scenario = scenarioText.isBlank() ? null : Scenario.text(scenarioText);
      if (stem.isBlank()) {
        if (scenario == null) {
          throw new IllegalArgumentException("expected the question in field 'question' or 'scenario', found both empty");
        }
        stem = scenarioText;
        scenario = null;
      }
      var choices = new ArrayList<Choice>();
      var knowledge = new ArrayList<Evidence>();
      for (String label : LABELS) {
        choices.add(new Choice(label, Fields.text(node, label)));
        knowledge.addAll(evidence(node, label));
      }
      String group = scenarioText.isBlank() ? null : groupOf(scenarioText);
      return new MultipleChoiceItem(
          id, stem, choices, Fields.text(node, "answer"), scenario, knowledge, Map.of(), group, Map.of());
    }

    private static List<Evidence> evidence(ObjectNode node, String label) {
      String field = "paragraph_" + label.toLowerCase(Locale.ROOT);
      var out = new ArrayList<Evidence>();
      int index = 0;
      for (JsonNode p : Fields.array(node, field)) {
        if (!p.isObject()) {
          throw new IllegalArgumentException(
              "expected " + field + "[" + index + "] to be an object {p_id, content}, found " + Fields.type(p));
        }
        try {
          out.add(new Evidence(Fields.scalar(p, "p_id"), Fields.text(p, "content"), label));
        } catch (IllegalArgumentException e) {
          throw new IllegalArgumentException(field + "[" + index + "]: " + e.getMessage(), e);
        }
        index++;
      }
      return out;
    }
  }
}
