package org.qakit.select;

import java.text.Normalizer;
import java.util.regex.Pattern;
import org.qakit.text.Language;

/**
 * Surface cues that a sentence holds an answer of a {@link QuestionType}: a person, a place or a
 * time word. (Numbers and dates come from {@link NumberMentions}.) The text is NFKC-normalised.
 *
 * <ul>
 *   <li>person, zh: a middle dot between two Han characters (a transliterated name such as 克劳德·莫奈),
 *       or a role or kinship word: {@value #ZH_PERSON}; en: {@value #EN_PERSON} (whole words,
 *       case-insensitive); cs: never.
 *   <li>place, zh: {@value #ZH_PLACE}; en: in/at/near/from (the) followed by a capitalised word,
 *       or {@value #EN_PLACE}; cs: never.
 *   <li>time word, zh: {@value #ZH_TIME}; en: {@value #EN_TIME}; cs: never.
 * </ul>
 */
final class AnswerCues {
  static final String ZH_PERSON = "作者|导演|主演|演员|编剧|作词|作曲|歌手|主持人|创始人|创办人|董事长|总裁|总经理|校长|主席|院长"
      + "|教授|先生|女士|之子|之女|妻子|丈夫|父亲|母亲|儿子|女儿|皇帝|国王";
  static final String ZH_PLACE = "\\p{IsHan}(省|市|县|区|镇|乡|村|州|岛|山|河|湖|江|路|街|港|湾|洲|国)|位于|坐落|地处|地址|境内|以东|以西|以南|以北|附近";
  static final String ZH_TIME = "世纪|年代|公元|朝代|元年|初年|末年|年间|时期|春秋|战国|秦朝|汉朝|唐朝|宋朝|元朝|明朝|清朝";
  static final String EN_PERSON = "he|she|his|her|him|actor|actress|singer|writer|author|president|player|politician"
      + "|director|born|founder|king|queen|emperor";
  static final String EN_PLACE = "located|city|country|state|capital|river|town|village|region|province|county|island";
  static final String EN_TIME = "century|decade|centuries|bc|ad|bce|ce|era|period|dynasty|ago";

  private static final Pattern ZH_PERSON_P = Pattern.compile("\\p{IsHan}[·•・]\\p{IsHan}|" + ZH_PERSON);
  private static final Pattern ZH_PLACE_P = Pattern.compile(ZH_PLACE);
  private static final Pattern ZH_TIME_P = Pattern.compile(ZH_TIME);
  private static final Pattern EN_PERSON_P = Pattern.compile("(?i)\\b(" + EN_PERSON + ")\\b");
  private static final Pattern EN_PLACE_P = Pattern.compile("\\b(in|at|near|from)\\s+(the\\s+)?\\p{Lu}|(?i)\\b(" + EN_PLACE + ")\\b");
  private static final Pattern EN_TIME_P = Pattern.compile("(?i)\\b(" + EN_TIME + ")\\b");

  private AnswerCues() {}

  static boolean person(String text, Language language) {
    return find(text, language, ZH_PERSON_P, EN_PERSON_P);
  }

  static boolean place(String text, Language language) {
    return find(text, language, ZH_PLACE_P, EN_PLACE_P);
  }

  static boolean timeWord(String text, Language language) {
    return find(text, language, ZH_TIME_P, EN_TIME_P);
  }

  private static boolean find(String text, Language language, Pattern zh, Pattern en) {
    String t = Normalizer.normalize(text == null ? "" : text, Normalizer.Form.NFKC);
    return switch (language) {
      case CHINESE -> zh.matcher(t).find();
      case ENGLISH -> en.matcher(t).find();
      case CZECH -> false;
    };
  }
}
