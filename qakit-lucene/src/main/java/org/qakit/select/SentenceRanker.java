package org.qakit.select;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.apache.lucene.analysis.Analyzer;
import org.qakit.analysis.Analysis;
import org.qakit.learn.LogisticRegression;
import org.qakit.learn.PairwiseRanker;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Item;
import org.qakit.solve.ExplainingSolver;
import org.qakit.solve.Explanation;
import org.qakit.solve.Prediction;
import org.qakit.solve.Solution;
import org.qakit.text.Language;

/**
 * The learned answer-sentence ranker (NLPCC DBQA, WikiQA, SQAD sentence selection): each candidate
 * gets a feature vector, by default {@link SentenceFeatures#forLanguage} (BM25 within the item's own
 * sentences, word, character and IDF-weighted overlap, common subsequences, length, position,
 * answer types, numbers and dates, entity overlap, infobox attributes), and a linear model trained
 * on labelled items scores it. Two learners: {@link Learner#PAIRWISE} (the default: RankNet-style
 * logistic regression on positive − negative differences within a question, {@link
 * PairwiseRanker}) and {@link Learner#POINTWISE} (L2 logistic regression on (question, candidate)
 * rows, {@link LogisticRegression}). The default λ = {@value #LAMBDA} is the one nested
 * cross-validation on the DBQA subset chose in each of its 5 outer folds (docs/rankers.md).
 * Training is deterministic: no sampling, Newton's method, rows in item order; the same items give
 * the same weights.
 *
 * <p>{@link #explain} gives every candidate's feature values, score and each feature's contribution
 * to it, so a person can see why; {@link #solveWithEvidence} writes the same ({@link ItemEvidence}).
 * Thread-safe: the model is immutable and Lucene analyzers keep per-thread state.
 */
public final class SentenceRanker implements ExplainingSolver {
  /**
   * The default L2 strength on standardised features; with the embedding features too (nested
   * cross-validation on the DBQA subset chose 1e-3 in 3 of its 5 outer folds, docs/rankers.md).
   */
  public static final double LAMBDA = 1e-3;

  /** How the feature weights are learned. */
  public enum Learner {
    POINTWISE,
    PAIRWISE
  }

  private final Analysis analysis;
  private final SentenceFeatures features;
  private final Learner learner;
  private final LogisticRegression model;
  private final Analyzer analyzer;
  private final Language trainingLanguage;

  private SentenceRanker(Analysis analysis, SentenceFeatures features, Learner learner, LogisticRegression model,
      Language trainingLanguage) {
    this.analysis = analysis;
    this.trainingLanguage = trainingLanguage;
    this.features = features;
    this.learner = learner;
    this.model = model;
    this.analyzer = analysis.analyzer();
  }

  /** Trains the default ranker (pairwise, the language's features, λ = {@value #LAMBDA}) with the language's default analysis. */
  public static SentenceRanker train(List<AnswerSelectionItem> train, Language language) {
    return train(train, Analysis.of(language));
  }

  /** Trains the default ranker (pairwise, the language's features, λ = {@value #LAMBDA}), analysing with {@code analysis}. */
  public static SentenceRanker train(List<AnswerSelectionItem> train, Analysis analysis) {
    return train(train, analysis, SentenceFeatures.forLanguage(analysis.language()), Learner.PAIRWISE, LAMBDA);
  }

  /** {@link #train(List, Analysis, SentenceFeatures, Learner, double)} with the language's default analysis. */
  public static SentenceRanker train(List<AnswerSelectionItem> train, Language language, SentenceFeatures features,
      Learner learner, double lambda) {
    return train(train, Analysis.of(language), features, learner, lambda);
  }

  /**
   * Trains a ranker on labelled items.
   *
   * @throws IllegalArgumentException when an item has an unlabelled candidate or no item has both
   *     a positive and a negative candidate
   */
  public static SentenceRanker train(List<AnswerSelectionItem> train, Analysis analysis, SentenceFeatures features,
      Learner learner, double lambda) {
    var labels = new ArrayList<int[]>();
    for (AnswerSelectionItem item : train) {
      int[] y = new int[item.candidates().size()];
      for (int i = 0; i < y.length; i++) {
        var c = item.candidates().get(i);
        if (!c.labelled()) {
          throw new IllegalArgumentException("item '" + item.id() + "': expected labelled candidates for training, found candidate " + (i + 1) + " unlabelled");
        }
        y[i] = c.label();
      }
      labels.add(y);
    }
    boolean learnable = switch (learner) {
      case PAIRWISE -> labels.stream().anyMatch(y -> has(y, 1) && has(y, 0));
      case POINTWISE -> labels.stream().anyMatch(y -> has(y, 1)) && labels.stream().anyMatch(y -> has(y, 0));
    };
    if (!learnable) {
      throw new IllegalArgumentException("expected training items with both positive and negative candidates, found "
          + train.size() + " item(s) without both");
    }
    List<double[][]> groups;
    try (Analyzer analyzer = analysis.analyzer()) {
      // features item by item in parallel; toList keeps item order, so the rows are the same for any thread count
      groups = train.parallelStream().map(item -> features.matrix(item, analyzer)).toList();
    }
    LogisticRegression model = switch (learner) {
      case PAIRWISE -> PairwiseRanker.train(groups, labels, lambda).model();
      case POINTWISE -> {
        var rows = new ArrayList<double[]>();
        var ys = new ArrayList<Integer>();
        for (int g = 0; g < groups.size(); g++) {
          for (int i = 0; i < groups.get(g).length; i++) {
            rows.add(groups.get(g)[i]);
            ys.add(labels.get(g)[i]);
          }
        }
        yield LogisticRegression.train(rows.toArray(double[][]::new), ys.stream().mapToInt(Integer::intValue).toArray(), lambda);
      }
    };
    var texts = new ArrayList<String>();
    train.forEach(item -> texts.add(item.question()));
    return new SentenceRanker(analysis, features, learner, model, org.qakit.text.LanguageGuess.of(texts));
  }

