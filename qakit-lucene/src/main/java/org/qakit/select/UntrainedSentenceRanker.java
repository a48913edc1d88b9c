package org.qakit.select;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Optional;
import org.apache.lucene.analysis.Analyzer;
import org.qakit.analysis.Analysis;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Item;
import org.qakit.solve.Explanation;
import org.qakit.solve.ExplainingSolver;
import org.qakit.solve.Prediction;
import org.qakit.solve.Solution;

/**
 * The sentence ranker's mode without training data ({@code sentence-ranker-untrained}): three
 * lexical signals of {@link SentenceRanker}'s families, combined with fixed equal weights, for a
 * language or dataset with no labelled answer sentences (SQAD on a new collection):
 *
 * <pre>
 * score(c) = (bm25-relative(c) + lemma-overlap(c) + (1 − i/n)) / 3
 * bm25-relative = BM25 of the question against c, the item's sentences as the collection, divided
 *                 by the item's maximum ({@link Bm25Features}; 0 when the maximum is 0)
 * lemma-overlap = share of the question's distinct analysed terms (Hunspell lemmas for cs) found in c
 *                 ({@link WordOverlapFeatures}' word-overlap-share)
 * 1 − i/n       = position: the i-th of n sentences (0-based); earlier sentences of an article lead
 * </pre>
 *
 * <p>The weights are equal by design, not tuned on any data: each signal lies in [0, 1], so none
 * dominates by scale. Ties: the metrics' rule (earlier candidate first). Thread-safe.
 */
public final class UntrainedSentenceRanker implements ExplainingSolver {
  /** The weight of each of the three signals. */
  public static final double WEIGHT = 1.0 / 3;

  private static final Bm25Features BM25 = new Bm25Features();
  private static final WordOverlapFeatures OVERLAP = new WordOverlapFeatures();

  private final Analysis analysis;
  private final Analyzer analyzer;

  public UntrainedSentenceRanker(Analysis analysis) {
    this.analysis = analysis;
    this.analyzer = analysis.analyzer();
  }

  @Override
  public String id() {
    return "sentence-ranker-untrained";
  }

  @Override
  public String description() {
    return "answer-sentence selection without training: (BM25 relative to the item's best + lemma overlap share + 1 − position/n) / 3";
  }

  public Analysis analysis() {
    return analysis;
  }

  @Override
  public Optional<Solution> solveWithEvidence(Item item) {
    if (!(item instanceof AnswerSelectionItem a)) {
      return Optional.empty();
    }
    List<SentenceRanker.CandidateEvidence> candidates = explain(a);
    var scores = candidates.stream().map(SentenceRanker.CandidateEvidence::score).toList();
    return Optional.of(new Solution(new Prediction.CandidateScores(a.id(), scores),
        Explanation.of(new SentenceRanker.ItemEvidence("fixed", 0, candidates))));
  }

  /** Every candidate's three signals, their contributions (weight · value) and score. */
  public List<SentenceRanker.CandidateEvidence> explain(AnswerSelectionItem item) {
    Context ctx = Context.of(item, analyzer);
    int n = item.candidates().size();
    var out = new ArrayList<SentenceRanker.CandidateEvidence>(n);
    for (int i = 0; i < n; i++) {
      var values = new LinkedHashMap<String, Double>();
      values.put("bm25-relative", BM25.values(item, i, ctx)[1]);
      values.put("lemma-overlap", OVERLAP.values(item, i, ctx)[1]);
      values.put("position", 1 - (double) i / n);
      var contributions = new LinkedHashMap<String, Double>();
      double score = 0;
      for (var e : values.entrySet()) {
        contributions.put(e.getKey(), WEIGHT * e.getValue());
        score += WEIGHT * e.getValue();
      }
      out.add(new SentenceRanker.CandidateEvidence(i, score, values, contributions));
    }
    return out;
  }
}
