package org.qakit.train;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.qakit.eval.metric.MeanAveragePrecision;
import org.qakit.eval.metric.MeanReciprocalRank;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.solve.Prediction;

/**
 * What a fine-tuned model is trained for, and the dev metric that picks its kept epoch. The pair
 * and choice heads are the same linear layer on the {@code [CLS]} row ({@link PairScorer}); they
 * differ in their input and loss. The span head is a start/end layer on every token
 * ({@code org.qakit.train.span.SpanReader}): extraction items, dev F1 (and EM).
 *
 * <ul>
 *   <li>{@code pair}: answer selection, {@code [CLS] question [SEP] candidate [SEP]}, pointwise or
 *       listwise loss, dev MAP (and MRR) over the questions with a positive;
 *   <li>{@code choice}: multiple choice, {@code [CLS] knowledge [SEP] question [SEP] option [SEP]}
 *       per option ({@link ChoiceExamples}), softmax cross-entropy over the options on the gold
 *       one (the listwise loss with one positive), dev accuracy.
 * </ul>
 */
public enum Head {
  PAIR("pair", "map", "cross-encoder"),
  CHOICE("choice", "accuracy", "choice-model"),
  SPAN("span", "f1", "span-reader");

  private final String id;
  private final String metric;
  private final String solver;

  Head(String id, String metric, String solver) {
    this.id = id;
    this.metric = metric;
    this.solver = solver;
  }

  public String id() {
    return id;
  }

  /** The solver that reads a model folder of this head. */
  public String solver() {
    return solver;
  }

  /** The dev metric that decides the kept epoch and early stopping (higher is better). */
  public String metric() {
    return metric;
  }

  /** The head with this id, or a one-line error listing the ids. */
  public static Head of(String id) {
    for (Head h : values()) {
      if (h.id.equals(id)) {
        return h;
      }
    }
    throw new IllegalArgumentException("unknown head '" + id + "'; expected one of " + List.of("pair", "choice", "span"));
  }

  /**
   * The dev scores of {@code scorer}, the metric first: MAP and MRR for {@code pair}; for {@code
   * choice}, accuracy (the gold option scores highest; a tie counts as wrong). The span head is
   * scored by its own run ({@code org.qakit.train.span.SpanTraining}: F1 and EM).
   */
  public Map<String, Double> devScores(PairScorer scorer, List<AnswerSelectionItem> dev) {
    if (this == SPAN) {
      throw new IllegalStateException("the span head reads extraction items, not pairs: SpanTraining scores its dev set");
    }
    var map = new MeanAveragePrecision();
    var mrr = new MeanReciprocalRank();
    double sumMap = 0;
    double sumMrr = 0;
    int right = 0;
    for (var item : dev) {
      float[] s = scorer.score(item.question(), item.candidates().stream().map(Candidate::text).toList());
      var scores = new ArrayList<Double>(s.length);
      for (float v : s) {
        scores.add((double) v);
      }
      var p = new Prediction.CandidateScores(item.id(), scores);
      sumMap += map.score(item, p);
      sumMrr += mrr.score(item, p);
      right += gold(item, s) ? 1 : 0;
    }
    var out = new LinkedHashMap<String, Double>();
    if (this == PAIR) {
      out.put("map", sumMap / dev.size());
      out.put("mrr", sumMrr / dev.size());
    } else {
      out.put("accuracy", (double) right / dev.size());
    }
    return out;
  }

  /** Whether the single positive candidate scores above every other one. */
  private static boolean gold(AnswerSelectionItem item, float[] s) {
    int best = -1;
    for (int i = 0; i < s.length; i++) {
      if (item.candidates().get(i).positive()) {
        best = i;
      }
    }
    if (best < 0) {
      return false;
    }
    for (int i = 0; i < s.length; i++) {
      if (i != best && s[i] >= s[best]) {
        return false;
      }
    }
    return true;
  }
}
