package org.qakit.fitness;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.lucene.analysis.Analyzer;
import org.qakit.learn.LogisticRegression;

/**
 * A learned score of how fit a passage is for writing questions from it (SciQ's passage selection,
 * as a simple relevance classifier): P(fit | x) = σ(b + w·z(x)) over the {@link FitnessFeatures}
 * x of the passage, standardised to z, by an L2 logistic regression (λ = {@value #LAMBDA}) trained
 * on fit passages (label 1) against unfit background passages (label 0). The {@link DomainTerms}
 * are counted on the same training passages, and each training row reads them leaving its own
 * passage out, so the term weights carry no label of the row they describe.
 *
 * <p>Deterministic: the same passages in the same order give the same model bit for bit.
 */
public final class PassageFitness {
  /** The L2 strength on standardised features. */
  public static final double LAMBDA = 1e-3;

  private final Analyzer analyzer;
  private final DomainTerms domain;
  private final LogisticRegression model;

  private PassageFitness(Analyzer analyzer, DomainTerms domain, LogisticRegression model) {
    this.analyzer = analyzer;
    this.domain = domain;
    this.model = model;
  }

  /**
   * Trains on analysed passages.
   *
   * @param analyzer the analysis later texts are scored with (the one {@code fit} and {@code unfit}
   *     were analysed with)
   * @param fit passages questions were written from, at least 2
   * @param unfit background passages, at least 2
   */
  public static PassageFitness train(Analyzer analyzer, List<FitnessFeatures> fit, List<FitnessFeatures> unfit) {
    if (analyzer == null) {
      throw new IllegalArgumentException("passage fitness: the analyzer must not be null");
    }
    if (fit.size() < 2 || unfit.size() < 2) {
      throw new IllegalArgumentException("passage fitness: expected at least 2 fit and 2 unfit passages, found "
          + fit.size() + " fit and " + unfit.size() + " unfit");
    }
    DomainTerms domain = DomainTerms.count(fit.stream().map(FitnessFeatures::terms).toList(),
        unfit.stream().map(FitnessFeatures::terms).toList());
    var rows = new ArrayList<double[]>(fit.size() + unfit.size());
    var labels = new int[fit.size() + unfit.size()];
    for (FitnessFeatures f : fit) {
      labels[rows.size()] = 1;
      rows.add(f.vector(domain, true));
    }
    for (FitnessFeatures f : unfit) {
      rows.add(f.vector(domain, false));
    }
    return new PassageFitness(analyzer, domain, LogisticRegression.train(rows.toArray(double[][]::new), labels, LAMBDA));
  }

  /** P(fit) of a text. */
  public double score(String text) {
    return score(FitnessFeatures.analyse(analyzer, text));
  }

  /** P(fit) of an analysed passage that was not among the training passages. */
  public double score(FitnessFeatures passage) {
    return model.probability(passage.vector(domain, null));
  }

  /** Each feature's weight on the standardised scale, in {@link FitnessFeatures#NAMES} order. */
  public Map<String, Double> weights() {
    var out = new LinkedHashMap<String, Double>();
    double[] w = model.weights();
    for (int j = 0; j < w.length; j++) {
      out.put(FitnessFeatures.NAMES.get(j), w[j]);
    }
    return out;
  }

  /** The number of distinct terms with a domain weight. */
  public int terms() {
    return domain.size();
  }
}
