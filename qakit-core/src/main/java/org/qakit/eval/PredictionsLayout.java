package org.qakit.eval;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import org.qakit.format.nlpcc.DbqaSubmissionReader;
import org.qakit.eval.metric.KbqaAnswers;
import org.qakit.eval.metric.Predictions;
import org.qakit.format.nlpcc.DbqaSubmissionWriter;
import org.qakit.format.nlpcc.KbqaSubmissionReader;
import org.qakit.format.nlpcc.KbqaSubmissionWriter;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Item;
import org.qakit.model.KbQuestionItem;
import org.qakit.solve.Prediction;
import org.qakit.solve.Solution;

/**
 * The layouts a predictions file can have ({@code qakit eval --predictions-format}): qakit's own
 * JSONL ({@link PredictionsFile}) or an official NLPCC 2016 submission ({@link
 * DbqaSubmissionReader}, {@link KbqaSubmissionReader}).
 */
public enum PredictionsLayout {
  /** {@link PredictionsFile}: JSON Lines keyed by item id. */
  QAKIT("qakit", "qakit's JSONL: one {\"id\", choices | scores | ranking | answers [+ triple], evidence?} object per line"),
  /** {@link DbqaSubmissionReader}: one score per line of the DBQA test file, in order. */
  NLPCC_DBQA("nlpcc-dbqa", "NLPCC 2016 DBQA submission: one score per line of the test file, in order (line counts must match)"),
  /** {@link KbqaSubmissionReader}: question/answer records keyed by question id. */
  NLPCC_KBQA("nlpcc-kbqa", "NLPCC 2016 KBQA submission: <question id=N>, <answer id=N> and '=' lines per question");

  private final String id;
  private final String description;

  PredictionsLayout(String id, String description) {
    this.id = id;
    this.description = description;
  }

  public String id() {
    return id;
  }

  public String description() {
    return description;
  }

  /** The layout with this id; an unknown id is an error listing the known ones. */
  public static PredictionsLayout of(String id) {
    return Arrays.stream(values())
        .filter(l -> l.id.equals(id))
        .findFirst()
        .orElseThrow(() -> new IllegalArgumentException(
            "unknown predictions format '" + id + "'; known: " + String.join(", ", Arrays.stream(values()).map(PredictionsLayout::id).toList())));
  }

  /**
   * Writes predictions for {@code items} in this layout, whole or not at all: qakit JSONL as
   * given (each line with its evidence when {@code evidence} is true and the solution has some); a DBQA submission from the candidate scores of each answer-selection item, in item
   * order; a KBQA submission with each question's answers joined by {@code " | "} (the separator
   * the KBQA metrics split at; an empty answer when there is none). Every item of a submission
   * needs a prediction of the right shape.
   */
  public void write(List<? extends Item> items, Collection<Solution> solutions, boolean evidence, Path target) throws IOException {
    var predictions = new java.util.HashMap<String, Prediction>();
    solutions.forEach(s -> predictions.put(s.itemId(), s.prediction()));
    switch (this) {
      case QAKIT -> PredictionsFile.writeSolutions(solutions, target, evidence);
      case NLPCC_DBQA -> {
        var selection = new java.util.ArrayList<AnswerSelectionItem>();
        var scores = new java.util.ArrayList<double[]>();
        for (Item item : items) {
          if (!(item instanceof AnswerSelectionItem a)) {
            throw new IllegalArgumentException("item '" + item.id() + "': an nlpcc-dbqa submission holds answer-selection items, found " + item.kind().id());
          }
          selection.add(a);
          if (!(predictions.get(a.id()) instanceof Prediction.CandidateScores c) || c.scores().size() != a.candidates().size()) {
            throw new IllegalArgumentException("item '" + a.id() + "': expected " + a.candidates().size() + " candidate scores to write");
          }
          scores.add(c.scores().stream().mapToDouble(Double::doubleValue).toArray());
        }
        DbqaSubmissionWriter.writePerItem(selection, scores, target);
      }
      case NLPCC_KBQA -> {
        var questions = new java.util.ArrayList<KbQuestionItem>();
        var answers = new java.util.HashMap<String, String>();
        for (Item item : items) {
          if (!(item instanceof KbQuestionItem k)) {
            throw new IllegalArgumentException("item '" + item.id() + "': an nlpcc-kbqa submission holds knowledge-base questions, found " + item.kind().id());
          }
          questions.add(k);
          answers.put(k.id(), String.join(KbqaAnswers.SEPARATOR, Predictions.answers(k.id(), predictions.get(k.id()))));
        }
        KbqaSubmissionWriter.write(questions, answers, target);
      }
    }
  }

  /** Reads {@code file} as predictions for {@code items} (a DBQA submission pairs lines with them). */
  public Map<String, Prediction> read(Path file, List<? extends Item> items) throws IOException {
    return switch (this) {
      case QAKIT -> PredictionsFile.read(file, PredictionsFile.byId(items));
      case NLPCC_DBQA -> DbqaSubmissionReader.read(file, items);
      case NLPCC_KBQA -> KbqaSubmissionReader.read(file);
    };
  }
}
