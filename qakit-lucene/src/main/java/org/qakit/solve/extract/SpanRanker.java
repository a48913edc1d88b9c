package org.qakit.solve.extract;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Ranks the candidate spans of the answer sentence by a fixed linear score of three features, in
 * the spirit of the answer-extraction heuristics of early TREC QA systems (expected answer type,
 * no repetition of the question, closeness to the question's words in the sentence):
 *
 * <pre>
 * score(s)  = 1.0 · match(s) − 1.0 · overlap(s) + 0.5 · proximity(s)
 * match     = 1 when type(s) = the question's expected type and that type is not OTHER, else 0
 * overlap   = |{content words of s whose analysed term is a question term}| / |content words of s|
 *             (0 when s has no content word)
 * proximity = 1 / (1 + d), d = the words strictly between s and the nearest word outside s whose
 *             analysed term is a question term; 0 when no such word is in the sentence
 * </pre>
 *
 * <p>Terms are the language analyzer's ({@link org.qakit.analysis.Analyzers}: Porter stems, Czech
 * Hunspell lemmas), so {@code položil} and {@code položen} meet in {@code položit}. A content word
 * is a word that is not a stop word. Ranking rule: score descending, then more words, then the
 * earlier first token, then the earlier last token; a span whose text already appeared higher up
 * is dropped, so answers are distinct strings. The weights are set by hand, not learned.
 */
public final class SpanRanker {
  public static final double TYPE_WEIGHT = 1.0;
  public static final double OVERLAP_WEIGHT = 1.0;
  public static final double PROXIMITY_WEIGHT = 0.5;

  /** One ranked span and its features. */
  public record ScoredSpan(String text, int first, int last, AnswerType type, boolean typeMatch, double overlap,
      double proximity, double score) {}

  private static final Comparator<Scored> ORDER = Comparator.comparingDouble((Scored s) -> -s.out.score())
      .thenComparingInt(s -> -s.span.words())
      .thenComparingInt(s -> s.span.first())
      .thenComparingInt(s -> s.span.last());

  private record Scored(Span span, ScoredSpan out) {}

  private final SpanCandidates candidates;

  /** @param candidates gives the stop words that decide what a content word is */
  public SpanRanker(SpanCandidates candidates) {
    this.candidates = candidates;
  }

  /**
   * The spans of one sentence, best first, distinct by text.
   *
   * @param expected the question's expected answer type
   * @param question the question's analysed terms
   * @param tokens the sentence's tokens
   * @param terms each token's analysed terms (empty for punctuation and stop words)
   * @param spans the candidate spans of the sentence
   * @param types each span's type, in span order
   */
  public List<ScoredSpan> rank(AnswerType expected, Set<String> question, List<Token> tokens, List<List<String>> terms,
      List<Span> spans, List<AnswerType> types) {
    if (tokens.size() != terms.size() || spans.size() != types.size()) {
      throw new IllegalArgumentException("span ranker: expected one term list per token and one type per span, found "
          + tokens.size() + " tokens / " + terms.size() + " term lists, " + spans.size() + " spans / " + types.size() + " types");
    }
    boolean[] asked = new boolean[tokens.size()];
    for (int i = 0; i < tokens.size(); i++) {
      asked[i] = tokens.get(i).word() && terms.get(i).stream().anyMatch(question::contains);
    }
    var scored = new ArrayList<Scored>(spans.size());
    for (int k = 0; k < spans.size(); k++) {
      Span s = spans.get(k);
      AnswerType type = types.get(k);
      boolean match = expected != AnswerType.OTHER && type == expected;
      double overlap = overlap(tokens, asked, s);
      double proximity = proximity(tokens, asked, s);
      double score = TYPE_WEIGHT * (match ? 1 : 0) - OVERLAP_WEIGHT * overlap + PROXIMITY_WEIGHT * proximity;
      scored.add(new Scored(s, new ScoredSpan(s.text(), s.first(), s.last(), type, match, overlap, proximity, score)));
    }
    scored.sort(ORDER);
    var seen = new HashSet<String>();
    var out = new ArrayList<ScoredSpan>();
    for (Scored s : scored) {
      if (seen.add(s.out.text())) {
        out.add(s.out);
      }
    }
    return out;
  }

  private double overlap(List<Token> tokens, boolean[] asked, Span s) {
    int content = 0;
    int repeated = 0;
    for (int i = s.first(); i <= s.last(); i++) {
      Token t = tokens.get(i);
      if (t.word() && !candidates.stopWord(t)) {
        content++;
        if (asked[i]) {
          repeated++;
        }
      }
    }
    return content == 0 ? 0 : (double) repeated / content;
  }

  private static double proximity(List<Token> tokens, boolean[] asked, Span s) {
    int best = Integer.MAX_VALUE;
    int between = 0;
    for (int i = s.first() - 1; i >= 0; i--) {
      if (asked[i]) {
        best = between;
        break;
      }
      if (tokens.get(i).word()) {
        between++;
      }
    }
    between = 0;
    for (int i = s.last() + 1; i < tokens.size() && between < best; i++) {
      if (asked[i]) {
        best = between;
        break;
      }
      if (tokens.get(i).word()) {
        between++;
      }
    }
    return best == Integer.MAX_VALUE ? 0 : 1.0 / (1 + best);
  }
}
