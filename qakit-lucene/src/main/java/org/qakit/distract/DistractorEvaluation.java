package org.qakit.distract;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.IntStream;
import org.qakit.model.MultipleChoiceItem;

/**
 * Scores a {@link DistractorRanker} on held-out questions with the measures of Liang et al.
 * (2018), averaged over questions. For one question, D = its distinct distractors (as written),
 * r_1, r_2, … the ranking of the vocabulary (the answer left out), rel_i = 1 when r_i ∈ D:
 *
 * <ul>
 *   <li>{@code p@k} = (Σ_{i≤k} rel_i) / k, for k = 1, 3, 10;
 *   <li>{@code r@10} = (Σ_{i≤10} rel_i) / |D|;
 *   <li>{@code map} = mean of AP = (1/|D|) Σ_{i: rel_i = 1} p@i over the whole ranking (a distractor
 *       missing from the vocabulary counts in |D| and is never found);
 *   <li>{@code ndcg@10} = DCG@10 / IDCG@10 with DCG@10 = Σ_{i≤10} rel_i / log₂(i + 1) and IDCG@10
 *       the DCG of min(|D|, 10) relevant entries on top;
 *   <li>{@code mrr} = mean of 1 / (rank of the first distractor), 0 when none is ranked.
 * </ul>
 *
 * A question without a distractor is skipped (the MCQL files have none).
 */
public final class DistractorEvaluation {
  /** The measure names, in report order. */
  public static final List<String> MEASURES = List.of("p@1", "p@3", "p@10", "r@10", "map", "ndcg@10", "mrr");

  private DistractorEvaluation() {}

  /** The measures, averaged over {@code items}; the questions are ranked in parallel, summed in item order. */
  public static Map<String, Double> evaluate(DistractorRanker ranker, List<MultipleChoiceItem> items) {
    double[][] per = IntStream.range(0, items.size()).parallel().mapToObj(i -> {
      MultipleChoiceItem m = items.get(i);
      Set<String> gold = OptionCooccurrence.distractors(m);
      if (gold.isEmpty()) {
        return null;
      }
      var scored = ranker.scoreAll(m.stem(), m.gold().text());
      boolean[] rel = new boolean[scored.order().size()];
      for (int r = 0; r < rel.length; r++) {
        rel[r] = gold.contains(ranker.candidate(scored.order().get(r)));
      }
      return measures(rel, gold.size());
    }).toArray(double[][]::new);
    double[] sum = new double[MEASURES.size()];
    int n = 0;
    for (double[] p : per) {
      if (p == null) {
        continue;
      }
      n++;
      for (int j = 0; j < sum.length; j++) {
        sum[j] += p[j];
      }
    }
    var out = new LinkedHashMap<String, Double>();
    for (int j = 0; j < sum.length; j++) {
      out.put(MEASURES.get(j), n == 0 ? 0 : sum[j] / n);
    }
    return out;
  }

  /** The measures of one ranking: {@code rel[i]} whether rank i + 1 is relevant, out of {@code relevant} relevant entries. */
  static double[] measures(boolean[] rel, int relevant) {
    double ap = 0;
    double dcg = 0;
    double rr = 0;
    int hits = 0;
    int h1 = 0;
    int h3 = 0;
    int h10 = 0;
    for (int i = 0; i < rel.length; i++) {
      if (!rel[i]) {
        continue;
      }
      hits++;
      ap += (double) hits / (i + 1);
      if (rr == 0) {
        rr = 1.0 / (i + 1);
      }
      if (i < 10) {
        dcg += 1 / (Math.log(i + 2) / Math.log(2));
        h10++;
        h3 += i < 3 ? 1 : 0;
        h1 += i < 1 ? 1 : 0;
      }
    }
    double idcg = 0;
    for (int i = 0; i < Math.min(relevant, 10); i++) {
      idcg += 1 / (Math.log(i + 2) / Math.log(2));
    }
    return new double[] {h1, h3 / 3.0, h10 / 10.0, (double) h10 / relevant, ap / relevant, dcg / idcg, rr};
  }
}
