package org.qakit.solve.kb;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import org.qakit.kb.KbNames;
import org.qakit.kb.KnowledgeBase;
import org.qakit.model.Item;
import org.qakit.model.KbQuestionItem;
import org.qakit.model.Triple;
import org.qakit.solve.ExplainingSolver;
import org.qakit.solve.Explanation;
import org.qakit.solve.Prediction;
import org.qakit.solve.Solution;

/**
 * Knowledge-base question answering over a {@link KnowledgeBase}, in the manner of the NLPCC 2016 KBQA
 * feature systems (Lai et al. 2016, "Open Domain Question Answering System Based on Knowledge
 * Base", NLPCC 2016: entity linking by the longest dictionary match weighed with the subject's
 * predicates, then predicate matching of the question pattern; Averaged F1 0.8247 with the full
 * base). Steps, for a question q normalised by {@link KbNames#normalize}:
 *
 * <ol>
 *   <li>entity linking: {@link EntityLinker} candidates scored by the model's linker, s(K) = its
 *       logistic-regression margin;
 *   <li>predicate matching: every (K, p) reading of the {@code topSubjects} best subjects gets the
 *       probability π(K, p) of the model's ranker over {@link KbqaFeatures};
 *   <li>answer: the distinct objects of the best reading's triples, in input order (several when
 *       the base has several), when the confidence ({@link AnswerCalibration}: the calibrated
 *       probability that the answer is right) reaches the model's threshold; else no answer. Ties: π descending,
 *       then the subjects' linker order (s(K) descending, key), then the predicates' input order.
 * </ol>
 *
 * <p>The prediction's triple is the best reading's first triple, also when the answer was withheld
 * (so that linking and predicate accuracy measure the readings, not the threshold). A question
 * with no name of the base in it gets no answer and no triple, never an exception. Thread-safe.
 *
 * <p>Evidence ({@link #solveWithEvidence}, {@link Evidence}): every candidate subject with the
 * mention it was found by, its score s(K) and linker features; the {@value #READINGS_LISTED} most
 * probable readings with π and their ranker features; and the threshold decision.
 */
public final class KbqaSolver implements ExplainingSolver {
  /** How many readings, most probable first, the evidence lists. */
  public static final int READINGS_LISTED = 10;

  private final KnowledgeBase store;
  private final KbqaModel model;
  private final EntityLinker linker;
  private final KbqaFeatures features;

  public KbqaSolver(KnowledgeBase store, KbqaModel model) {
    if (store == null || model == null) {
      throw new IllegalArgumentException("kbqa: a knowledge-base store and a trained model are required");
    }
    this.store = store;
    this.model = model;
    this.linker = new EntityLinker(store, model.maxCandidates());
    this.features = new KbqaFeatures(model.association(), model.embedding());
  }

  @Override
  public String id() {
    return "kbqa";
  }

  @Override
  public String description() {
    return "knowledge-base QA (NLPCC 2016): entity linking by dictionary mentions and a learned ranker, predicate matching"
        + " by character overlap and learned pattern statistics"
        + (model.embedding() == null ? "" : " and " + model.embedding().modelId() + " cosine") + ", answer threshold " + String.format(java.util.Locale.ROOT, "%.3f", model.threshold());
  }

  public KnowledgeBase store() {
    return store;
  }

  public KbqaModel model() {
    return model;
  }

  /**
   * Why an answer was given: the subjects considered with their linker scores, the readings with
   * their probabilities (best first), the answer, its triple, and the probability of the best
   * reading and the confidence the threshold is compared with: the calibrated probability that the
   * answer is right ({@link AnswerCalibration}), or π when the model has no calibration (both NaN
   * when there is no reading).
   */
  public record Reasoning(String question, List<ScoredSubject> subjects, List<ScoredReading> readings, List<String> answers,
      Triple triple, double best, double confidence) {}

  /** A candidate subject with its linker score and features ({@link EntityLinker#FEATURES} order). */
  public record ScoredSubject(String key, String mention, double score, double[] features) {}

  /** A reading with the ranker's probability and features ({@link KbqaFeatures#names()} order). */
  public record ScoredReading(String key, String predicate, double probability, double[] features) {}

