package org.qakit.select;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import org.qakit.text.Language;

/**
 * The question reworded towards the sentence that answers it, for the question-type-aware
 * embedding features ({@link EmbeddingFeatures}): the question without its question words (its
 * <em>statement</em>: 《恶作剧之吻》中袁湘琴是谁演的？ → 《恶作剧之吻》中袁湘琴是演的), and the part of it that
 * names what is asked about the entity (its <em>relation</em>: 星野飞鸟的三围是多少 → 的三围是). Texts
 * are NFKC-normalised first.
 *
 * <ul>
 *   <li>zh statement: every occurrence of a question word is removed, longest first ({@value
 *       #ZH_WORDS}; 几 only when not in 几乎), and then the question marks and the final particles
 *       吗/呢 at the end.
 *   <li>en statement: the words (maximal runs of letters, digits and apostrophes) are kept in order
 *       and joined by one space, except the wh-words ({@value #EN_WORDS}) and an auxiliary ({@value
 *       #EN_AUXILIARIES}) right after one; "?" goes with the rest of the punctuation.
 *   <li>cs: no question-word rules (no Czech data to check them on, as in {@link QuestionType}):
 *       the statement is the question.
 *   <li>relation: the statement with the entity taken out. zh: the question's characters after the
 *       item's topic ({@link EntityOverlapFeatures}: the longest question prefix some candidate
 *       contains), with 《…》 titles and the question words removed. en and cs: the statement
 *       without the words of the document title (WikiQA's title is the question's entity) and of
 *       the question's named spans ({@link EntityOverlapFeatures#spans}).
 * </ul>
 *
 * Where removing leaves no letter or digit, the statement falls back to the question and the
 * relation to the statement, so that no text is ever encoded empty.
 */
final class QuestionStatement {
  static final String ZH_WORDS = "什么时候 什么时间 什么地方 什么样 什么人 为什么 为何 何时 何地 何处 何人 哪一年 哪一天 哪一个"
      + " 哪个 哪些 哪位 哪里 哪儿 哪年 哪天 哪国 哪 谁 多少 多大 多长 多高 多重 多远 多久 多宽 多深 多厚 几 什么 如何 怎么样 怎样 怎么";
  static final String EN_WORDS = "what which who whom whose when where why how";
  static final String EN_AUXILIARIES = "is are was were do does did can could will would has have had";

  private static final List<String> ZH = List.of(ZH_WORDS.split(" "));
  private static final Set<String> EN_WH = Set.of(EN_WORDS.split(" "));
  private static final Set<String> EN_AUX = Set.of(EN_AUXILIARIES.split(" "));
  private static final Pattern EN_WORD = Pattern.compile("[\\p{L}\\p{N}'’]+");
  private static final Pattern ZH_END = Pattern.compile("[吗呢]?[?？]*\\s*$");

  private QuestionStatement() {}

  /** The question without its question words (see the class comment); never empty for a non-empty question. */
  static String statement(String question, Language language) {
    String q = Normalizer.normalize(question, Normalizer.Form.NFKC).strip();
    String s = switch (language) {
      case CHINESE -> ZH_END.matcher(removeZh(q.replaceAll("[?？]", ""))).replaceFirst("").strip();
      case ENGLISH -> String.join(" ", englishWords(q, Set.of()));
      case CZECH -> q;
    };
    return hasLetterOrDigit(s) ? s : q;
  }

  /**
   * What the question asks about its entity (see the class comment).
   *
   * @param topic the item's topic in question characters ({@link EntityOverlapFeatures#topic}), "" if none
   * @param title the item's document title, or null
   */
  static String relation(String question, Language language, String topic, String title) {
    String statement = statement(question, language);
    String r;
    if (language == Language.CHINESE) {
      String rest = Context.chars(question).substring(Math.min(topic.length(), Context.chars(question).length()));
      for (String span : EntityOverlapFeatures.spans(question, language)) {
        String c = Context.chars(span);
        if (!c.isEmpty()) {
          rest = rest.replace(c, "");
        }
      }
      r = removeZh(rest);
    } else {
      var drop = new HashSet<String>();
      if (title != null) {
        drop.addAll(words(title));
      }
      EntityOverlapFeatures.spans(question, language).forEach(s -> drop.addAll(words(s)));
      r = String.join(" ", language == Language.ENGLISH ? englishWords(question, drop)
          : words(question).stream().filter(w -> !drop.contains(w)).toList());
    }
    return hasLetterOrDigit(r) ? r : statement;
  }

  private static String removeZh(String text) {
    String s = text.replace("几乎", "\u0000");
    for (String w : ZH) {
      s = s.replace(w, "");
    }
    return s.replace("\u0000", "几乎");
  }

  /** The question's words, lower-cased, without wh-words, auxiliaries right after one, and {@code drop}. */
  private static List<String> englishWords(String question, Set<String> drop) {
    var out = new ArrayList<String>();
    boolean afterWh = false;
    for (String w : words(question)) {
      boolean wh = EN_WH.contains(w);
      if (!wh && !(afterWh && EN_AUX.contains(w)) && !drop.contains(w)) {
        out.add(w);
      }
      afterWh = wh;
    }
    return out;
  }

  private static List<String> words(String text) {
    var m = EN_WORD.matcher(Normalizer.normalize(text, Normalizer.Form.NFKC).toLowerCase(Locale.ROOT));
    var out = new ArrayList<String>();
    while (m.find()) {
      out.add(m.group());
    }
    return out;
  }

  private static boolean hasLetterOrDigit(String s) {
    return s.codePoints().anyMatch(Character::isLetterOrDigit);
  }
}
