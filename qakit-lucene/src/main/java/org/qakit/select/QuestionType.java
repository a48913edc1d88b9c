package org.qakit.select;

import java.text.Normalizer;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import org.qakit.text.Language;

/**
 * The kind of answer a question expects, read from its question words (the answer-type step of
 * classic factoid QA, e.g. Li and Roth 2002, reduced to four coarse types that a sentence can show
 * by surface cues). The first rule that matches wins, in the order TIME, PERSON, PLACE, NUMBER:
 *
 * <ul>
 *   <li>zh, TIME: 什么时候 何时 哪一年 哪年 哪一天 哪天 几月 几号 几日 几点 什么时间 哪个时间 何年 哪个朝代 什么朝代
 *       哪个年代 什么年代 哪一时期 哪个时期; or 日期/时间/年份/生日 with 什么/多少/哪/是 after it;
 *   <li>zh, PERSON: 谁 哪位 什么人 何人 哪个人 哪些人;
 *   <li>zh, PLACE: 哪里 哪儿 什么地方 在哪 何地 何处 哪个国家 哪国 哪个城市 哪座城市 哪个省 什么地区 哪个地区 哪个位置 什么位置;
 *   <li>zh, NUMBER: 多少 多大 多长 多高 多重 多远 多久 多宽 多深 多厚 几 (but not 几乎);
 *   <li>en (whole words, case-insensitive), TIME: when, what/which year, date, century, day, time,
 *       decade; PERSON: who, whom, whose; PLACE: where, what/which country, city, state,
 *       continent, county, province, river, region; NUMBER: how many, much, long, old, far, big,
 *       tall, large, high, wide, deep, heavy, fast; what percentage, population;
 *   <li>cs: none (no Czech data to check rules on; every question is OTHER).
 * </ul>
 *
 * Otherwise (什么, 哪个, 如何, 为什么, what, how, why, …) OTHER. The question is NFKC-normalised first.
 */
public enum QuestionType {
  TIME,
  PERSON,
  PLACE,
  NUMBER,
  OTHER;

  private static final List<String> ZH_TIME = List.of("什么时候", "何时", "哪一年", "哪年", "哪一天", "哪天", "几月", "几号",
      "几日", "几点", "什么时间", "哪个时间", "何年", "哪个朝代", "什么朝代", "哪个年代", "什么年代", "哪一时期", "哪个时期");
  private static final Pattern ZH_TIME_NOUN = Pattern.compile("(日期|时间|年份|生日).{0,2}(什么|多少|哪|是)");
  private static final List<String> ZH_PERSON = List.of("谁", "哪位", "什么人", "何人", "哪个人", "哪些人");
  private static final List<String> ZH_PLACE = List.of("哪里", "哪儿", "什么地方", "在哪", "何地", "何处", "哪个国家", "哪国",
      "哪个城市", "哪座城市", "哪个省", "什么地区", "哪个地区", "哪个位置", "什么位置");
  private static final List<String> ZH_NUMBER = List.of("多少", "多大", "多长", "多高", "多重", "多远", "多久", "多宽", "多深", "多厚");
  private static final Pattern EN_TIME = Pattern.compile(
      "\\bwhen\\b|\\b(what|which)\\s+(year|date|century|day|time|decade|month)\\b");
  private static final Pattern EN_PERSON = Pattern.compile("\\b(who|whom|whose)\\b");
  private static final Pattern EN_PLACE = Pattern.compile(
      "\\bwhere\\b|\\b(what|which)\\s+(country|city|state|continent|county|province|river|region)\\b");
  private static final Pattern EN_NUMBER = Pattern.compile(
      "\\bhow\\s+(many|much|long|old|far|big|tall|large|high|wide|deep|heavy|fast)\\b|\\bwhat\\s+(percentage|population)\\b");

  /** The expected answer type of {@code question} in {@code language}. */
  public static QuestionType of(String question, Language language) {
    String q = Normalizer.normalize(question == null ? "" : question, Normalizer.Form.NFKC);
    return switch (language) {
      case CHINESE -> chinese(q);
      case ENGLISH -> english(q.toLowerCase(Locale.ROOT));
      case CZECH -> OTHER;
    };
  }

  private static QuestionType chinese(String q) {
    if (ZH_TIME.stream().anyMatch(q::contains) || ZH_TIME_NOUN.matcher(q).find()) {
      return TIME;
    }
    if (ZH_PERSON.stream().anyMatch(q::contains)) {
      return PERSON;
    }
    if (ZH_PLACE.stream().anyMatch(q::contains)) {
      return PLACE;
    }
    if (ZH_NUMBER.stream().anyMatch(q::contains) || q.replace("几乎", "").contains("几")) {
      return NUMBER;
    }
    return OTHER;
  }

  private static QuestionType english(String q) {
    if (EN_TIME.matcher(q).find()) {
      return TIME;
    }
    if (EN_PERSON.matcher(q).find()) {
      return PERSON;
    }
    if (EN_PLACE.matcher(q).find()) {
      return PLACE;
    }
    if (EN_NUMBER.matcher(q).find()) {
      return NUMBER;
    }
    return OTHER;
  }
}
