package org.qakit.serve.record;

import java.util.Locale;

/**
 * The one state model of a record, which every page shows in the same words: a form not saved yet
 * is a {@link #DRAFT}; a saved record is {@link #EXCLUDED} when an audit rated it under
 * {@link org.qakit.serve.audit.Audit#KEEP_FROM} on any scale, else {@link #NEEDS_FIX} when its last
 * save had an error finding, else {@link #ACCEPTED}. An audit's exclusion wins over the checks,
 * so a page never calls an excluded record accepted. Only an accepted record is exported, and an
 * excluded record does not count toward a quota (its place is free for another record).
 */
public enum RecordState {
  DRAFT("draft", "Not saved: what the form holds is not stored yet."),
  NEEDS_FIX("needs fix", "Saved with errors: kept, but not exported until a save without errors."),
  ACCEPTED("accepted", "Saved, every check passes and no audit excluded it: exported."),
  EXCLUDED("excluded by audit", "An audit rated it under 3 on a scale: kept, but not exported and not counted toward a quota.");

  private final String label;
  private final String meaning;

  RecordState(String label, String meaning) {
    this.label = label;
    this.meaning = meaning;
  }

  /** The state of a saved record whose last save had {@code errors} error findings and that an audit did or did not exclude. */
  public static RecordState of(int errors, boolean excluded) {
    if (excluded) {
      return EXCLUDED;
    }
    return errors > 0 ? NEEDS_FIX : ACCEPTED;
  }

  /** The words pages show, e.g. {@code needs fix}. */
  public String label() {
    return label;
  }

  /** One sentence on what the state means for the record, e.g. {@code Saved with errors: kept, but not exported …}. */
  public String meaning() {
    return meaning;
  }

  /** The CSS class and test hook of the state, e.g. {@code state-needs-fix}. */
  public String css() {
    return "state-" + name().toLowerCase(Locale.ROOT).replace('_', '-');
  }

  /** Whether exports hold the record. */
  public boolean exported() {
    return this == ACCEPTED;
  }

  /** Whether the record takes a place of its question type's quota (the project's and its creator's). */
  public boolean countsTowardQuota() {
    return this == NEEDS_FIX || this == ACCEPTED;
  }
}
