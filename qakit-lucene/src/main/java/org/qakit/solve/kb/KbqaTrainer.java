package org.qakit.solve.kb;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;
import org.qakit.eval.metric.KbqaF1;
import org.qakit.kb.KbNames;
import org.qakit.kb.KnowledgeBase;
import org.qakit.learn.LogisticRegression;
import org.qakit.model.KbQuestionItem;
import org.qakit.solve.Prediction;

/**
 * Learns a {@link KbqaModel} from training questions with gold triples, over the store the solver
 * will use.
 *
 * <ol>
 *   <li>Entity linker: a logistic regression (λ = {@value #LAMBDA}) over {@link EntityLinker}
 *       candidates of every training question, label 1 for the candidate whose key is the gold
 *       subject's.
 *   <li>Pattern association ({@link PatternAssociation}) from (pattern, gold predicate) pairs, the
 *       pattern being the question without the gold subject's mention. The training rows of the
 *       ranker take it <em>cross-fitted</em>: a question's association comes from the statistics
 *       of the other {@value #FOLDS} − 1 folds, so the ranker does not learn to trust statistics
 *       that have seen the question.
 *   <li>Predicate ranker: a logistic regression over {@link KbqaFeatures} of the readings of each
 *       question's {@value #TOP_SUBJECTS} best-linked subjects, label 1 for the gold (subject,
 *       predicate).
 *   <li>Abstention, learned on the training folds only: for each fold, linker and ranker are
 *       trained on the other folds and the fold's questions are answered; {@link
 *       AnswerCalibration} fits the probability c that such an answer is right on those held-out
 *       answers and chooses, on out-of-fold values of c, the threshold τ that maximises the
 *       held-out Averaged F1 (withholding scores 1 only for a question without a gold answer), the
 *       smallest such value on ties. With fewer than 2 folds, or a fold too small to train on, there
 *       is no calibration and τ = 0 on π: every reading is answered.
 * </ol>
 *
 * <p>Folds: questions with a gold triple, in the order given, shuffled by {@code new
 * Random(seed)} and dealt round-robin into min({@value #FOLDS}, n) folds. Deterministic for a seed;
 * candidate generation runs on the common fork-join pool but fills a slot per question.
 */
public final class KbqaTrainer {
  public static final int FOLDS = 5;
  public static final int MAX_CANDIDATES = 24;
  public static final int TOP_SUBJECTS = 5;
  public static final double LAMBDA = 1e-3;

  private record Example(KbQuestionItem item, String question, List<EntityLinker.Candidate> candidates, String goldKey,
      String goldPredicate, String pattern) {}

  private record Rows(double[][] x, int[] y) {}

  private KbqaTrainer() {}

  /** Trains on the items that have a gold triple, without the embedding similarity. */
  public static KbqaModel train(KnowledgeBase store, List<KbQuestionItem> items, long seed) {
    return train(store, items, seed, null);
  }

  /**
   * Trains on the items that have a gold triple; with {@code embedding} (null: none) the predicate
   * ranker has the {@code embed-cosine} feature too. The patterns and predicates of each
   * question's best-linked subjects are encoded in one call before the ranker is fit.
   */
  public static KbqaModel train(KnowledgeBase store, List<KbQuestionItem> items, long seed, PredicateEmbedding embedding) {
    var linker = new EntityLinker(store, MAX_CANDIDATES);
    List<KbQuestionItem> usable = items.stream().filter(i -> i.triple() != null).toList();
    if (usable.isEmpty()) {
      throw new IllegalArgumentException("kbqa training: expected questions with gold triples, found none");
    }
    Example[] ex = new Example[usable.size()];
    IntStream.range(0, ex.length).parallel().forEach(i -> ex[i] = example(linker, usable.get(i)));
    int k = Math.min(FOLDS, ex.length);
    int[] fold = folds(ex.length, k, seed);
    PatternAssociation[] byFold = new PatternAssociation[k];
    for (int f = 0; f < k; f++) {
      int held = f;
      byFold[f] = association(ex, i -> k == 1 || fold[i] != held);
    }
    PatternAssociation full = association(ex, i -> true);
    int[] all = IntStream.range(0, ex.length).toArray();
    LogisticRegression link = linkerModel(ex, all);
    if (embedding != null) {
      embedding.warm(readingTexts(ex, link));
    }
    LogisticRegression rank = rankerModel(ex, all, link, byFold, fold, embedding);
    AnswerCalibration calibration = k < 2 ? null : calibration(ex, fold, k, byFold, embedding);
    return new KbqaModel(link, rank, full, calibration == null ? 0 : calibration.f1Threshold(), MAX_CANDIDATES, TOP_SUBJECTS,
        embedding, calibration);
  }

