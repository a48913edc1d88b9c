package org.qakit.serve.audit;

/**
 * A project's audit progress and agreement.
 *
 * @param records records in the project
 * @param audited records with at least one rating
 * @param excluded records that a rating under 3 excludes
 * @param multiplyAudited records rated by two or more auditors
 * @param agreeing of those, the records whose auditors all made the same keep/exclude decision
 */
public record AuditSummary(int records, int audited, int excluded, int multiplyAudited, int agreeing) {
  /**
   * Observed agreement on the keep/exclude decision: {@code agreeing / multiplyAudited}, or NaN
   * when no record has two ratings (nothing to agree on). A chance-corrected coefficient (Fleiss'
   * kappa) would need more raters per record than a small project has.
   */
  public double agreement() {
    return multiplyAudited == 0 ? Double.NaN : (double) agreeing / multiplyAudited;
  }

  /** The overview's wording. */
  public String text() {
    String agree = multiplyAudited == 0 ? "no record rated twice yet"
        : String.format(java.util.Locale.ROOT, "agreement %.0f%% on keep/exclude over %d records rated twice or more", 100 * agreement(), multiplyAudited);
    return audited + " of " + records + " records audited, " + excluded + " excluded; " + agree;
  }
}
