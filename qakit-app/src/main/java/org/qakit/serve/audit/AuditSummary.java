package org.qakit.serve.audit;

/**
 * A project's audit progress and agreement.
 *
 * @param records records in the project
 * @param audited records with at least one rating
 * @param excluded records that a rating under 3 excludes
 * @param multiplyAudited records rated by two or more auditors
 * @param agreeing of those, the records whose auditors all made the same keep/exclude decision
 * @param annotators per annotator (by user name), their records passed, failed and waiting
 * @param excludedByType excluded records per question type (they do not count toward a quota)
 */
public record AuditSummary(int records, int audited, int excluded, int multiplyAudited, int agreeing, java.util.List<AnnotatorProgress> annotators,
    java.util.Map<String, Integer> excludedByType) {
  public AuditSummary {
    annotators = java.util.List.copyOf(annotators);
    excludedByType = java.util.Map.copyOf(excludedByType);
  }

  /** Progress and agreement without the per-annotator and per-type counts. */
  public AuditSummary(int records, int audited, int excluded, int multiplyAudited, int agreeing) {
    this(records, audited, excluded, multiplyAudited, agreeing, java.util.List.of(), java.util.Map.of());
  }

  /** Excluded records of question type {@code type}. */
  public int excludedOf(String type) {
    return excludedByType.getOrDefault(type, 0);
  }

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
