package org.qakit.solve.kb;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.qakit.kb.KbNames;
import org.qakit.kb.KnowledgeBase;
import org.qakit.kb.SubjectRun;
import org.qakit.model.Triple;

/**
 * Finds the subjects a question may be about, with the features a learned ranker weighs.
 *
 * <p>Candidates: every span of the normalised question that is a name in the store's dictionary
 * ({@link KnowledgeBase#mentions}: terms-dictionary seeks, no scan), and every subject carrying that
 * name ({@link KnowledgeBase#named}). A subject reached by several spans keeps the longest (then the
 * one equal to its key, then the earliest). Before the subject's facts are read, candidates are
 * ordered by mention length, then popularity, then key, and only the first {@code maxCandidates}
 * are kept: a two-character name can be shared by thousands of subjects in a full-size base.
 *
 * <p>Features of candidate (subject K, mention m) in question q of n characters, with P = q
 * without m (the pattern) and p ranging over K's distinct normalised predicates:
 *
 * <pre>
 * mention-chars   |m|
 * mention-share   |m| / n
 * log-popularity  ln(1 + number of K's triples)
 * exact-subject   1 if m is K's whole key (not an alias or the key without its disambiguator)
 * log-ambiguity   ln(number of subjects the name of m names)
 * maximal         1 if no other mention strictly contains m
 * book-title      1 if m is enclosed in 《 》 in q
 * pred-char-1     max_p |C1(p) ∩ C1(P)| / |C1(p)|     (C1: distinct characters)
 * pred-char-2     max_p |C2(p) ∩ C2(P)| / |C2(p)|     (C2: distinct character bigrams)
 * pred-verbatim   1 if some p occurs in P
 * </pre>
 *
 * <p>The last three are "the rest of the question overlaps the subject's predicates": the signal
 * that separates 李娜 the singer from 李娜 the tennis player when the question asks for a 单打冠军.
 */
public final class EntityLinker {
  /** Feature names, in vector order. */
  public static final List<String> FEATURES = List.of("mention-chars", "mention-share", "log-popularity", "exact-subject",
      "log-ambiguity", "maximal", "book-title", "pred-char-1", "pred-char-2", "pred-verbatim");

  /**
   * A candidate subject.
   *
   * @param key the subject's key
   * @param mention the span of the normalised question that names it
   * @param pattern the question without the mention
   * @param facts its triples grouped by normalised predicate, in input order
   * @param features the values of {@link #FEATURES}
   */
  public record Candidate(String key, KnowledgeBase.Mention mention, QuestionPattern pattern, Map<String, List<Triple>> facts,
      double[] features) {}

  private record Reach(String key, KnowledgeBase.Mention mention, long popularity, int ambiguity) {}

  private final KnowledgeBase store;
  private final int maxCandidates;

  /** @param maxCandidates candidates kept before their facts are read, at least 1 */
  public EntityLinker(KnowledgeBase store, int maxCandidates) {
    if (maxCandidates < 1) {
      throw new IllegalArgumentException("entity linker: maxCandidates must be at least 1, found " + maxCandidates);
    }
    this.store = store;
    this.maxCandidates = maxCandidates;
  }

  /** The candidates for a normalised question ({@link KbNames#normalize}), in pruning order. */
  public List<Candidate> candidates(String question) {
    List<KnowledgeBase.Mention> mentions = store.mentions(question);
    var reach = new HashMap<String, Reach>();
    var named = new HashMap<String, List<KnowledgeBase.Subject>>();
    for (KnowledgeBase.Mention m : mentions) {
      List<KnowledgeBase.Subject> subjects = named.computeIfAbsent(m.name(), store::named);
      for (KnowledgeBase.Subject s : subjects) {
        var r = new Reach(s.key(), m, s.popularity(), subjects.size());
        reach.merge(s.key(), r, EntityLinker::better);
      }
    }
    List<Reach> kept = reach.values().stream()
        .sorted(Comparator.comparingInt((Reach r) -> -r.mention().length())
            .thenComparingLong(r -> -r.popularity())
            .thenComparing(Reach::key))
        .limit(maxCandidates)
        .toList();
    var out = new ArrayList<Candidate>(kept.size());
    for (Reach r : kept) {
      var facts = new LinkedHashMap<String, List<Triple>>();
      long triples = 0;
      for (SubjectRun run : store.runs(r.key())) {
        for (Triple t : run.triples()) {
          facts.computeIfAbsent(KbNames.normalize(t.predicate()), k -> new ArrayList<>()).add(t);
          triples++;
        }
      }
      var pattern = QuestionPattern.of(question.substring(0, r.mention().start()) + question.substring(r.mention().end()));
      out.add(new Candidate(r.key(), r.mention(), pattern, facts, features(question, pattern, r, triples, mentions, facts)));
    }
    return out;
  }

  private static Reach better(Reach a, Reach b) {
    if (a.mention().length() != b.mention().length()) {
      return a.mention().length() > b.mention().length() ? a : b;
    }
    boolean ea = a.mention().name().equals(a.key());
    boolean eb = b.mention().name().equals(b.key());
    if (ea != eb) {
      return ea ? a : b;
    }
    return a.mention().start() <= b.mention().start() ? a : b;
  }

  private static double[] features(String q, QuestionPattern pattern, Reach r, long triples, List<KnowledgeBase.Mention> mentions,
      Map<String, List<Triple>> facts) {
    KnowledgeBase.Mention m = r.mention();
    boolean maximal = mentions.stream().noneMatch(o -> o.start() <= m.start() && o.end() >= m.end() && o.length() > m.length());
    boolean book = m.start() > 0 && m.end() < q.length() && q.charAt(m.start() - 1) == '《' && q.charAt(m.end()) == '》';
    double c1 = 0;
    double c2 = 0;
    double verbatim = 0;
    for (String p : facts.keySet()) {
      c1 = Math.max(c1, pattern.coverage(p, 1));
      c2 = Math.max(c2, pattern.coverage(p, 2));
      verbatim = Math.max(verbatim, !p.isEmpty() && pattern.text().contains(p) ? 1 : 0);
    }
    return new double[] {m.length(), m.length() / (double) q.length(), Math.log1p(triples), m.name().equals(r.key()) ? 1 : 0,
        Math.log(r.ambiguity()), maximal ? 1 : 0, book ? 1 : 0, c1, c2, verbatim};
  }
}
