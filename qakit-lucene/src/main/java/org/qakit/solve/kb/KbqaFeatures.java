package org.qakit.solve.kb;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.qakit.kb.KbNames;
import org.qakit.model.Triple;

/**
 * The features of a reading (subject K, predicate p) of a question q, for the predicate ranker.
 * With s(K) the entity linker's score of K (its logistic-regression margin), P = q without K's
 * mention, and the predicate features f of {@link #predicateFeatures}:
 *
 * <pre>
 * link-score        s(K)
 * link-gap          s(K) − max_K' s(K')           (0 for the best-linked subject)
 * char-1, char-2    {@link CharOverlap}(P, p) for n = 1, 2
 * verbatim          {@link PredicateInPattern}(P, p)
 * assoc-mean/max    {@link PatternAssociation}(P, p)
 * embed-cosine      {@link PredicateEmbedding}(P, p), only when the model has an encoder
 * object-in-q       1 if an object of (K, p) occurs in q (a question rarely holds its answer)
 * log-pred-chars    ln(1 + |p|)
 * </pre>
 */
public final class KbqaFeatures {
  private final List<PredicateFeature> predicateFeatures;

  KbqaFeatures(PatternAssociation association) {
    this(association, null);
  }

  /** With the embedding similarity {@code embed-cosine} after the association features when {@code embedding} is not null. */
  KbqaFeatures(PatternAssociation association, PredicateEmbedding embedding) {
    this.predicateFeatures = predicateFeatures(association, embedding);
  }

  /**
   * The predicate similarities, in vector order: character unigram and bigram overlap, verbatim
   * occurrence, learned association (mean, max), and the embedding similarity ({@link
   * PredicateEmbedding}) when {@code embedding} is not null.
   */
  public static List<PredicateFeature> predicateFeatures(PatternAssociation association, PredicateEmbedding embedding) {
    var out = new ArrayList<PredicateFeature>(List.of(new CharOverlap(1), new CharOverlap(2), new PredicateInPattern(),
        association.meanFeature(), association.maxFeature()));
    if (embedding != null) {
      out.add(embedding);
    }
    return List.copyOf(out);
  }

  /** Feature names, in vector order. */
  public List<String> names() {
    var names = new ArrayList<String>(List.of("link-score", "link-gap"));
    predicateFeatures.forEach(f -> names.add(f.name()));
    names.add("object-in-q");
    names.add("log-pred-chars");
    return names;
  }

  /**
   * The vector of reading (K, p).
   *
   * @param question the normalised question
   * @param pattern the question without K's mention
   * @param linkScore s(K)
   * @param bestLinkScore max over the subjects considered
   * @param predicate the normalised predicate
   * @param triples K's triples with that predicate
   */
  double[] vector(String question, QuestionPattern pattern, double linkScore, double bestLinkScore, String predicate, List<Triple> triples) {
    double[] v = new double[predicateFeatures.size() + 4];
    v[0] = linkScore;
    v[1] = linkScore - bestLinkScore;
    for (int i = 0; i < predicateFeatures.size(); i++) {
      v[2 + i] = predicateFeatures.get(i).value(pattern, predicate);
    }
    boolean objectInQuestion = triples.stream().map(t -> KbNames.normalize(t.object()))
        .anyMatch(o -> !o.isEmpty() && question.contains(o));
    v[v.length - 2] = objectInQuestion ? 1 : 0;
    v[v.length - 1] = Math.log1p(predicate.codePointCount(0, predicate.length()));
    return v;
  }

  /** One reading with its vector. */
  record Reading(EntityLinker.Candidate subject, String predicate, List<Triple> triples, double[] vector) {}

  /**
   * Every reading of the top {@code top} subjects (by {@code scores}, ties by key), in that order,
   * predicates in input order.
   */
  List<Reading> readings(String question, List<EntityLinker.Candidate> candidates, double[] scores, int top) {
    var order = new ArrayList<Integer>();
    for (int i = 0; i < candidates.size(); i++) {
      order.add(i);
    }
    order.sort((a, b) -> scores[a] != scores[b] ? Double.compare(scores[b], scores[a])
        : candidates.get(a).key().compareTo(candidates.get(b).key()));
    var out = new ArrayList<Reading>();
    if (order.isEmpty()) {
      return out;
    }
    double best = scores[order.getFirst()];
    for (int i : order.subList(0, Math.min(top, order.size()))) {
      EntityLinker.Candidate c = candidates.get(i);
      QuestionPattern pattern = c.pattern();
      for (Map.Entry<String, List<Triple>> e : c.facts().entrySet()) {
        out.add(new Reading(c, e.getKey(), e.getValue(), vector(question, pattern, scores[i], best, e.getKey(), e.getValue())));
      }
    }
    return out;
  }
}
