package org.qakit.distract;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.IntStream;
import org.apache.lucene.analysis.Analyzer;
import org.qakit.analysis.Analyzers;
import org.qakit.embed.TextEncoder;
import org.qakit.learn.PairwiseRanker;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.text.Language;

/**
 * Distractor suggestion as learning to rank (SciQ's second step; Liang et al., "Distractor
 * Generation for Multiple Choice Questions Using Learning to Rank", BEA 2018): every entry of a
 * candidate vocabulary is described by {@link DistractorFeatures} against the question and its
 * answer, and a {@link PairwiseRanker} (λ = {@value #LAMBDA}) orders them.
 *
 * <p>Training: per training question, its distractors are the positives and {@code negatives}
 * vocabulary entries drawn by {@code new Random(seed)} (not among its options) the negatives; the
 * co-occurrence features leave the question itself out. Ranking: every vocabulary entry except
 * the answer itself (compared as written), score descending, then vocabulary position ascending.
 */
public final class DistractorRanker {
  /** The L2 strength of the ranker. */
  public static final double LAMBDA = 1e-3;

  private final Analyzer analyzer = Analyzers.forLanguage(Language.ENGLISH);
  private final PhraseForm.Symbols symbols = new PhraseForm.Symbols();
  private final List<PhraseForm> vocabulary;
  private final OptionCooccurrence cooccurrence;
  private final TextEncoder encoder;
  private final float[][] vocabularyVectors;
  private PairwiseRanker model;

  private DistractorRanker(List<String> vocabulary, List<MultipleChoiceItem> train, TextEncoder encoder) {
    this.vocabulary = vocabulary.stream().map(v -> PhraseForm.of(v, analyzer, symbols)).toList();
    this.cooccurrence = new OptionCooccurrence(train);
    this.encoder = encoder;
    this.vocabularyVectors = encoder == null ? null : encoder.encodePassages(vocabulary);
  }

  /**
   * Trains a ranker.
   *
   * @param train the training questions (their gold choice is the answer, the others distractors)
   * @param vocabulary the candidate distractors, each once
   * @param encoder a bi-encoder for the embedding features, or null for the lexical ones only
   * @param negatives sampled negatives per question, at least 1
   */
  public static DistractorRanker train(List<MultipleChoiceItem> train, List<String> vocabulary, TextEncoder encoder,
      int negatives, long seed) {
    if (negatives < 1) {
      throw new IllegalArgumentException("expected at least 1 negative per question, found " + negatives);
    }
    if (vocabulary.isEmpty()) {
      throw new IllegalArgumentException("expected a candidate vocabulary, found none");
    }
    var r = new DistractorRanker(vocabulary, train, encoder);
    Map<String, Integer> index = new HashMap<>();
    for (int i = 0; i < vocabulary.size(); i++) {
      index.put(vocabulary.get(i), i);
    }
    float[][] qv = encoder == null ? null : encoder.encodePassages(train.stream().map(MultipleChoiceItem::stem).toList());
    float[][] av = encoder == null ? null : encoder.encodePassages(train.stream().map(m -> m.gold().text()).toList());
    Random rnd = new Random(seed);
    var groups = new ArrayList<double[][]>();
    var labels = new ArrayList<int[]>();
    for (int t = 0; t < train.size(); t++) {
      MultipleChoiceItem m = train.get(t);
      var options = OptionCooccurrence.options(m);
      var rows = new ArrayList<double[]>();
      var ys = new ArrayList<Integer>();
      PhraseForm q = r.form(m.stem());
      String answer = m.gold().text();
      PhraseForm a = r.form(answer);
      for (String d : OptionCooccurrence.distractors(m)) {
        Integer vi = index.get(d);
        float[] dv = encoder == null ? null : vi != null ? r.vocabularyVectors[vi] : encoder.encodePassage(d);
        rows.add(DistractorFeatures.of(q, a, vi != null ? r.vocabulary.get(vi) : r.form(d),
            r.cooccurrence.pairCount(answer, d, m), r.cooccurrence.distractorCount(d, m), dv, row(av, t), row(qv, t)));
        ys.add(1);
      }
      var seen = new HashSet<Integer>();
      for (int k = 0; k < negatives && seen.size() < vocabulary.size(); k++) {
        int c = rnd.nextInt(vocabulary.size());
        if (options.contains(vocabulary.get(c)) || !seen.add(c)) {
          continue;
        }
        rows.add(DistractorFeatures.of(q, a, r.vocabulary.get(c), r.cooccurrence.pairCount(answer, vocabulary.get(c), m),
            r.cooccurrence.distractorCount(vocabulary.get(c), m), vec(r.vocabularyVectors, c), row(av, t), row(qv, t)));
        ys.add(0);
      }
      groups.add(rows.toArray(double[][]::new));
      labels.add(ys.stream().mapToInt(Integer::intValue).toArray());
    }
    r.model = PairwiseRanker.train(groups, labels, LAMBDA);
    return r;
  }

  /** The feature names this ranker uses. */
  public List<String> featureNames() {
    return DistractorFeatures.names(encoder != null);
  }

  /** The fitted ranker. */
  public PairwiseRanker model() {
    return model;
  }

  /** The vocabulary size. */
  public int vocabularySize() {
    return vocabulary.size();
  }

  /** The vocabulary entry at {@code i}. */
  public String candidate(int i) {
    return vocabulary.get(i).text();
  }

  /** One suggestion: vocabulary position, text, score and the features behind it. */
  public record Suggestion(int position, String text, double score, double[] features) {}

  /** The {@code k} best distractors for (question, answer), by the ranking rule. */
  public List<Suggestion> suggest(String question, String answer, int k) {
    Scored s = scoreAll(question, answer);
    return s.order().stream().limit(k).map(i -> new Suggestion(i, vocabulary.get(i).text(), s.scores()[i], s.features()[i])).toList();
  }

  /** The scores of every vocabulary entry, and the entries in ranking order (the answer left out). */
  record Scored(double[] scores, double[][] features, List<Integer> order) {}

  Scored scoreAll(String question, String answer) {
    PhraseForm q = form(question);
    PhraseForm a = form(answer);
    float[] qv = encoder == null ? null : encoder.encodePassage(question);
    float[] av = encoder == null ? null : encoder.encodePassage(answer);
    Map<String, Integer> partners = cooccurrence.partners(answer);
    int n = vocabulary.size();
    double[] scores = new double[n];
    double[][] features = new double[n][];
    for (int i = 0; i < n; i++) {
      PhraseForm c = vocabulary.get(i);
      features[i] = DistractorFeatures.of(q, a, c, DistractorFeatures.count(partners, c.text()),
          cooccurrence.distractorCount(c.text(), null), vec(vocabularyVectors, i), av, qv);
      scores[i] = model.score(features[i]);
    }
    List<Integer> order = IntStream.range(0, n).filter(i -> !vocabulary.get(i).text().equals(answer)).boxed()
        .sorted(Comparator.<Integer>comparingDouble(i -> -scores[i]).thenComparingInt(i -> i)).toList();
    return new Scored(scores, features, order);
  }

  private PhraseForm form(String text) {
    return PhraseForm.of(text, analyzer, symbols);
  }

  private static float[] row(float[][] m, int i) {
    return m == null ? null : m[i];
  }

  private static float[] vec(float[][] m, int i) {
    return m == null ? null : m[i];
  }
}
