package org.qakit.serve.project;

/**
 * A save refused because the annotator's own quota of the record's question type is full: the
 * record would be record {@code made + 1} of a quota of {@code target}. Nothing is written; the
 * form is shown again with the annotator's text.
 */
public final class QuotaFull extends RuntimeException {
  private static final long serialVersionUID = 1L;
  private final transient QuotaLeft quota;
  private final String username;

  public QuotaFull(String username, QuotaLeft quota) {
    super(null, null, false, false);
    this.username = username;
    this.quota = quota;
  }

  public QuotaLeft quota() {
    return quota;
  }

  /** The form's message, e.g. {@code ann's quota of 2 PERSON records is full (2 made): choose another question type or ask an admin for a larger quota}. */
  @Override
  public String getMessage() {
    return username + "'s quota of " + quota.target() + " " + quota.type() + " records is full (" + quota.made()
        + " made): not saved; choose another question type or ask an admin for a larger quota";
  }
}
