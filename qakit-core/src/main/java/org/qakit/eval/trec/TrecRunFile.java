package org.qakit.eval.trec;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.qakit.format.FormatException;
import org.qakit.io.AtomicFile;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.solve.Prediction;

/**
 * Answer-selection predictions as a TREC run file, {@code qid Q0 docid rank score runid} per line
 * (the layout trec_eval's {@code get_trec_results.c} reads, and {@link TrecRun} reads here), so
 * that {@code trec_eval} or {@code qakit eval trec} can score a qakit solver.
 *
 * <ul>
 *   <li>{@code qid} is the item id; {@code docid} is the candidate's own id when every candidate of
 *       the item has one, distinct and without white space (WikiQA's {@code D1-0}), else
 *       {@code <item id>-<position>} counted from 0 ({@link #docids}).
 *   <li>Per query, lines come in rank order: score descending, equal scores by docid descending
 *       ({@code strcmp}), which is the order trec_eval itself imposes ({@link TrecRanking}), so the
 *       rank column agrees with what trec_eval computes; ranks count from 1.
 *   <li>Scores are written in plain decimal notation (shortest round-tripping digits); queries in
 *       item order. The file appears whole or not at all.
 * </ul>
 *
 * An id with white space, a non-finite score or a prediction of the wrong shape is refused naming
 * the item: trec_eval would split or misread such a line.
 */
public final class TrecRunFile {
  private TrecRunFile() {}

  /** The docid of each candidate of {@code item}, in candidate order. */
  public static List<String> docids(AnswerSelectionItem item) {
    var own = new ArrayList<String>();
    for (Candidate c : item.candidates()) {
      if (c.id() == null || c.id().isEmpty() || c.id().chars().anyMatch(Character::isWhitespace) || own.contains(c.id())) {
        own = null;
        break;
      }
      own.add(c.id());
    }
    if (own != null) {
      return own;
    }
    var byPosition = new ArrayList<String>();
    for (int i = 0; i < item.candidates().size(); i++) {
      byPosition.add(item.id() + "-" + i);
    }
    return byPosition;
  }

  /**
   * Writes the run of {@code items} from their {@link Prediction.CandidateScores}.
   *
   * @param runId the sixth column (the solver id, say); no white space
   */
  public static void write(List<AnswerSelectionItem> items, Map<String, Prediction> predictions, String runId, Path target)
      throws IOException {
    requireToken(runId, "run id '" + runId + "'");
    var lines = new StringBuilder();
    for (AnswerSelectionItem item : items) {
      requireToken(item.id(), "item '" + item.id() + "': its id is the TREC query id and");
      if (!(predictions.get(item.id()) instanceof Prediction.CandidateScores c) || c.scores().size() != item.candidates().size()) {
        throw new IllegalArgumentException("item '" + item.id() + "': expected " + item.candidates().size() + " candidate scores to write");
      }
      List<String> docids = docids(item);
      var order = new ArrayList<Integer>();
      for (int i = 0; i < docids.size(); i++) {
        double s = c.scores().get(i);
        if (!Double.isFinite(s)) {
          throw new IllegalArgumentException("item '" + item.id() + "', candidate " + docids.get(i) + ": expected a finite score, found " + s);
        }
        order.add(i);
      }
      order.sort(Comparator.comparingDouble((Integer i) -> -c.scores().get(i)).thenComparing(i -> docids.get(i), Strcmp.ORDER.reversed()));
      int rank = 1;
      for (int i : order) {
        lines.append(item.id()).append(" Q0 ").append(docids.get(i)).append(' ').append(rank++).append(' ')
            .append(BigDecimal.valueOf(c.scores().get(i) + 0.0).stripTrailingZeros().toPlainString()).append(' ').append(runId).append('\n');
      }
    }
    AtomicFile.write(target, out -> out.write(lines.toString()));
  }

  /**
   * Reads a TREC run as candidate scores of {@code items}: each query id that is an item's id gives
   * that item one score per candidate, found by {@link #docids}. A query of no item, a docid of no
   * candidate, or a candidate the run leaves out is an error naming the file and line.
   */
  public static Map<String, Prediction> read(Path file, List<AnswerSelectionItem> items) throws IOException {
    TrecRun run = TrecRun.read(file);
    var byId = new HashMap<String, AnswerSelectionItem>();
    items.forEach(i -> byId.put(i.id(), i));
    var out = new LinkedHashMap<String, Prediction>();
    for (String qid : run.queries()) {
      List<TrecRun.Result> results = run.results(qid);
      AnswerSelectionItem item = byId.get(qid);
      if (item == null) {
        throw new FormatException(file, results.getFirst().line(), "expected the id of an answer-selection item as query id, found '" + qid + "'");
      }
      List<String> docids = docids(item);
      Double[] scores = new Double[docids.size()];
      for (TrecRun.Result r : results) {
        int at = docids.indexOf(r.docno());
        if (at < 0) {
          throw new FormatException(file, r.line(), "expected a candidate of item '" + qid + "' (" + docids.getFirst() + " …), found docid '"
              + r.docno() + "'");
        }
        scores[at] = r.score();
      }
      for (int i = 0; i < scores.length; i++) {
        if (scores[i] == null) {
          throw new FormatException(file, results.getLast().line(), "expected a line for every candidate of item '" + qid + "', found none for "
              + docids.get(i));
        }
      }
      out.put(qid, new Prediction.CandidateScores(qid, List.of(scores)));
    }
    return out;
  }

  private static void requireToken(String text, String what) {
    if (text == null || text.isEmpty() || text.chars().anyMatch(Character::isWhitespace)) {
      throw new IllegalArgumentException(what + " must be one word without white space for a TREC run");
    }
  }
}
