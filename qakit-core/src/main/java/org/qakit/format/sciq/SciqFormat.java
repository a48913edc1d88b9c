package org.qakit.format.sciq;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.zip.CRC32;
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
import org.qakit.model.ExtractionItem;
import org.qakit.model.ItemKind;
import org.qakit.model.MultipleChoiceItem;

/**
 * SciQ (Welbl, Liu and Gardner, "Crowdsourcing Multiple Choice Science Questions", W-NUT 2017):
 * {@code train.json}, {@code valid.json} and {@code test.json}, each one JSON array of records
 * with {@code question}, {@code distractor1}-{@code 3}, {@code correct_answer} and {@code support}
 * (possibly empty). The file carries no ids and no option order: an item's id is {@code <file name
 * without extension>-<1-based position in the array>}, and the correct answer goes to the label
 * that the CRC-32 of the question's UTF-8 bytes, modulo 4, picks (0 = A), the distractors filling
 * the other labels in the order 1, 2, 3.
 */
public final class SciqFormat extends AbstractFormat {
  private static final java.util.Set<String> FIELDS =
      java.util.Set.of("question", "distractor1", "distractor2", "distractor3", "correct_answer", "support");
  static final String MULTIPLE_CHOICE = "multiple-choice";
  static final String DIRECT_ANSWER = "direct-answer";
  private static final List<View> VIEWS =
      List.of(
          new View(MULTIPLE_CHOICE, ItemKind.MULTIPLE_CHOICE,
              "4 options A-D (correct answer at CRC-32(question) mod 4), support as gold knowledge"),
          new View(DIRECT_ANSWER, ItemKind.EXTRACTION,
              "support passage + question -> correct_answer; items without support are left out with a note"));
  private static final List<String> LABELS = List.of("A", "B", "C", "D");
  private static final List<String> OPTION_FIELDS =
      List.of("correct_answer", "distractor1", "distractor2", "distractor3");

  public SciqFormat() {
    super(
        "sciq",
        "SciQ JSON arrays (Welbl et al. 2017): 4-way multiple choice with support passages, or direct answer"
        + " (--view direct-answer); ids <file>-<position>",
        VIEWS);
  }

  @Override
  public Dataset read(Path path, ReadOptions options) throws IOException {
    View view = view(options);
    if (Files.isDirectory(path)) {
      throw new FormatException(path, 0, "expected a SciQ JSON file (train.json, valid.json or test.json), found a folder");
    }
    var session = new ReadSession(path, options).layout("SciQ");
    String prefix = Fields.fileStem(path);
    boolean directAnswer = view.id().equals(DIRECT_ANSWER);
    JsonRecords.jsonArrayElements(
        session,
        (line, ordinal, node) -> {
          session.noteUnreadFields(line, node, FIELDS);
          String id = prefix + "-" + ordinal;
          if (directAnswer) {
            session.items(line, () -> directAnswer(session, line, id, node));
          } else {
            session.item(line, () -> multipleChoice(session, line, id, node));
          }
        });
    return session.finish();
  }


  /** The index (0-3) of the label the correct answer gets: CRC-32 of the question's UTF-8 bytes, modulo 4. */
  static int correctPosition(String question) {
    var crc = new CRC32();
    crc.update(question.getBytes(StandardCharsets.UTF_8));
    return (int) (crc.getValue() % LABELS.size());
  }

  static MultipleChoiceItem multipleChoice(ReadSession session, long line, String id, ObjectNode node) {
    SciqRecord r = SciqRecord.parse(node);
    int correct = correctPosition(r.question());
    var texts = new ArrayList<>(r.distractors());
    texts.add(correct, r.correctAnswer());
    var choices = new ArrayList<Choice>();
    for (int i = 0; i < LABELS.size(); i++) {
      choices.add(new Choice(LABELS.get(i), texts.get(i)));
    }
    List<Evidence> knowledge = r.support().isBlank() ? List.of() : List.of(Evidence.of(null, r.support()));
    var item =
        new MultipleChoiceItem(id, r.question(), choices, LABELS.get(correct), null, knowledge, Map.of(), null, Map.of());
    noteRepeatedOptions(session, line, id, r);
    return item;
  }

  static List<ExtractionItem> directAnswer(ReadSession session, long line, String id, ObjectNode node) {
    SciqRecord r = SciqRecord.parse(node);
    if (r.support().isBlank()) {
      session.note(line, "item '" + id + "' has no support passage: left out of the direct-answer view");
      return List.of();
    }
    var item = new ExtractionItem(id, r.question(), r.support(), List.of(r.correctAnswer()), Map.of(), null);
    if (!lower(r.support()).contains(lower(r.correctAnswer().strip()))) {
      session.note(
          line, "item '" + id + "': correct_answer '" + r.correctAnswer() + "' does not occur in the support passage; kept as the gold answer");
    }
    return List.of(item);
  }

  private static void noteRepeatedOptions(ReadSession session, long line, String id, SciqRecord r) {
    List<String> options = r.options();
    for (int i = 0; i < options.size(); i++) {
      for (int j = i + 1; j < options.size(); j++) {
        if (lower(options.get(i).strip()).equals(lower(options.get(j).strip()))) {
          session.note(
              line,
              "item '" + id + "': " + OPTION_FIELDS.get(i) + " and " + OPTION_FIELDS.get(j)
                  + " have the same text '" + options.get(i) + "'; kept as written");
        }
      }
    }
  }

  private static String lower(String s) {
    return s.toLowerCase(Locale.ROOT);
  }

  /** One SciQ record as the file gives it; support is "" when the question has none. */
  record SciqRecord(String question, List<String> distractors, String correctAnswer, String support) {
    static SciqRecord parse(ObjectNode node) {
      String question = Fields.nonBlank(node, "question");
      var distractors = List.of(Fields.nonBlank(node, "distractor1"), Fields.nonBlank(node, "distractor2"), Fields.nonBlank(node, "distractor3"));
      return new SciqRecord(question, distractors, Fields.nonBlank(node, "correct_answer"), Fields.text(node, "support"));
    }

    /** correct_answer, then distractor1-3. */
    List<String> options() {
      var all = new ArrayList<String>();
      all.add(correctAnswer);
      all.addAll(distractors);
      return all;
    }

  }
}