  private static boolean has(int[] labels, int label) {
    return java.util.Arrays.stream(labels).anyMatch(v -> v == label);
  }

  @Override
  public String id() {
    return "sentence-ranker";
  }

  @Override
  public String description() {
    return "answer-sentence selection: " + features.names().size() + " features (" + String.join(", ", features.familyIds())
        + ") combined by a " + learner.name().toLowerCase(java.util.Locale.ROOT)
        + " logistic regression trained on labelled items (" + analysis.id() + ")";
  }

  @Override
  public Optional<Prediction> solve(Item item) {
    if (!(item instanceof AnswerSelectionItem a)) {
      return Optional.empty();
    }
    double[][] x = features.matrix(a, analyzer);
    var scores = new ArrayList<Double>(x.length);
    for (double[] row : x) {
      scores.add(model.score(row));
    }
    return Optional.of(new Prediction.CandidateScores(a.id(), scores));
  }

  /**
   * One candidate's evidence: its position, model score, named feature values and each feature's
   * contribution w_j (x_j − μ_j)/σ_j, so that score = bias + Σ contributions.
   */
  public record CandidateEvidence(int candidate, double score, Map<String, Double> features, Map<String, Double> contributions) {
    public CandidateEvidence {
      features = Collections.unmodifiableMap(new LinkedHashMap<>(features));
      contributions = Collections.unmodifiableMap(new LinkedHashMap<>(contributions));
    }
  }

  /** The evidence of an item: the learner, the model's bias and every candidate's evidence. */
  public record ItemEvidence(String learner, double bias, List<CandidateEvidence> candidates) {
    public ItemEvidence {
      candidates = List.copyOf(candidates);
    }
  }

  /** The scores with {@link ItemEvidence}. */
  @Override
  public Optional<Solution> solveWithEvidence(Item item) {
    if (!(item instanceof AnswerSelectionItem a)) {
      return Optional.empty();
    }
    List<CandidateEvidence> candidates = explain(a);
    var scores = candidates.stream().map(CandidateEvidence::score).toList();
    var evidence = new ItemEvidence(learner.name().toLowerCase(Locale.ROOT), model.bias(), candidates);
    return Optional.of(new Solution(new Prediction.CandidateScores(a.id(), scores), Explanation.of(evidence)));
  }

  /** Every candidate's score, feature values and contributions, in candidate order. */
  public List<CandidateEvidence> explain(AnswerSelectionItem item) {
    double[][] x = features.matrix(item, analyzer);
    List<String> names = features.names();
    var out = new ArrayList<CandidateEvidence>(x.length);
    for (int i = 0; i < x.length; i++) {
      double[] c = model.contributions(x[i]);
      var values = new LinkedHashMap<String, Double>();
      var contributions = new LinkedHashMap<String, Double>();
      for (int j = 0; j < names.size(); j++) {
        values.put(names.get(j), x[i][j]);
        contributions.put(names.get(j), c[j]);
      }
      out.add(new CandidateEvidence(i, model.score(x[i]), values, contributions));
    }
    return out;
  }

  /** The learned weight of each feature (on standardised values), by name. */
  public Map<String, Double> weights() {
    var m = new LinkedHashMap<String, Double>();
    List<String> names = features.names();
    double[] w = model.weights();
    for (int j = 0; j < names.size(); j++) {
      m.put(names.get(j), w[j]);
    }
    return m;
  }

  public Language language() {
    return analysis.language();
  }

  /** The language the training questions are written in ({@link org.qakit.text.LanguageGuess}). */
  public Language trainingLanguage() {
    return trainingLanguage;
  }

  /**
   * A one-line warning when the training questions are in another language than the one this
   * ranker analyses (a ranker trained on English WikiQA run on Czech), or null.
   */
  public String languageWarning() {
    if (trainingLanguage == analysis.language()) {
      return null;
    }
    return "warning: sentence-ranker was trained on " + trainingLanguage.code() + " questions but analyses " + analysis.language().code()
        + " (--lang): its weights come from another language; train on " + analysis.language().code()
        + " data, or use sentence-ranker-untrained (docs/rankers.md)";
  }

  /** The analysis questions and candidates are analysed with. */
  public Analysis analysis() {
    return analysis;
  }

  public Learner learner() {
    return learner;
  }

  public LogisticRegression model() {
    return model;
  }
}
