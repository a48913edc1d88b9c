package org.qakit.serve.audit;

import java.util.List;
import java.util.Locale;

/**
 * The three scales of GeoSQA's audit (Huang et al., EMNLP 2019), each rated 1 (worst) to 5 (best),
 * with the question the audit form asks of each (qakit's wording). The form offers no default: an
 * auditor who skips a scale gets the form back with the scale marked, so no rating is recorded by
 * inertia.
 */
public enum AuditScale {
  SUFFICIENCY("Does the record give everything needed to answer (the scenario, the diagram descriptions, the article), so that the"
      + " answer follows from it and from general knowledge?"),
  FAIRNESS("Is the record fair to the one answering: it does not give the answer away, favour one option or hide needed"
      + " information, and the correct answer is the only defensible one?"),
  OBJECTIVENESS("Does the text state what is there (what the diagram or article shows) without the writer's own"
      + " interpretation, opinion or conclusion?");

  private final String question;

  AuditScale(String question) {
    this.question = question;
  }

  /** The form field and the name shown, e.g. {@code sufficiency}. */
  public String id() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** What the auditor judges on this scale. */
  public String question() {
    return question;
  }

  /** The ratings the form offers, best first. */
  public static List<Integer> ratings() {
    return List.of(5, 4, 3, 2, 1);
  }

  /**
   * The rating chosen in a form field's {@code value}.
   *
   * @throws IllegalArgumentException naming the scale when nothing, or anything but 1 to 5, was chosen
   */
  public int parse(String value) {
    String v = value == null ? "" : value.strip();
    if (v.isEmpty()) {
      throw new IllegalArgumentException("choose a rating of " + id() + " (1 to 5): there is no default");
    }
    try {
      int r = Integer.parseInt(v);
      if (r >= 1 && r <= 5) {
        return r;
      }
    } catch (NumberFormatException e) {
      // the message below
    }
    throw new IllegalArgumentException("rate " + id() + " from 1 to 5, not '" + (v.length() > 20 ? v.substring(0, 20) + "…" : v) + "'");
  }
}
