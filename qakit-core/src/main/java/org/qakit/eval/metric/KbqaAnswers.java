package org.qakit.eval.metric;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import org.qakit.model.KbQuestionItem;

/**
 * How the NLPCC 2016 KBQA metrics compare answers: as normalised strings, with an answer that holds
 * the separator {@value #SEPARATOR} split into several answers.
 *
 * <p>Normalisation, in this order: Unicode NFKC (full-width letters, digits and brackets become
 * ASCII, ideographic space becomes a space); lower-casing with {@link Locale#ROOT}; removal of every
 * white-space character (so {@code "明万历二十一年 （ 1593 ）"} equals {@code "明万历二十一年(1593)"}).
 * Punctuation is kept ({@code 9.7873E+12}, {@code 1998-06-02} are values), as are diacritics.
 *
 * <p>Splitting: a gold or predicted answer is cut at every {@code " | "} (space, U+007C, space)
 * <em>before</em> normalisation; pieces that normalise to the empty string are dropped. The 2016
 * guideline could not be read from here; the separator is the one of the only scorer found,
 * {@code calF1.py} of {@code huangxiangzhou/NLPCC2016KBQA} (a reimplementation of the 2016 best
 * system), which splits both gold and submitted answers at {@code " | "}, lower-cases them and
 * deletes all white space, and it is how that system joins several answers in a submission. In
 * the 14,609 training questions 9 answers hold {@code " | "}; all are one knowledge-base value
 * written in two languages ({@code 其他 | other}, {@code british white linen | 英国白麻}), so
 * splitting makes a system that answers only one language score F1 2/3 there, and a system that
 * returns the value verbatim score 1. {@code 广东|广州市} and {@code 灰色 |} have no {@code " | "}
 * and stay whole.
 *
 * <p>An item whose gold answers normalise to nothing (training question 11001 has the empty
 * answer) is a question without an answer: it is answered correctly exactly when the system gives
 * no answer either (the NLPCC 2018 overview asks for an empty answer when none can be found).
 */
public final class KbqaAnswers {
  /** The separator between several answers in one answer string. */
  public static final String SEPARATOR = " | ";

  private KbqaAnswers() {}

  /** NFKC, lower-cased (root locale), every white-space character removed. */
  public static String normalize(String answer) {
    String s = Normalizer.normalize(answer, Normalizer.Form.NFKC).toLowerCase(Locale.ROOT);
    var out = new StringBuilder(s.length());
    s.codePoints()
        .filter(cp -> !Character.isWhitespace(cp) && !Character.isSpaceChar(cp))
        .forEach(out::appendCodePoint);
    return out.toString();
  }

  /** The gold answer set A of an item: its answers split at the separator, normalised, distinct. */
  public static Set<String> gold(KbQuestionItem item) {
    return new LinkedHashSet<>(ranked(item.answers()));
  }

  /**
   * The predicted answers, best first: each split at the separator and normalised; empty pieces
   * and repeats of an earlier answer are dropped (so a repeated answer does not push the next one
   * down the ranking).
   */
  public static List<String> ranked(List<String> answers) {
    var seen = new LinkedHashSet<String>();
    for (String answer : answers) {
      for (String piece : answer.split(Pattern.quote(SEPARATOR), -1)) {
        String n = normalize(piece);
        if (!n.isEmpty()) {
          seen.add(n);
        }
      }
    }
    return new ArrayList<>(seen);
  }

  /**
   * The 1-based rank of the first predicted answer (after {@link #ranked}) that is in the gold set,
   * or 0 when none is. For an item without a gold answer, the empty prediction is the correct one:
   * rank 1 when the system gives no answer, else 0.
   */
  public static int firstCorrectRank(KbQuestionItem item, List<String> predicted) {
    Set<String> gold = gold(item);
    List<String> ranked = ranked(predicted);
    if (gold.isEmpty()) {
      return ranked.isEmpty() ? 1 : 0;
    }
    for (int i = 0; i < ranked.size(); i++) {
      if (gold.contains(ranked.get(i))) {
        return i + 1;
      }
    }
    return 0;
  }
}
