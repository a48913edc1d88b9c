package org.qakit.format.quartz;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.qakit.dataset.Dataset;
import org.qakit.format.AbstractFormat;
import org.qakit.format.Fields;
import org.qakit.format.FormatException;
import org.qakit.format.JsonRecords;
import org.qakit.format.ReadOptions;
import org.qakit.format.ReadSession;
import org.qakit.format.View;
import org.qakit.model.Choice;
import org.qakit.model.Evidence;
import org.qakit.model.ItemKind;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.model.Passage;

/**
 * QuaRTz (Tafjord, Gardner, Lin and Clark, "QuaRTz: An Open-Domain Dataset of Qualitative
 * Relationship Questions", EMNLP 2019) JSON Lines: two-way questions ({@code id}, {@code
 * question: {stem, choices}}, {@code answerKey}) each with the knowledge sentence it was written
 * from ({@code para_id}, {@code para}) and its annotations ({@code para_anno}, {@code
 * question_anno}); and knowledge-corpus lines {@code {"id": para_id, "text": sentence}}, read as
 * passages. A file may hold either kind of line; a line is a question when it has a {@code
 * question} field and a knowledge sentence when it has {@code text} and no {@code question}.
 */
public final class QuartzFormat extends AbstractFormat {
  private static final java.util.Set<String> QUESTION_FIELDS =
      java.util.Set.of("id", "question", "answerKey", "para", "para_id", "para_anno", "question_anno");
  private static final java.util.Set<String> KNOWLEDGE_FIELDS = java.util.Set.of("id", "text");
  private static final List<View> VIEWS =
      List.of(new View("multiple-choice", ItemKind.MULTIPLE_CHOICE,
          "2-way qualitative questions; para as gold knowledge, group = para_id; knowledge lines as passages"));
  private static final List<String> ANNOTATION_FIELDS = List.of("para_anno", "question_anno");

  public QuartzFormat() {
    super(
        "quartz",
        "QuaRTz JSONL (Tafjord et al. 2019): questions with para/para_anno/question_anno, and knowledge lines"
        + " {\"id\", \"text\"} read as passages",
        VIEWS);
  }

  @Override
  public Dataset read(Path path, ReadOptions options) throws IOException {
    view(options);
    if (path.getFileName().toString().endsWith(".txt")) {
      throw new FormatException(
          path, 0, "expected QuaRTz JSON Lines (train/dev/test .jsonl or knowledge lines), found a .txt file:"
              + " the readable .txt files of the QuaRTz release are not read");
    }
    var session = new ReadSession(path, options).layout("QuaRTz");
    var questionLines = new HashMap<String, Long>();
    var passageLines = new HashMap<String, Long>();
    JsonRecords.jsonLines(
        session,
        (line, node) -> {
          session.noteUnreadFields(line, node, node.has("question") ? QUESTION_FIELDS : KNOWLEDGE_FIELDS);
          if (node.has("question")) {
            session.item(line, () -> unique(questionLines, line, "question", question(node), MultipleChoiceItem::id));
          } else if (node.has("text")) {
            session.passage(line, () -> unique(passageLines, line, "knowledge sentence", passage(node), Passage::id));
          } else {
            session.problem(
                line,
                "expected a QuaRTz question (fields id, question, answerKey, para_id, para, para_anno, question_anno)"
                    + " or a knowledge line (fields id, text), found fields " + fieldNames(node));
          }
        });
    return session.finish();
  }

  static MultipleChoiceItem question(ObjectNode node) {
    String id = Fields.scalar(node, "id");
    ObjectNode question = Fields.object(node, "question");
    var choices = new ArrayList<Choice>();
    for (JsonNode c : Fields.array(question, "choices")) {
      choices.add(new Choice(Fields.scalar(c, "label"), Fields.text(c, "text")));
    }
    String paraId = Fields.nonBlank(node, "para_id");
    String para = Fields.nonBlank(node, "para");
    return new MultipleChoiceItem(
        id,
        Fields.text(question, "stem"),
        choices,
        Fields.scalar(node, "answerKey"),
        null,
        List.of(Evidence.of(paraId, para)),
        Map.of(),
        paraId,
        annotations(node));
  }

  static Passage passage(ObjectNode node) {
    return Passage.of(Fields.nonBlank(node, "id"), Fields.nonBlank(node, "text"));
  }

  /**
   * {@code para_anno} (required object) and {@code question_anno} (object; absent, null or empty
   * when the question has no annotated surface form) flattened to {@code para_anno.<key>} and
   * {@code question_anno.<key>}, keys in file order; every value must be a string, and a
   * {@code *_dir_sign} one of {@code MORE}, {@code LESS} (QuaRTz's two signs).
   */
  static Map<String, String> annotations(ObjectNode node) {
    var flat = new LinkedHashMap<String, String>();
    for (String field : ANNOTATION_FIELDS) {
      JsonNode anno = node.get(field);
      if (field.equals("question_anno") && (anno == null || anno.isNull())) {
        continue;
      }
      for (var entry : Fields.object(node, field).properties()) {
        JsonNode value = entry.getValue();
        String key = field + "." + entry.getKey();
        if (!value.isTextual()) {
          throw new IllegalArgumentException(
              "expected '" + key + "' to be a string, found " + Fields.type(value)
                  + " " + value);
        }
        if (key.endsWith("_dir_sign") && !value.textValue().equals("MORE") && !value.textValue().equals("LESS")) {
          throw new IllegalArgumentException("expected '" + key + "' to be MORE or LESS, found '" + value.textValue() + "'");
        }
        flat.put(key, value.textValue());
      }
    }
    return flat;
  }

  private static List<String> fieldNames(ObjectNode node) {
    var names = new ArrayList<String>();
    node.fieldNames().forEachRemaining(names::add);
    return names;
  }

  /** Returns {@code value} unless an earlier line of the same file had its id. */
  private static <T> T unique(Map<String, Long> seen, long line, String what, T value, Function<T, String> id) {
    Long first = seen.putIfAbsent(id.apply(value), line);
    if (first != null) {
      throw new IllegalArgumentException(
          "expected a unique " + what + " id, found '" + id.apply(value) + "' again (first at line " + first + ")");
    }
    return value;
  }
}
