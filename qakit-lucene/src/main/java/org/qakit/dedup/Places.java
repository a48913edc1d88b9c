package org.qakit.dedup;

import java.util.List;

/**
 * Place names the {@code substitute-place} rewrite swaps: China's provincial-level divisions and
 * some countries (Chinese), and countries and US states (English). A name is replaced by another
 * of its own list, so a Chinese item stays Chinese. Hand-written here; nothing comes from a dataset.
 */
final class Places {
  static final List<String> CHINESE = List.of("北京", "天津", "上海", "重庆", "河北", "山西", "辽宁", "吉林",
      "黑龙江", "江苏", "浙江", "安徽", "福建", "江西", "山东", "河南", "湖北", "湖南", "广东", "海南", "四川",
      "贵州", "云南", "陕西", "甘肃", "青海", "台湾", "内蒙古", "广西", "西藏", "宁夏", "新疆", "香港", "澳门",
      "日本", "美国", "英国", "法国", "德国", "俄罗斯", "印度", "巴西", "澳大利亚", "埃及", "加拿大", "意大利");
  static final List<String> ENGLISH = List.of("China", "Japan", "India", "Brazil", "Canada", "Mexico", "France",
      "Germany", "Italy", "Spain", "Egypt", "Kenya", "Australia", "Russia", "England", "Peru", "Chile", "Norway",
      "Texas", "California", "Florida", "Alaska", "Hawaii", "Ohio", "Oregon", "Nevada", "Arizona", "Maine",
      "Georgia", "Virginia", "Michigan", "Colorado", "Utah", "Montana", "Kansas", "Iowa");

  private Places() {}

  /** The earliest place name in {@code s} (the longest at that position), or null. */
  static String first(String s) {
    String best = null;
    int at = Integer.MAX_VALUE;
    for (List<String> list : List.of(CHINESE, ENGLISH)) {
      for (String p : list) {
        int i = indexOfName(s, p);
        if (i >= 0 && (i < at || i == at && p.length() > best.length())) {
          best = p;
          at = i;
        }
      }
    }
    return best;
  }

  /** The list holding {@code name}. */
  static List<String> listOf(String name) {
    return CHINESE.contains(name) ? CHINESE : ENGLISH;
  }

  /** Where {@code name} occurs in {@code s}; an English name only as a whole word. */
  private static int indexOfName(String s, String name) {
    boolean latin = name.charAt(0) < 128;
    int from = 0;
    while (true) {
      int i = s.indexOf(name, from);
      if (i < 0 || !latin) {
        return i;
      }
      int end = i + name.length();
      boolean startOk = i == 0 || !Character.isLetter(s.charAt(i - 1));
      boolean endOk = end == s.length() || !Character.isLetter(s.charAt(end));
      if (startOk && endOk) {
        return i;
      }
      from = i + 1;
    }
  }
}
