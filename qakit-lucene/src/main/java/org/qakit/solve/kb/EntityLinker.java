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
 * alias-name      1 if m's name is an alias object of K ({@link KbNames#ALIAS_PREDICATES}), not one of its key's names
 * fuzzy           1 if m is within one edit of the name, not the name itself ({@link KnowledgeBase#nearMentions})
 * partial         1 − |m| / |name| if m only begins the name (0 otherwise)
 * </pre>
 *
 * <p>Mentions: the exact names of the question, except a name of one character unless it stands
 * alone (no letter or digit on either side: the question is that character, or it is a whole
 * token), because a one-character subject (是, 名) otherwise takes over every question whose real
 * subject is misspelt or absent. When no exact name of {@value KbNames#FUZZY_MIN_CHARS} or more
 * characters is found, the near mentions (fuzzy and partial) are added as candidates, and the
 * learned weights of {@code fuzzy} and {@code partial} decide how far to trust them.
 *
 * <p>The last three are "the rest of the question overlaps the subject's predicates": the signal
 * that separates 李娜 the singer from 李娜 the tennis player when the question asks for a 单打冠军.
 */
public final class EntityLinker {
  /** Feature names, in vector order. */
  public static final List<String> FEATURES = List.of("mention-chars", "mention-share", "log-popularity", "exact-subject",
      "log-ambiguity", "maximal", "book-title", "pred-char-1", "pred-char-2", "pred-verbatim", "alias-name", "fuzzy", "partial");

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
    var mentions = new ArrayList<KnowledgeBase.Mention>();
    int longest = 0;
    for (KnowledgeBase.Mention m : store.mentions(question)) {
      if (m.name().codePointCount(0, m.name().length()) > 1 || standsAlone(question, m)) {
        mentions.add(m);
        longest = Math.max(longest, m.length());
      }
    }
    if (longest < KbNames.FUZZY_MIN_CHARS) {
      mentions.addAll(store.nearMentions(question));
    }
    var reach = new HashMap<String, Reach>();
    var named = new HashMap<String, List<KnowledgeBase.Subject>>();
    for (KnowledgeBase.Mention m : mentions) {
      List<KnowledgeBase.Subject> subjects = named.computeIfAbsent(m.name(), store::named);
      for (KnowledgeBase.Subject s : subjects) {
        var r = new Reach(s.key(), m, s.popularity(), subjects.size());
        reach.merge(s.key(), r, (a, b) -> better(question, a, b));
      }
    }
    List<Reach> kept = reach.values().stream()
        .sorted(Comparator.comparingInt((Reach r) -> -r.mention().length())
            .thenComparingInt(r -> exact(question, r.mention()) ? 0 : 1)
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

  /** Whether the mention has no letter or digit beside it in {@code q}. */
  static boolean standsAlone(String q, KnowledgeBase.Mention m) {
    boolean before = m.start() > 0 && Character.isLetterOrDigit(q.codePointBefore(m.start()));
    boolean after = m.end() < q.length() && Character.isLetterOrDigit(q.codePointAt(m.end()));
    return !before && !after;
  }

  private static boolean exact(String q, KnowledgeBase.Mention m) {
    return q.startsWith(m.name(), m.start()) && m.length() == m.name().length();
  }

  private static Reach better(String q, Reach a, Reach b) {
    if (a.mention().length() != b.mention().length()) {
      return a.mention().length() > b.mention().length() ? a : b;
    }
    boolean xa = exact(q, a.mention());
    boolean xb = exact(q, b.mention());
    if (xa != xb) {
      return xa ? a : b; // a name as written beats a near one of the same span length
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
    boolean exact = exact(q, m);
    boolean partial = exact ? false : m.name().startsWith(q.substring(m.start(), m.end())) && m.name().length() > m.length();
    boolean alias = !KbNames.names(r.key()).contains(m.name());
    return new double[] {m.length(), m.length() / (double) q.length(), Math.log1p(triples), m.name().equals(r.key()) ? 1 : 0,
        Math.log(r.ambiguity()), maximal ? 1 : 0, book ? 1 : 0, c1, c2, verbatim, alias ? 1 : 0, exact || partial ? 0 : 1,
        partial ? 1 - m.length() / (double) m.name().length() : 0};
  }
}
