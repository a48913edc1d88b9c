package org.qakit.select;

import java.math.BigDecimal;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.text.Language;

/**
 * The numbers a text mentions, with the measure word or unit that follows each and whether it is
 * a date. The text is NFKC-normalised first (full-width digits become ASCII).
 *
 * <ul>
 *   <li>Arabic numbers, every language: {@code 1,200} (commas before groups of exactly three
 *       digits), {@code 2.26}, {@code 15}; the value is the decimal without grouping commas,
 *       leading or trailing zeros ({@code 007} and {@code 7.0} are both {@code 7}).
 *   <li>Chinese numerals, zh only: a run of 〇零一二两三四五六七八九十百千万亿 of at least two characters
 *       ({@code 二〇〇一} = 2001 digit by digit; {@code 三十} = 30, {@code 两千五百} = 2500 with
 *       units), or a single numeral other than 一 that a measure word follows ({@code 三次}).
 *       A run that does not parse (e.g. {@code 万一}) is no number.
 *   <li>Unit: the measure word or unit right after the number (spaces allowed), the longest of
 *       {@link #ZH_UNITS} for zh and of {@link #EN_UNITS} (whole words) otherwise; empty if none.
 *   <li>Date: zh, the unit is 年, 月, 日 or 号, or the number is part of yyyy-mm(-dd), yyyy.mm or
 *       yyyy/mm; en and cs, an integer from 1000 to 2099 with no unit, or a number next to a month
 *       name (English month names, en only).
 * </ul>
 */
final class NumberMentions {
  /** A number in a text: its normalised value, the unit after it ("" if none), whether it is a date. */
  record Mention(String value, String unit, boolean date) {}

  static final List<String> ZH_UNITS = List.of("平方公里", "平方千米", "平方米", "立方米", "公里", "千米", "厘米", "毫米", "公斤",
      "千克", "公顷", "小时", "分钟", "世纪", "美元", "欧元", "英镑", "个", "位", "名", "人", "次", "种", "条", "件", "座", "所", "家",
      "只", "头", "本", "部", "首", "张", "台", "辆", "架", "艘", "项", "届", "场", "支", "门", "岁", "年", "月", "日", "号", "天", "周",
      "秒", "米", "里", "亩", "吨", "克", "斤", "元", "万", "亿", "倍", "度", "层", "户", "册", "集", "章", "页", "分", "级", "笔", "画",
      "期", "代", "%", "‰", "kg", "km", "cm", "mm", "m", "g");
  static final List<String> EN_UNITS = List.of("percent", "%", "million", "billion", "thousand", "hundred", "km", "miles",
      "mile", "feet", "foot", "ft", "meters", "metres", "meter", "metre", "m", "cm", "mm", "kg", "pounds", "lb", "tons",
      "years", "year", "months", "days", "hours", "minutes", "people", "times", "dollars", "acres", "degrees", "episodes",
      "games", "points", "goals", "seasons", "members", "students", "species", "km2", "sq");
  private static final Pattern ARABIC = Pattern.compile("\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?(?![\\d,])|\\d+(?:\\.\\d+)?");
  private static final Pattern CHINESE = Pattern.compile("[〇零一二两三四五六七八九十百千万亿]+");
  private static final Pattern ZH_DATE = Pattern.compile("\\d{4}[-./]\\d{1,2}(?:[-./]\\d{1,2})?");
  private static final String MONTHS =
      "(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)";
  private static final Pattern MONTH_BEFORE = Pattern.compile("(?i)\\b" + MONTHS + "\\.?\\s*$");
  private static final Pattern MONTH_AFTER = Pattern.compile("(?i)^\\s*(of\\s+)?" + MONTHS + "\\b");

  private NumberMentions() {}

  /** The numbers of the item's question (index 0) and candidates (index i + 1), computed once per item. */
  static List<List<Mention>> of(AnswerSelectionItem item, Context ctx, Language language) {
    return ctx.memo(List.of(NumberMentions.class, language), c -> {
      var all = new ArrayList<List<Mention>>();
      all.add(find(item.question(), language));
      item.candidates().forEach(cand -> all.add(find(cand.text(), language)));
      return all;
    });
  }

