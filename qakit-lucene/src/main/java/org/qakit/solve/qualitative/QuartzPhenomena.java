package org.qakit.solve.qualitative;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.qakit.model.MultipleChoiceItem;

/**
 * The question groups the qualitative report splits by. The quartz-style README tags its
 * questions by phenomenon but does not store the tags, so these are proxies read from the ids
 * and the annotations, as the README defines them:
 *
 * <ul>
 *   <li>{@code flipped}: the id ends in {@code -flip} (the twin with the stem's comparative
 *       inverted); every other question is {@code not flipped}; {@code original}: the id ends in
 *       {@code -1}, the question a flipped one was made from (so flipped against original compares
 *       the pairs);
 *   <li>{@code two worlds}: both a {@code more_cause_*} and a {@code less_cause_*} surface form are
 *       annotated (the README: "both (two worlds given)");
 *   <li>{@code numeric}: a direction surface form ({@code question_anno.*_dir}) holds a digit (the
 *       README: "the numbers are the direction surface forms");
 *   <li>{@code discrete}: two worlds without numbers (things compared by kind: a truck and a bicycle).
 * </ul>
 */
public final class QuartzPhenomena {
  /** The groups in report order. */
  public static final List<String> GROUPS = List.of("flipped", "not flipped", "original", "two worlds", "numeric", "discrete");

  private QuartzPhenomena() {}

  /** The groups an item belongs to, in {@link #GROUPS} order. */
  public static List<String> of(MultipleChoiceItem item) {
    Map<String, String> a = item.annotations();
    var out = new ArrayList<String>();
    out.add(item.id().endsWith("-flip") ? "flipped" : "not flipped");
    if (item.id().endsWith("-1")) {
      out.add("original");
    }
    boolean worlds = (a.containsKey("question_anno.more_cause_dir") || a.containsKey("question_anno.more_cause_prop"))
        && (a.containsKey("question_anno.less_cause_dir") || a.containsKey("question_anno.less_cause_prop"));
    boolean numeric = a.entrySet().stream().anyMatch(e -> e.getKey().startsWith("question_anno.") && e.getKey().endsWith("_dir")
        && e.getValue().chars().anyMatch(Character::isDigit));
    if (worlds) {
      out.add("two worlds");
    }
    if (numeric) {
      out.add("numeric");
    }
    if (worlds && !numeric) {
      out.add("discrete");
    }
    return out;
  }
}
