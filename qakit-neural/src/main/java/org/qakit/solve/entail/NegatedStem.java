package org.qakit.solve.entail;

import java.util.regex.Pattern;

/**
 * Whether a stem asks for the option that does <em>not</em> hold ("下列说法不正确的是", "Which is
 * NOT…"), so that the least supported option is the answer. The test looks at the stem's last
 * clause only (the text after its last {@code ， , ： : ； ; 。}, blanks such as {@code （ ）} and
 * trailing punctuation removed first), which keeps a negation inside a scenario-like preamble from
 * counting. Markers, Chinese: 不正确 错误 不符合 不属于 不是 不能 不可能 不包括 不合理 不会 无关 不相符 不可信
 * 不对 不利于 不宜 不可行 不一定 不恰当 不合适 不准确 最不 ("关系最不密切的是"); English (whole words, any
 * case): not, except, least. A stem that ends in a list of numbered statements (①…④) is read on its
 * lead instead ({@link NumberedStatements}), so a negative statement does not negate it.
 * Rare in the data: 70 of GKMC's 1,280 training stems and 24 of GeoTSQA's 813 are read as negated.
 */
public final class NegatedStem {
  private static final Pattern MARKER = Pattern.compile(
      "不正确|错误|不符合|不属于|不是|不能|不可能|不包括|不合理|不会|无关|不相符|不可信|不对|不利于|不宜|不可行|不一定|不恰当|不合适|不准确|最不|(?i)\\b(?:not|except|least)\\b");
  private static final Pattern TRAILING = Pattern.compile("([（(][\\s\\u3000]*[）)]|_{2,}|[\\s\\p{Punct}，。：；？！、])+$");
  private static final Pattern CLAUSE_END = Pattern.compile("[，,：:；;。]");

  private NegatedStem() {}

  public static boolean test(String stem) {
    String s = TRAILING.matcher(stem).replaceAll("");
    var m = CLAUSE_END.matcher(s);
    int start = 0;
    while (m.find()) {
      start = m.end();
    }
    return MARKER.matcher(s.substring(start)).find();
  }
}