  /**
   * The evidence of one question, as a predictions file stores it.
   *
   * @param question the question as normalised for matching ({@link KbNames#normalize})
   * @param linkerFeatures the names of each subject's {@code features}, in order
   * @param subjects every candidate subject, best linked first (ties by key)
   * @param rankerFeatures the names of each reading's {@code features}, in order
   * @param readings how many (subject, predicate) readings were ranked
   * @param predicates the {@value #READINGS_LISTED} most probable readings, best first
   * @param threshold the least probability an answered reading needs
   * @param best the best reading's probability π, or null when there was no reading
   * @param confidence the calibrated probability that the answer is right (π when the model has no
   *     calibration), or null when there was no reading
   * @param decision {@code answer} (confidence ≥ threshold), {@code withhold} (below it: no answer) or
   *     {@code no-subject} (no name of the base in the question: no answer)
   */
  public record Evidence(String question, List<String> linkerFeatures, List<LinkedSubject> subjects, List<String> rankerFeatures,
      int readings, List<RankedReading> predicates, double threshold, Double best, Double confidence, String decision) {}

  /** A candidate subject in the evidence: its key, the mention found in the question, s(K) and its features. */
  public record LinkedSubject(String subject, String mention, double score, double[] features) {}

  /** A reading in the evidence: subject key, predicate, π and its features. */
  public record RankedReading(String subject, String predicate, double probability, double[] features) {}

  @Override
  public Optional<Prediction> solve(Item item) {
    if (!(item instanceof KbQuestionItem k)) {
      return Optional.empty();
    }
    Reasoning r = explain(k.question());
    return Optional.of(new Prediction.Answers(k.id(), r.answers(), r.triple()));
  }

  /** The answers and triple with their {@link Evidence}: candidate subjects, ranked readings, the threshold decision. */
  @Override
  public Optional<Solution> solveWithEvidence(Item item) {
    if (!(item instanceof KbQuestionItem k)) {
      return Optional.empty();
    }
    Reasoning r = explain(k.question());
    return Optional.of(new Solution(new Prediction.Answers(k.id(), r.answers(), r.triple()), Explanation.of(evidence(r))));
  }

  /** The evidence of a reasoning: its subjects, its first {@value #READINGS_LISTED} readings and the decision. */
  public Evidence evidence(Reasoning r) {
    String decision = r.readings().isEmpty() ? "no-subject" : r.confidence() >= model.threshold() ? "answer" : "withhold";
    return new Evidence(r.question(), EntityLinker.FEATURES,
        r.subjects().stream().map(s -> new LinkedSubject(s.key(), s.mention(), s.score(), s.features())).toList(),
        features.names(), r.readings().size(),
        r.readings().stream().limit(READINGS_LISTED).map(x -> new RankedReading(x.key(), x.predicate(), x.probability(), x.features())).toList(),
        model.threshold(), r.readings().isEmpty() ? null : r.best(), r.readings().isEmpty() ? null : r.confidence(), decision);
  }

  /** The full reasoning for one question. */
  public Reasoning explain(String question) {
    String q = KbNames.normalize(question);
    List<EntityLinker.Candidate> candidates = linker.candidates(q);
    double[] scores = new double[candidates.size()];
    var subjects = new ArrayList<ScoredSubject>();
    for (int i = 0; i < scores.length; i++) {
      scores[i] = model.linker().score(candidates.get(i).features());
      subjects.add(new ScoredSubject(candidates.get(i).key(), candidates.get(i).mention().name(), scores[i], candidates.get(i).features()));
    }
    subjects.sort(Comparator.comparingDouble((ScoredSubject s) -> -s.score()).thenComparing(ScoredSubject::key));
    List<KbqaFeatures.Reading> readings = features.readings(q, candidates, scores, model.topSubjects());
    var scored = new ArrayList<ScoredReading>();
    KbqaFeatures.Reading best = null;
    double bestP = -1;
    double[] probs = new double[readings.size()];
    int at = 0;
    for (KbqaFeatures.Reading r : readings) {
      double p = model.ranker().probability(r.vector());
      probs[at++] = p;
      scored.add(new ScoredReading(r.subject().key(), r.predicate(), p, r.vector()));
      if (p > bestP) { // readings come subject by subject in linker order, predicates in input order: first wins ties
        best = r;
        bestP = p;
      }
    }
    scored.sort(Comparator.comparingDouble((ScoredReading s) -> -s.probability())); // stable: ties keep reading order
    if (best == null) {
      return new Reasoning(q, subjects, scored, List.of(), null, Double.NaN, Double.NaN);
    }
    var answers = new LinkedHashSet<String>();
    best.triples().forEach(t -> answers.add(t.object()));
    Triple first = best.triples().getFirst();
    double confidence = model.calibration() == null ? bestP : model.calibration().probability(AnswerCalibration.features(readings, probs));
    return new Reasoning(q, subjects, scored, confidence >= model.threshold() ? List.copyOf(answers) : List.of(), first, bestP, confidence);
  }
}
