package org.qakit.fitness;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.apache.lucene.analysis.Analyzer;
import org.qakit.analysis.Analyzers;
import org.qakit.corpus.SentenceSplitter;

/**
 * The features of a passage for {@link PassageFitness}, in the order of {@link #NAMES}:
 *
 * <ol>
 *   <li>{@code log-tokens}: log(1 + n), n the analysed tokens (repeats kept);
 *   <li>{@code log-sentences}: log(1 + s), s the sentences ({@link SentenceSplitter});
 *   <li>{@code domain-mean}: the mean of {@link DomainTerms} weights over the n tokens (0 when n = 0);
 *   <li>{@code domain-share}: the share of distinct terms with a positive weight (0 without terms);
 *   <li>{@code domain-sum}: the sum of the weights of the distinct terms, a naive-Bayes log-odds
 *       over the terms present (0 without terms);
 *   <li>{@code domain-max}: the largest weight of a term (0 without terms);
 *   <li>{@code numbers}: the share of tokens that contain a digit (quantities make questions);
 *   <li>{@code variety}: distinct terms / n (0 when n = 0): lists and repeated boilerplate score low.
 * </ol>
 *
 * <p>A training passage reads its weights leaving itself out ({@link DomainTerms#weightLeavingOut}).
 *
 * @param tokens the analysed tokens in order
 * @param terms the distinct tokens
 * @param sentences the number of sentences
 */
public record FitnessFeatures(List<String> tokens, Set<String> terms, int sentences) {
  /** Feature names, in order. */
  public static final List<String> NAMES = List.of("log-tokens", "log-sentences", "domain-mean", "domain-share", "domain-sum", "domain-max",
      "numbers", "variety");

  public FitnessFeatures {
    tokens = List.copyOf(tokens);
    terms = Set.copyOf(terms);
  }

  /** Analyses a passage's text. */
  public static FitnessFeatures analyse(Analyzer analyzer, String text) {
    List<String> tokens = Analyzers.tokens(analyzer, "text", text);
    return new FitnessFeatures(tokens, new TreeSet<>(tokens), SentenceSplitter.split(text).size());
  }

  /**
   * The feature vector.
   *
   * @param domain the term weights
   * @param ownLabel null for a passage to score; true or false for a training passage counted in
   *     {@code domain} as fit or unfit (its weights then leave it out)
   */
  public double[] vector(DomainTerms domain, Boolean ownLabel) {
    int n = tokens.size();
    var weights = new java.util.HashMap<String, Double>();
    for (String t : terms) {
      weights.put(t, ownLabel == null ? domain.weight(t) : domain.weightLeavingOut(t, ownLabel));
    }
    double sum = 0;
    int digits = 0;
    for (String t : tokens) {
      sum += weights.get(t);
      if (t.chars().anyMatch(Character::isDigit)) {
        digits++;
      }
    }
    long positive = weights.values().stream().filter(w -> w > 0).count();
    double termSum = weights.values().stream().mapToDouble(Double::doubleValue).sum();
    double termMax = weights.values().stream().mapToDouble(Double::doubleValue).max().orElse(0);
    return new double[] {
        Math.log1p(n),
        Math.log1p(sentences),
        n == 0 ? 0 : sum / n,
        terms.isEmpty() ? 0 : (double) positive / terms.size(),
        termSum,
        termMax,
        n == 0 ? 0 : (double) digits / n,
        n == 0 ? 0 : (double) terms.size() / n};
  }
}
