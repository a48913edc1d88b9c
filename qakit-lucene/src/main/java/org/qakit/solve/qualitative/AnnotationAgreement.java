package org.qakit.solve.qualitative;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.qakit.model.MultipleChoiceItem;

/**
 * How often each reading step agrees with the QuaRTz annotations ({@code para_anno.*}, {@code
 * question_anno.*}, kept verbatim in {@link MultipleChoiceItem#annotations}). Steps:
 *
 * <ul>
 *   <li>{@code relation sign}: same/opposite against {@code cause_dir_sign × effect_dir_sign};
 *   <li>{@code cause direction}, {@code effect direction}: MORE/LESS against {@code *_dir_sign};
 *   <li>{@code cause cue}, {@code effect cue}: the cue read shares a word with {@code *_dir_str};
 *   <li>{@code question given}: the direction the stem (or, for worlds, the question) gives its side,
 *       against the annotation's surface forms in the stem: only {@code more_<side>_*} → MORE, only
 *       {@code less_<side>_*} → LESS (both or neither: not annotated);
 *   <li>{@code option direction}: each option's direction against the {@code more_/less_<side>_dir}
 *       form its text (or, for worlds, the stem clause describing it) contains;
 *   <li>{@code answer}: the decision against the gold label.
 * </ul>
 *
 * Each step counts agree, disagree, unread (the solver abstained before the step, read no
 * direction, or, without knowledge, read no statement) and unannotated. Directions are compared only where the solver names MORE or LESS.
 */
public final class AnnotationAgreement {
  private final Map<String, int[]> counts = new LinkedHashMap<>();

  public AnnotationAgreement() {
    for (String step : List.of("relation sign", "cause direction", "effect direction", "cause cue", "effect cue",
        "question given", "option direction", "answer")) {
      counts.put(step, new int[4]);
    }
  }

  /** The counts of one step. */
  public record Step(String name, int agree, int disagree, int unread, int unannotated) {
    /** agree / (agree + disagree), or NaN when nothing was compared. */
    public double rate() {
      return agree + disagree == 0 ? Double.NaN : agree / (double) (agree + disagree);
    }
  }

  /** Adds one item's evidence. */
  public void add(MultipleChoiceItem item, QualitativeEvidence e) {
    Map<String, String> a = item.annotations();
    // the relation assumed without knowledge reads no statement: its steps are unread
    QualitativeEvidence.RelationEvidence r = e.relation() != null && e.relation().form().equals("assumed") ? null : e.relation();
    String cs = a.get("para_anno.cause_dir_sign");
    String es = a.get("para_anno.effect_dir_sign");
    String goldSign = cs == null || es == null ? null : cs.equals(es) ? "same" : "opposite";
    count("relation sign", r == null || r.sign().equals("unknown") ? null : r.sign(), goldSign);
    count("cause direction", r == null ? null : known(r.cause().direction()), cs);
    count("effect direction", r == null ? null : known(r.effect().direction()), es);
    count("cause cue", r == null ? null : overlap(r.cause().cue(), a.get("para_anno.cause_dir_str")), a.containsKey("para_anno.cause_dir_str") ? "yes" : null);
    count("effect cue", r == null ? null : overlap(r.effect().cue(), a.get("para_anno.effect_dir_str")), a.containsKey("para_anno.effect_dir_str") ? "yes" : null);
    QualitativeEvidence.QuestionEvidence q = e.question();
    String side = q == null ? null : q.givenSide();
    count("question given", q == null ? null : known(q.givenDirection()), side == null ? null : stemDirection(item, a, side));
    if (e.options() != null) {
      for (QualitativeEvidence.OptionEvidence o : e.options()) {
        String text = optionText(item, o);
        count("option direction", known(o.direction()), mentioned(text, a, o.side()));
      }
    } else {
      item.choices().forEach(c -> count("option direction", null, "?"));
    }
    String decided = null;
    if (e.decision().equals("answer")) {
      decided = e.options().stream().filter(o -> o.score() == 1.0).findFirst().map(QualitativeEvidence.OptionEvidence::label).orElse(null);
    }
    count("answer", decided, item.answer());
  }

  /** The steps in order. */
  public List<Step> steps() {
    var out = new ArrayList<Step>();
    counts.forEach((name, c) -> out.add(new Step(name, c[0], c[1], c[2], c[3])));
    return out;
  }

  private void count(String step, String read, String gold) {
    int[] c = counts.get(step);
    if (gold == null) {
      c[3]++;
    } else if (read == null || gold.equals("?")) {
      c[2]++;
    } else {
      c[read.equals(gold) ? 0 : 1]++;
    }
  }

  private static String known(String direction) {
    return direction.equals("MORE") || direction.equals("LESS") ? direction : null;
  }

  /** "yes" when the cue shares a word with the annotated direction string, else "no". */
  private static String overlap(String cue, String annotated) {
    if (annotated == null) {
      return null;
    }
    for (String w : annotated.toLowerCase(Locale.ROOT).split("\\W+")) {
      if (!w.isEmpty() && List.of(cue.toLowerCase(Locale.ROOT).split("\\W+")).contains(w)) {
        return "yes";
      }
    }
    return "no";
  }

  /** MORE or LESS when only one of the side's direction forms occurs in the stem, else null. */
  private static String stemDirection(MultipleChoiceItem item, Map<String, String> a, String side) {
    String stem = item.stem().toLowerCase(Locale.ROOT);
    boolean more = contains(stem, a.get("question_anno.more_" + side + "_dir"));
    boolean less = contains(stem, a.get("question_anno.less_" + side + "_dir"));
    return more == less ? null : more ? "MORE" : "LESS";
  }

  private static String mentioned(String text, Map<String, String> a, String side) {
    boolean more = contains(text, a.get("question_anno.more_" + side + "_dir"));
    boolean less = contains(text, a.get("question_anno.less_" + side + "_dir"));
    return more == less ? null : more ? "MORE" : "LESS";
  }

  /** The option's text, plus the stem clause the reading says describes it. */
  private static String optionText(MultipleChoiceItem item, QualitativeEvidence.OptionEvidence o) {
    var sb = new StringBuilder();
    item.choices().stream().filter(c -> c.label().equals(o.label())).findFirst().ifPresent(c -> sb.append(c.text()));
    for (String r : o.readings()) {
      if (r.startsWith("described as '")) {
        sb.append(' ').append(r, "described as '".length(), r.length() - 1);
      }
    }
    return sb.toString().toLowerCase(Locale.ROOT);
  }

  private static boolean contains(String text, String form) {
    return form != null && !form.isBlank() && text.contains(form.toLowerCase(Locale.ROOT));
  }
}