  /** The patterns and predicates of every question's {@value #TOP_SUBJECTS} best-linked subjects. */
  private static java.util.Set<String> readingTexts(Example[] ex, LogisticRegression link) {
    var texts = new java.util.LinkedHashSet<String>();
    for (Example e : ex) {
      double[] s = linkScores(e, link);
      var order = IntStream.range(0, s.length).boxed()
          .sorted((a, b) -> s[a] != s[b] ? Double.compare(s[b], s[a]) : e.candidates().get(a).key().compareTo(e.candidates().get(b).key()))
          .limit(TOP_SUBJECTS).toList();
      for (int i : order) {
        texts.add(e.candidates().get(i).pattern().text());
        texts.addAll(e.candidates().get(i).facts().keySet());
      }
    }
    return texts;
  }

  private static Example example(EntityLinker linker, KbQuestionItem item) {
    String q = KbNames.normalize(item.question());
    List<EntityLinker.Candidate> candidates = linker.candidates(q);
    String goldKey = KbNames.key(item.triple().subject());
    String pattern = candidates.stream().filter(c -> c.key().equals(goldKey)).findFirst().map(c -> c.pattern().text())
        .orElseGet(() -> without(q, goldKey));
    return new Example(item, q, candidates, goldKey, KbNames.normalize(item.triple().predicate()), pattern);
  }

  private static String without(String q, String key) {
    String bare = KbNames.withoutDisambiguator(key);
    for (String name : bare == null ? List.of(key) : List.of(key, bare)) {
      int at = name.isEmpty() ? -1 : q.indexOf(name);
      if (at >= 0) {
        return q.substring(0, at) + q.substring(at + name.length());
      }
    }
    return q;
  }

  private static int[] folds(int n, int k, long seed) {
    var order = new ArrayList<Integer>();
    for (int i = 0; i < n; i++) {
      order.add(i);
    }
    Collections.shuffle(order, new Random(seed));
    int[] fold = new int[n];
    for (int pos = 0; pos < n; pos++) {
      fold[order.get(pos)] = pos % k;
    }
    return fold;
  }

  private static PatternAssociation association(Example[] ex, java.util.function.IntPredicate use) {
    var pairs = new ArrayList<PatternAssociation.Example>();
    for (int i = 0; i < ex.length; i++) {
      if (use.test(i)) {
        pairs.add(new PatternAssociation.Example(ex[i].pattern(), ex[i].goldPredicate()));
      }
    }
    return PatternAssociation.train(pairs);
  }

  private static LogisticRegression linkerModel(Example[] ex, int[] use) {
    var x = new ArrayList<double[]>();
    var y = new ArrayList<Integer>();
    for (int i : use) {
      for (EntityLinker.Candidate c : ex[i].candidates()) {
        x.add(c.features());
        y.add(c.key().equals(ex[i].goldKey()) ? 1 : 0);
      }
    }
    return fit(new Rows(x.toArray(double[][]::new), y.stream().mapToInt(Integer::intValue).toArray()), "entity linker");
  }

  private static double[] linkScores(Example e, LogisticRegression link) {
    return e.candidates().stream().mapToDouble(c -> link.score(c.features())).toArray();
  }

  private static LogisticRegression rankerModel(Example[] ex, int[] use, LogisticRegression link, PatternAssociation[] byFold, int[] fold,
      PredicateEmbedding embedding) {
    var x = new ArrayList<double[]>();
    var y = new ArrayList<Integer>();
    for (int i : use) {
      var features = new KbqaFeatures(byFold[fold[i]], embedding);
      for (KbqaFeatures.Reading r : features.readings(ex[i].question(), ex[i].candidates(), linkScores(ex[i], link), TOP_SUBJECTS)) {
        x.add(r.vector());
        y.add(r.subject().key().equals(ex[i].goldKey()) && r.predicate().equals(ex[i].goldPredicate()) ? 1 : 0);
      }
    }
    return fit(new Rows(x.toArray(double[][]::new), y.stream().mapToInt(Integer::intValue).toArray()), "predicate ranker");
  }

