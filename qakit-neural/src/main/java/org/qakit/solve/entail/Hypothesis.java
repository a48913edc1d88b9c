package org.qakit.solve.entail;

import java.util.regex.Pattern;

/**
 * The statement an option makes together with its question stem, the hypothesis of Huang et al.
 * (2019, GeoSQA: "stem + option"): the option fills the stem's first blank when it has one
 * ({@code （ ）}, {@code （）}, {@code ( )}, {@code ()} or a run of two or more underscores, the
 * blanks of Chinese and English exam questions), and is appended after a space otherwise.
 * Surrounding whitespace is stripped. Examples: {@code 我国人口增长模式是（ ）} + {@code 现代型} →
 * {@code 我国人口增长模式是现代型}; {@code 新市镇建设给香港带来的影响是} + {@code 扩大了城市的用地规模} →
 * {@code 新市镇建设给香港带来的影响是 扩大了城市的用地规模}.
 */
public final class Hypothesis {
  private static final Pattern BLANK = Pattern.compile("[（(][\\s\\u3000]*[）)]|_{2,}");

  private Hypothesis() {}

  public static String of(String stem, String option) {
    String s = stem.strip();
    String o = option.strip();
    var m = BLANK.matcher(s);
    if (m.find()) {
      return (s.substring(0, m.start()) + o + s.substring(m.end())).strip();
    }
    return s.isEmpty() ? o : s + " " + o;
  }
}
