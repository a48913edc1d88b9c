package org.qakit.eval;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import org.qakit.eval.trec.TrecRunFile;
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
 * DbqaSubmissionReader}, {@link KbqaSubmissionReader}) or a TREC run ({@link TrecRunFile}).
 * {@link #guess} recognises a file's layout from its first line, so that a file read in the wrong
 * one is refused with the layout it looks like instead of a parse error.
 */
public enum PredictionsLayout {
  /** {@link PredictionsFile}: JSON Lines keyed by item id. */
  QAKIT("qakit", "qakit JSONL", "qakit's JSONL: one {\"id\", choices | scores | ranking | answers [+ triple], evidence?} object per line"),
  /** {@link DbqaSubmissionReader}: one score per line of the DBQA test file, in order. */
  NLPCC_DBQA("nlpcc-dbqa", "an NLPCC 2016 DBQA submission (one score per line)", "NLPCC 2016 DBQA submission: one score per line of the test file, in order (line counts must match)"),
  /** {@link KbqaSubmissionReader}: question/answer records keyed by question id. */
  NLPCC_KBQA("nlpcc-kbqa", "an NLPCC 2016 KBQA submission (<question id=N> lines)", "NLPCC 2016 KBQA submission: <question id=N>, <answer id=N> and '=' lines per question"),
  /** {@link TrecRunFile}: a TREC run of answer-selection items, {@code qid Q0 docid rank score runid}. */
  TREC("trec", "a TREC run (qid Q0 docid rank score runid)", "TREC run: 'qid Q0 docid rank score runid' per candidate of each answer-selection item (trec_eval's input)");

  private final String id;
  private final String looks;
  private final String description;

  PredictionsLayout(String id, String looks, String description) {
    this.id = id;
    this.looks = looks;
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
    write(items, solutions, evidence, "qakit", target);
  }

  /** As {@link #write(List, Collection, boolean, Path)}; a TREC run gets {@code runId} in its last column. */
  public void write(List<? extends Item> items, Collection<Solution> solutions, boolean evidence, String runId, Path target)
      throws IOException {
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
      case TREC -> TrecRunFile.write(selection(items), predictions, runId, target);
    }
  }

  /**
   * Refuses, in one line and before anything is solved, items this layout cannot hold: a TREC run
   * or a DBQA submission holds answer-selection items, a KBQA submission knowledge-base questions;
   * a DBQA submission pairs its lines with every line of the file, so it needs every item read.
   *
   * @param items the items to be written
   * @param read how many items the files hold
   */
  public void requireFits(List<? extends Item> items, int read) {
    Class<? extends Item> holds = switch (this) {
      case QAKIT -> Item.class;
      case NLPCC_DBQA, TREC -> AnswerSelectionItem.class;
      case NLPCC_KBQA -> KbQuestionItem.class;
    };
    var other = items.stream().filter(i -> !holds.isInstance(i)).findFirst();
    if (other.isPresent()) {
      throw new IllegalArgumentException("--predictions-format " + id + " holds " + (holds == KbQuestionItem.class ? "knowledge-base questions"
          : "answer-selection items") + ", found " + other.get().kind().id() + " items (item '" + other.get().id() + "'): write qakit");
    }
    if (this == NLPCC_DBQA && items.size() != read) {
      throw new IllegalArgumentException("--predictions-format nlpcc-dbqa pairs its lines with every line of the file, but only " + items.size()
          + " of its " + read + " questions are solved (--ids or a task's protocol): solve them all, or write qakit or trec");
    }
  }

  private static List<AnswerSelectionItem> selection(List<? extends Item> items) {
    var out = new java.util.ArrayList<AnswerSelectionItem>();
    for (Item item : items) {
      if (!(item instanceof AnswerSelectionItem a)) {
        throw new IllegalArgumentException("item '" + item.id() + "': a TREC run holds answer-selection items, found " + item.kind().id());
      }
      out.add(a);
    }
    return out;
  }

  /**
   * The layout {@code file} looks like from its first non-blank line, or null when it looks like
   * none: {@code {} qakit, a lone number nlpcc-dbqa, {@code <question id=} nlpcc-kbqa, six or more
   * fields with {@code Q0} second a TREC run.
   */
  public static PredictionsLayout guess(Path file) throws IOException {
    String first = null;
    try (var lines = new java.io.BufferedReader(new java.io.InputStreamReader(java.nio.file.Files.newInputStream(file),
        java.nio.charset.StandardCharsets.UTF_8))) {
      for (String line = lines.readLine(); line != null && first == null; line = lines.readLine()) {
        String t = line.strip().replace("\uFEFF", "");
        first = t.isEmpty() ? null : t;
      }
    }
    if (first == null) {
      return null;
    }
    String[] fields = first.split("\\s+");
    if (first.startsWith("{")) {
      return QAKIT;
    } else if (first.startsWith("<question id=")) {
      return NLPCC_KBQA;
    } else if (fields.length == 1 && first.matches("[+-]?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][+-]?[0-9]+)?")) {
      return NLPCC_DBQA;
    } else if (fields.length >= 6 && fields[1].equals("Q0")) {
      return TREC;
    }
    return null;
  }

  private void requireLooksRight(Path file) throws IOException {
    PredictionsLayout looks = guess(file);
    if (looks != null && looks != this) {
      throw new IllegalArgumentException(file + ":1: expected " + this.looks + ", found what looks like " + looks.looks
          + ": add --predictions-format " + looks.id);
    }
  }

  /** Reads {@code file} as predictions for {@code items} (a DBQA submission pairs lines with them). */
  public Map<String, Prediction> read(Path file, List<? extends Item> items) throws IOException {
    requireLooksRight(file);
    return switch (this) {
      case QAKIT -> PredictionsFile.read(file, PredictionsFile.byId(items));
      case NLPCC_DBQA -> DbqaSubmissionReader.read(file, items);
      case NLPCC_KBQA -> KbqaSubmissionReader.read(file);
      case TREC -> TrecRunFile.read(file, items.stream().filter(AnswerSelectionItem.class::isInstance).map(AnswerSelectionItem.class::cast).toList());
    };
  }
}