  private static LogisticRegression fit(Rows rows, String what) {
    long positives = Arrays.stream(rows.y()).filter(v -> v == 1).count();
    if (positives == 0 || positives == rows.y().length) {
      throw new IllegalArgumentException("kbqa training: the " + what + " needs right and wrong candidates, found "
          + positives + " right of " + rows.y().length + "; do the training questions mention subjects of the knowledge base (--kb)?");
    }
    return LogisticRegression.train(rows.x(), rows.y(), LAMBDA);
  }

  /** The answer calibration from held-out folds (see the class comment); null when a fold is too small to train on. */
  private static AnswerCalibration calibration(Example[] ex, int[] fold, int k, PatternAssociation[] byFold, PredicateEmbedding embedding) {
    int n = ex.length;
    var x = new ArrayList<double[]>();
    var answered = new ArrayList<Double>();
    var withheld = new ArrayList<Double>();
    var rowFold = new ArrayList<Integer>();
    var f1 = new KbqaF1();
    for (int f = 0; f < k; f++) {
      int held = f;
      int[] train = IntStream.range(0, n).filter(i -> fold[i] != held).toArray();
      LogisticRegression link;
      LogisticRegression rank;
      try {
        link = linkerModel(ex, train);
        rank = rankerModel(ex, train, link, byFold, fold, embedding);
      } catch (IllegalArgumentException tooFew) {
        return null; // a fold without right or wrong candidates: too little data to tune
      }
      var model = new KbqaFeatures(byFold[f], embedding);
      for (int i = 0; i < n; i++) {
        if (fold[i] != f) {
          continue;
        }
        List<KbqaFeatures.Reading> readings = model.readings(ex[i].question(), ex[i].candidates(), linkScores(ex[i], link), TOP_SUBJECTS);
        double[] probs = readings.stream().mapToDouble(r -> rank.probability(r.vector())).toArray();
        double[] z = AnswerCalibration.features(readings, probs);
        if (z == null) {
          continue; // no reading: never answered, whatever the threshold
        }
        KbqaFeatures.Reading best = readings.get(IntStream.range(0, probs.length).reduce((a, b) -> probs[b] > probs[a] ? b : a).orElseThrow());
        String id = ex[i].item().id();
        x.add(z);
        withheld.add(f1.score(ex[i].item(), new Prediction.Answers(id, List.of())));
        answered.add(f1.score(ex[i].item(), new Prediction.Answers(id, best.triples().stream().map(t -> t.object()).distinct().toList())));
        rowFold.add(f);
      }
    }
    try {
      return AnswerCalibration.fit(x.toArray(double[][]::new), answered.stream().mapToDouble(Double::doubleValue).toArray(),
          withheld.stream().mapToDouble(Double::doubleValue).toArray(), rowFold.stream().mapToInt(Integer::intValue).toArray(), k);
    } catch (IllegalArgumentException allRightOrWrong) {
      return null;
    }
  }

  /**
   * The smallest τ in {0} ∪ prob (or just above the largest prob: withhold everything) maximising
   * Σ_{prob ≥ τ} answered + Σ_{prob < τ} withheld.
   */
  static double bestThreshold(double[] prob, double[] answered, double[] withheld) {
    Integer[] order = IntStream.range(0, prob.length).boxed().sorted((a, b) -> Double.compare(prob[a], prob[b])).toArray(Integer[]::new);
    double total = Arrays.stream(answered).sum(); // τ = 0: everything answered
    double best = total;
    double tau = 0;
    int j = 0;
    while (j < order.length) {
      double v = prob[order[j]];
      while (j < order.length && prob[order[j]] == v) {
        total += withheld[order[j]] - answered[order[j]];
        j++;
      }
      if (total > best) { // τ = the next value up: everything up to v is withheld
        best = total;
        tau = Math.min(1, j < order.length ? prob[order[j]] : Math.nextUp(v));
      }
    }
    return tau;
  }
}
