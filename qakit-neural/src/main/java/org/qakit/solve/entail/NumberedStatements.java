package org.qakit.solve.entail;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The question type "which of the numbered statements": the stem lists statements after circled
 * numerals and every option names a combination of them, as Chinese exams write it:
 * {@code 主要是因为（ ）①传统工业发展迅速②服务业的带动作用③农村人口大量就地城市化} with options
 * {@code ①②}, {@code ①③}, {@code ②③}. Such an option has no text of its own to support, so the
 * statements are scored one by one and each option by the statements it names.
 *
 * <p>Reading rule ({@link #read}), all conditions required:
 * <ul>
 *   <li>every option, stripped, is one or more circled numerals ①–⑩ with nothing else but
 *       whitespace and the separators {@code 、 ， , 和};</li>
 *   <li>the options do not all name the same set (ordering questions, {@code ①②③} against
 *       {@code ③①②}, ask for a sequence that statements alone cannot decide);</li>
 *   <li>every numeral an option names occurs exactly once in the stem and is followed by a
 *       non-empty statement: the text up to the next circled numeral or the end of the stem,
 *       whitespace and the trailing punctuation {@code ；;，,。、} stripped.</li>
 * </ul>
 * The <em>lead</em> is the stem before its first circled numeral (stripped): the question the
 * statements answer, where negation is read ({@link NegatedStem}) and into whose blank each
 * statement goes ({@link Hypothesis}). Numerals that stand for parts of a figure ("图中①②③④四条曲线")
 * give no statements, so such items are not read and the solver treats their options as text.
 * In the data: 51 of GeoTSQA's 813 training questions are read (75 have numeral-only options; the
 * rest order a sequence or label a figure), none of GKMC's 1,280 (docs/solvers.md).
 */
public record NumberedStatements(String lead, Map<Character, String> statements, List<Set<Character>> options) {
  private static final String NUMERALS = "①②③④⑤⑥⑦⑧⑨⑩";
  private static final Pattern OPTION = Pattern.compile("[①-⑩\\s\\u3000、，,和]*[①-⑩][①-⑩\\s\\u3000、，,和]*");
  private static final Pattern TRIM = Pattern.compile("^[\\s\\u3000]+|[\\s\\u3000；;，,。、]+$");

  public NumberedStatements {
    statements = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(statements));
    options = options.stream().map(Set::copyOf).toList();
  }

  /** The statements of {@code stem} that {@code options} combine, or empty when the rule above does not hold. */
  public static Optional<NumberedStatements> read(String stem, List<String> options) {
    if (options.isEmpty()) {
      return Optional.empty();
    }
    var named = new ArrayList<Set<Character>>();
    for (String o : options) {
      if (!OPTION.matcher(o.strip()).matches()) {
        return Optional.empty();
      }
      var set = new HashSet<Character>();
      o.chars().filter(c -> NUMERALS.indexOf(c) >= 0).forEach(c -> set.add((char) c));
      named.add(set);
    }
    if (new HashSet<>(named).size() == 1) {
      return Optional.empty();
    }
    var positions = new ArrayList<Integer>();
    for (int i = 0; i < stem.length(); i++) {
      if (NUMERALS.indexOf(stem.charAt(i)) >= 0) {
        positions.add(i);
      }
    }
    if (positions.isEmpty()) {
      return Optional.empty();
    }
    var statements = new LinkedHashMap<Character, String>();
    for (int k = 0; k < positions.size(); k++) {
      int at = positions.get(k);
      int end = k + 1 < positions.size() ? positions.get(k + 1) : stem.length();
      String text = TRIM.matcher(stem.substring(at + 1, end)).replaceAll("");
      if (statements.put(stem.charAt(at), text) != null) {
        return Optional.empty(); // a numeral twice: not a list of statements
      }
    }
    for (Set<Character> set : named) {
      for (char c : set) {
        String s = statements.get(c);
        if (s == null || s.isEmpty()) {
          return Optional.empty();
        }
      }
    }
    return Optional.of(new NumberedStatements(stem.substring(0, positions.get(0)).strip(), statements, named));
  }

  /** The numerals some option names, in stem order. */
  public List<Character> used() {
    var all = new HashSet<Character>();
    options.forEach(all::addAll);
    return statements.keySet().stream().filter(all::contains).toList();
  }
}
