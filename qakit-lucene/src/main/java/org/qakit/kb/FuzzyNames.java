package org.qakit.kb;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.lucene.index.Term;
import org.apache.lucene.index.Terms;
import org.apache.lucene.index.TermsEnum;
import org.apache.lucene.search.FuzzyTermsEnum;
import org.apache.lucene.util.BytesRef;
import org.apache.lucene.util.automaton.Automaton;
import org.apache.lucene.util.automaton.CompiledAutomaton;
import org.apache.lucene.util.automaton.LevenshteinAutomata;
import org.apache.lucene.util.automaton.Operations;
import org.apache.lucene.util.automaton.TooComplexToDeterminizeException;

/**
 * The fuzzy mentions of {@link KbStore#nearMentions}: every span of {@value KbNames#FUZZY_MIN_CHARS}
 * to {@value KbNames#FUZZY_MAX_CHARS} characters and every name of the terms dictionary within one
 * edit of it (insertion, deletion, substitution or transposition of adjacent characters, counted
 * in code points), the span itself excepted.
 *
 * <p>Why not one {@link FuzzyTermsEnum} per span: compiling a Levenshtein automaton to UTF-8 costs
 * far more than walking the terms with it, and a question has up to nine spans per start. Here the
 * spans that start at one character share one automaton, the union of their Levenshtein automata,
 * and each name it yields is checked against each span: the same mentions as a {@code
 * FuzzyTermsEnum} per span (maximum edits 1, no prefix, transpositions), with one compilation per
 * start instead of one per span.
 */
final class FuzzyNames {
  private FuzzyNames() {}

  /** Adds to {@code out} the mentions (start, end, name) of the names in {@code terms} within one edit of a span of {@code text}. */
  static void add(String text, Terms terms, List<KnowledgeBase.Mention> out) throws IOException {
    for (int i = 0; i + KbNames.FUZZY_MIN_CHARS <= text.length(); i++) {
      int longest = Math.min(KbNames.FUZZY_MAX_CHARS, text.length() - i);
      var spans = new ArrayList<String>();
      var automata = new ArrayList<Automaton>();
      for (int len = KbNames.FUZZY_MIN_CHARS; len <= longest; len++) {
        String span = text.substring(i, i + len);
        spans.add(span);
        automata.add(new LevenshteinAutomata(span, true).toAutomaton(1));
      }
      CompiledAutomaton compiled;
      try {
        Automaton union = Operations.determinize(Operations.union(automata), Operations.DEFAULT_DETERMINIZE_WORK_LIMIT);
        compiled = new CompiledAutomaton(union, true, false);
      } catch (TooComplexToDeterminizeException e) {
        perSpan(i, spans, terms, out);
        continue;
      }
      TermsEnum te = compiled.getTermsEnum(terms);
      for (BytesRef t = te.next(); t != null; t = te.next()) {
        String name = t.utf8ToString();
        if (name.length() < KbNames.FUZZY_MIN_CHARS) {
          continue;
        }
        int[] n = name.codePoints().toArray();
        for (String span : spans) {
          if (!name.equals(span) && withinOneEdit(span.codePoints().toArray(), n)) {
            out.add(new KnowledgeBase.Mention(i, i + span.length(), name));
          }
        }
      }
    }
  }

  /** One {@link FuzzyTermsEnum} per span: where the union of a start's automata is too large to compile. */
  private static void perSpan(int start, List<String> spans, Terms terms, List<KnowledgeBase.Mention> out) throws IOException {
    for (String span : spans) {
      var te = new FuzzyTermsEnum(terms, new Term(SubjectRun.NAME, span), 1, 0, true);
      for (BytesRef t = te.next(); t != null; t = te.next()) {
        String name = t.utf8ToString();
        if (!name.equals(span) && name.length() >= KbNames.FUZZY_MIN_CHARS) {
          out.add(new KnowledgeBase.Mention(start, start + span.length(), name));
        }
      }
    }
  }

  /**
   * Whether {@code a} becomes {@code b} with at most one insertion, deletion, substitution or swap
   * of two adjacent code points (the language of Lucene's {@link LevenshteinAutomata} with
   * transpositions at distance 1).
   */
  static boolean withinOneEdit(int[] a, int[] b) {
    if (a.length > b.length) {
      return withinOneEdit(b, a);
    }
    int p = 0;
    while (p < a.length && a[p] == b[p]) {
      p++;
    }
    if (p == a.length) {
      return b.length - a.length <= 1; // equal, or b has one more at the end
    }
    if (a.length == b.length) {
      // substitution at p, or a swap of p and p + 1
      if (suffixEqual(a, p + 1, b, p + 1)) {
        return true;
      }
      return p + 1 < a.length && a[p] == b[p + 1] && a[p + 1] == b[p] && suffixEqual(a, p + 2, b, p + 2);
    }
    // b is one longer: b[p] was inserted
    return b.length == a.length + 1 && suffixEqual(a, p, b, p + 1);
  }

  private static boolean suffixEqual(int[] a, int from, int[] b, int bFrom) {
    if (a.length - from != b.length - bFrom) {
      return false;
    }
    for (int k = 0; from + k < a.length; k++) {
      if (a[from + k] != b[bFrom + k]) {
        return false;
      }
    }
    return true;
  }
}