  /** Every number in {@code text}, in order. */
  static List<Mention> find(String text, Language language) {
    String t = Normalizer.normalize(text == null ? "" : text, Normalizer.Form.NFKC);
    var out = new ArrayList<Mention>();
    var dateSpans = new ArrayList<int[]>();
    if (language == Language.CHINESE) {
      Matcher d = ZH_DATE.matcher(t);
      while (d.find()) {
        dateSpans.add(new int[] {d.start(), d.end()});
      }
    }
    Matcher m = ARABIC.matcher(t);
    while (m.find()) {
      String unit = unitAfter(t, m.end(), language);
      String value = new BigDecimal(m.group().replace(",", "")).stripTrailingZeros().toPlainString();
      out.add(new Mention(value, unit, isDate(t, m.start(), m.end(), m.group(), unit, language, dateSpans)));
    }
    if (language == Language.CHINESE) {
      Matcher c = CHINESE.matcher(t);
      while (c.find()) {
        String run = c.group();
        String unit = unitAfter(t, c.end(), language);
        if (run.length() < 2 && (run.equals("一") || unit.isEmpty())) {
          continue;
        }
        Long v = chineseValue(run);
        if (v != null) {
          out.add(new Mention(Long.toString(v), unit, isZhDateUnit(unit)));
        }
      }
    }
    return out;
  }

  private static boolean isDate(String t, int start, int end, String number, String unit, Language language, List<int[]> dateSpans) {
    if (language == Language.CHINESE) {
      return isZhDateUnit(unit) || dateSpans.stream().anyMatch(s -> s[0] <= start && end <= s[1]);
    }
    boolean year = number.matches("\\d{4}") && Integer.parseInt(number) >= 1000 && Integer.parseInt(number) <= 2099 && unit.isEmpty();
    if (year || language != Language.ENGLISH) {
      return year;
    }
    return MONTH_BEFORE.matcher(t.substring(Math.max(0, start - 12), start)).find()
        || MONTH_AFTER.matcher(t.substring(end, Math.min(t.length(), end + 16))).find();
  }

  private static boolean isZhDateUnit(String unit) {
    return unit.equals("年") || unit.equals("月") || unit.equals("日") || unit.equals("号");
  }

  private static String unitAfter(String t, int end, Language language) {
    int i = end;
    while (i < t.length() && t.charAt(i) == ' ') {
      i++;
    }
    String rest = t.substring(i, Math.min(t.length(), i + 12));
    String lower = rest.toLowerCase(Locale.ROOT);
    String best = "";
    for (String u : language == Language.CHINESE ? ZH_UNITS : EN_UNITS) {
      if (u.length() > best.length() && lower.startsWith(u)) {
        boolean latin = Character.isLetter(u.charAt(0)) && u.charAt(0) < 128;
        if (latin && lower.length() > u.length() && Character.isLetter(lower.charAt(u.length()))) {
          continue; // a Latin unit must end at a word boundary: 5 mm, not 5 mmol
        }
        best = u;
      }
    }
    return best;
  }

  /** The value of a Chinese numeral run, or null when it is not a well-formed number. */
  static Long chineseValue(String run) {
    boolean digitsOnly = run.chars().allMatch(ch -> digit((char) ch) >= 0);
    if (digitsOnly) {
      long v = 0;
      for (char ch : run.toCharArray()) {
        v = v * 10 + digit(ch);
      }
      return run.length() > 18 ? null : v;
    }
    long total = 0;
    long section = 0;
    long number = -1;
    for (char ch : run.toCharArray()) {
      int d = digit(ch);
      if (d >= 0) {
        if (number >= 0 && number != 0) {
          return null; // two digits in a row inside a run with units: 三四十 is a range, not a number
        }
        number = d;
      } else if (ch == '十' || ch == '百' || ch == '千') {
        long unit = ch == '十' ? 10 : ch == '百' ? 100 : 1000;
        if (number < 0 && unit != 10) {
          return null;
        }
        section += (number < 0 ? 1 : number) * unit;
        number = -1;
      } else { // 万 or 亿
        long unit = ch == '万' ? 10_000L : 100_000_000L;
        long part = section + Math.max(number, 0);
        if (part == 0) {
          return null; // 万一, 亿万: not a number
        }
        total = ch == '亿' ? (total + part) * unit : total + part * unit;
        section = 0;
        number = -1;
      }
    }
    return total + section + Math.max(number, 0);
  }

  private static int digit(char ch) {
    return switch (ch) {
      case '〇', '零' -> 0;
      case '一' -> 1;
      case '二', '两' -> 2;
      case '三' -> 3;
      case '四' -> 4;
      case '五' -> 5;
      case '六' -> 6;
      case '七' -> 7;
      case '八' -> 8;
      case '九' -> 9;
      default -> -1;
    };
  }
}
