package org.qakit.solve.kb;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import org.qakit.kb.KbNames;
import org.qakit.kb.KbStore;
import org.qakit.model.Item;
import org.qakit.model.KbQuestionItem;
import org.qakit.model.Triple;
import org.qakit.solve.Prediction;
import org.qakit.solve.Solver;

/**
 * Knowledge-base question answering over a {@link KbStore}, in the manner of the NLPCC 2016 KBQA
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
 *       the base has several), when π ≥ the model's threshold; else no answer. Ties: π descending,
 *       then the subjects' linker order (s(K) descending, key), then the predicates' input order.
 * </ol>
 *
 * <p>The prediction's triple is the best reading's first triple, also when the answer was withheld
 * (so that linking and predicate accuracy measure the readings, not the threshold). A question
 * with no name of the base in it gets no answer and no triple, never an exception. Thread-safe.
 */
public final class KbqaSolver implements Solver {
  private final KbStore store;
  private final KbqaModel model;
  private final EntityLinker linker;
  private final KbqaFeatures features;

  public KbqaSolver(KbStore store, KbqaModel model) {
    this.store = store;
    this.model = model;
    this.linker = new EntityLinker(store, model.maxCandidates());
    this.features = new KbqaFeatures(model.association());
  }

  @Override
  public String id() {
    return "kbqa";
  }

  @Override
  public String description() {
    return "knowledge-base QA (NLPCC 2016): entity linking by dictionary mentions and a learned ranker, predicate matching"
        + " by character overlap and learned pattern statistics, answer threshold " + String.format(java.util.Locale.ROOT, "%.3f", model.threshold());
  }

  public KbStore store() {
    return store;
  }

  public KbqaModel model() {
    return model;
  }

  /**
   * Why an answer was given: the subjects considered with their linker scores, the readings with
   * their probabilities (best first), and the answer.
   */
  public record Explanation(String question, List<ScoredSubject> subjects, List<ScoredReading> readings, List<String> answers, Triple triple) {}

  /** A candidate subject with its linker score. */
  public record ScoredSubject(String key, String mention, double score, double[] features) {}

  /** A reading with the ranker's probability. */
  public record ScoredReading(String key, String predicate, double probability, double[] features) {}

  @Override
  public Optional<Prediction> solve(Item item) {
    if (!(item instanceof KbQuestionItem k)) {
      return Optional.empty();
    }
    Explanation e = explain(k.question());
    return Optional.of(new Prediction.Answers(k.id(), e.answers(), e.triple()));
  }

  /** The full reasoning for one question. */
  public Explanation explain(String question) {
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
    for (KbqaFeatures.Reading r : readings) {
      double p = model.ranker().probability(r.vector());
      scored.add(new ScoredReading(r.subject().key(), r.predicate(), p, r.vector()));
      if (p > bestP) { // readings come subject by subject in linker order, predicates in input order: first wins ties
        best = r;
        bestP = p;
      }
    }
    scored.sort(Comparator.comparingDouble((ScoredReading s) -> -s.probability()));
    if (best == null) {
      return new Explanation(question, subjects, scored, List.of(), null);
    }
    var answers = new LinkedHashSet<String>();
    best.triples().forEach(t -> answers.add(t.object()));
    Triple first = best.triples().getFirst();
    return new Explanation(question, subjects, scored, bestP >= model.threshold() ? List.copyOf(answers) : List.of(), first);
  }
}
