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
 * spans that start at one character share one automaton ({@link #prefixesWithinOneEdit}: every
 * string within one edit of a prefix of the start's longest span that is at least {@value
 * KbNames#FUZZY_MIN_CHARS} characters long), and each name it yields is checked against each span:
 * the same mentions as a {@code FuzzyTermsEnum} per span (maximum edits 1, no prefix,
 * transpositions), with one compilation per start instead of one per span. That automaton is built
 * directly, with the spans' shared prefix shared in its states; determinizing the union of the
 * spans' Levenshtein automata instead took about a quarter of the CPU of the lucene module's tests.
 */
final class FuzzyNames {
  private FuzzyNames() {}

  /** Adds to {@code out} the mentions (start, end, name) of the names in {@code terms} within one edit of a span of {@code text}. */
  static void add(String text, Terms terms, List<KnowledgeBase.Mention> out) throws IOException {
    for (int i = 0; i + KbNames.FUZZY_MIN_CHARS <= text.length(); i++) {
      int longest = Math.min(KbNames.FUZZY_MAX_CHARS, text.length() - i);
      var spans = new ArrayList<String>();
      for (int len = KbNames.FUZZY_MIN_CHARS; len <= longest; len++) {
        spans.add(text.substring(i, i + len));
      }
      String window = spans.getLast();
      CompiledAutomaton compiled;
      try {
        Automaton automaton = window.codePointCount(0, window.length()) == window.length()
            ? prefixesWithinOneEdit(window, KbNames.FUZZY_MIN_CHARS)
            : union(spans); // a surrogate pair: spans are cut by chars, the automaton reads code points
        compiled = new CompiledAutomaton(Operations.determinize(automaton, Operations.DEFAULT_DETERMINIZE_WORK_LIMIT), true, false);
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

  /**
   * A (nondeterministic) automaton of the strings within one edit (insertion, deletion,
   * substitution, swap of adjacent code points) of {@code w}'s prefixes of at least {@code min}
   * code points: the union of those prefixes' Levenshtein automata with transpositions at distance
   * 1, built as one. State {@code (j, e)}: {@code w}'s first {@code j} code points read with {@code e}
   * edits; a swap passes through a state of its own.
   */
  static Automaton prefixesWithinOneEdit(String w, int min) {
    int[] c = w.codePoints().toArray();
    int n = c.length;
    var b = new Automaton.Builder();
    int[] exact = new int[n + 1];
    int[] edited = new int[n + 1];
    for (int j = 0; j <= n; j++) {
      exact[j] = b.createState();
      edited[j] = b.createState();
    }
    for (int j = 0; j <= n; j++) {
      b.setAccept(edited[j], j >= min);
      b.setAccept(exact[j], j + 1 >= min); // j >= min, or the prefix of j + 1 with its last code point deleted
      b.addTransition(exact[j], edited[j], 0, Character.MAX_CODE_POINT); // insertion
      if (j < n) {
        b.addTransition(exact[j], exact[j + 1], c[j], c[j]);
        b.addTransition(edited[j], edited[j + 1], c[j], c[j]);
        b.addTransition(exact[j], edited[j + 1], 0, Character.MAX_CODE_POINT); // substitution
      }
      if (j + 1 < n) {
        b.addTransition(exact[j], edited[j + 2], c[j + 1], c[j + 1]); // c[j] deleted
        int swapped = b.createState();
        b.addTransition(exact[j], swapped, c[j + 1], c[j + 1]);
        b.addTransition(swapped, edited[j + 2], c[j], c[j]);
      }
    }
    return b.finish();
  }

  private static Automaton union(List<String> spans) {
    var automata = new ArrayList<Automaton>();
    for (String span : spans) {
      automata.add(new LevenshteinAutomata(span, true).toAutomaton(1));
    }
    return Operations.union(automata);
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
