package org.qakit.solve.kb;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Learned association between the words of a question pattern and a predicate, from training
 * pairs (pattern of a question, its gold predicate): how often a pattern n-gram came with the
 * predicate. Chinese is not segmented; the pattern's "words" are its distinct character unigrams
 * and bigrams G(P). With c(g) the number of training patterns holding g and c(g, p) those of them
 * whose gold predicate is p (normalised):
 *
 * <pre>
 * a(g, p)    = c(g, p) / (c(g) + 1)                   (add-one damped P(p | g))
 * mean(P, p) = (1/|G(P)|) Σ_{g ∈ G(P)} a(g, p)
 * max(P, p)  = max_{g ∈ G(P)} a(g, p)
 * </pre>
 *
 * <p>Both are 0 for a predicate never seen in training and for an empty pattern; they learn
 * paraphrases the character overlap misses (谁写的 → 作者, 哪一年 → 出版时间). The statistics are in
 * memory (a few hundred thousand counts for the 14,609 NLPCC training questions).
 */
public final class PatternAssociation {
  /** One training pair: a normalised pattern and its normalised gold predicate. */
  public record Example(String pattern, String predicate) {}

  private final Map<String, Integer> gramCounts;
  private final Map<String, Map<String, Integer>> joint;

  private PatternAssociation(Map<String, Integer> gramCounts, Map<String, Map<String, Integer>> joint) {
    this.gramCounts = gramCounts;
    this.joint = joint;
  }

  /** Counts the examples. */
  public static PatternAssociation train(List<Example> examples) {
    var gramCounts = new HashMap<String, Integer>();
    var joint = new HashMap<String, Map<String, Integer>>();
    for (Example e : examples) {
      for (String g : QuestionPattern.of(e.pattern()).unigramsAndBigrams()) {
        gramCounts.merge(g, 1, Integer::sum);
        joint.computeIfAbsent(g, k -> new HashMap<>()).merge(e.predicate(), 1, Integer::sum);
      }
    }
    return new PatternAssociation(gramCounts, joint);
  }

  private double a(String gram, String predicate) {
    Map<String, Integer> byPredicate = joint.get(gram);
    if (byPredicate == null) {
      return 0;
    }
    return byPredicate.getOrDefault(predicate, 0) / (gramCounts.get(gram) + 1.0);
  }

  /** mean(P, p). */
  public double mean(QuestionPattern pattern, String predicate) {
    Set<String> g = pattern.unigramsAndBigrams();
    if (g.isEmpty()) {
      return 0;
    }
    double sum = 0;
    for (String gram : g) {
      sum += a(gram, predicate);
    }
    return sum / g.size();
  }

  /** max(P, p). */
  public double max(QuestionPattern pattern, String predicate) {
    double best = 0;
    for (String gram : pattern.unigramsAndBigrams()) {
      best = Math.max(best, a(gram, predicate));
    }
    return best;
  }

  /** {@link #mean} as a predicate feature. */
  public PredicateFeature meanFeature() {
    return feature("assoc-mean", this::mean);
  }

  /** {@link #max} as a predicate feature. */
  public PredicateFeature maxFeature() {
    return feature("assoc-max", this::max);
  }

  private interface Scorer {
    double score(QuestionPattern pattern, String predicate);
  }

  private static PredicateFeature feature(String name, Scorer scorer) {
    return new PredicateFeature() {
      @Override
      public String name() {
        return name;
      }

      @Override
      public double value(QuestionPattern pattern, String predicate) {
        return scorer.score(pattern, predicate);
      }
    };
  }
}
