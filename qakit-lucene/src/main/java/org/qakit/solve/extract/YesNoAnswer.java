package org.qakit.solve.extract;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.qakit.text.Words;

/**
 * Czech yes/no questions (SQAD's {@code YES_NO} answer type) and their answer, {@code ano} or
 * {@code ne}. A question is yes/no when it ends with {@code ?} and none of its words is a question
 * word ({@link #isQuestion}: kdo, co, kde, kdy, jak…, kter…, kolik…, proč, čí… in any case form),
 * as in {@code Je Brno druhé největší město v Česku?}. The answer is {@code ano} when every analysed
 * term of the question occurs in the answer sentence, else {@code ne}; the missing terms are the
 * evidence. Negation is not read (a sentence that denies the statement in the same words gets
 * {@code ano}). Stateless.
 *
 * @param answer {@code ano} or {@code ne}
 * @param missing the question's terms absent from the sentence, in question order
 */
public record YesNoAnswer(String answer, List<String> missing) {
  private static final Set<String> QUESTION_WORDS = Set.of("kdo", "koho", "komu", "kom", "kým", "co", "čeho", "čemu", "čem",
      "čím", "kde", "kdy", "kam", "odkud", "kudy", "odkdy", "dokdy", "proč", "nač", "zač", "oč", "čí", "čího", "čímu",
      "čích", "čími");
  private static final List<String> QUESTION_PREFIXES = List.of("jak", "kter", "kolik");

  /** Whether {@code question} (Czech) is a yes/no question by the rule above. */
  public static boolean isQuestion(String question) {
    if (question == null || !question.strip().endsWith("?")) {
      return false;
    }
    for (String w : Words.split(question)) {
      String lower = w.toLowerCase(Locale.ROOT);
      if (QUESTION_WORDS.contains(lower) || QUESTION_PREFIXES.stream().anyMatch(lower::startsWith)) {
        return false;
      }
    }
    return true;
  }

  /** The answer for the question's analysed terms against the sentence's. */
  public static YesNoAnswer of(List<String> questionTerms, Set<String> sentenceTerms) {
    var missing = new ArrayList<String>();
    for (String t : questionTerms) {
      if (!sentenceTerms.contains(t) && !missing.contains(t)) {
        missing.add(t);
      }
    }
    return new YesNoAnswer(missing.isEmpty() ? "ano" : "ne", missing);
  }
}
