package org.qakit.serve.audit;

import java.time.Instant;

/**
 * One auditor's rating of one record on the three 1–5 scales GeoSQA's diagram descriptions were
 * audited on (Huang et al., EMNLP 2019): sufficiency, fairness and objectiveness, with a comment.
 * Records rated under 3 on any scale were excluded there, and are left out of exports here.
 */
public record Audit(long recordId, String auditor, int sufficiency, int fairness, int objectiveness, String comment, Instant ratedAt) {
  /** A rating below this on any scale excludes the record from exports. */
  public static final int KEEP_FROM = 3;

  public Audit {
    check("sufficiency", sufficiency);
    check("fairness", fairness);
    check("objectiveness", objectiveness);
    comment = comment == null ? "" : comment.strip();
    if (comment.length() > 4000) {
      throw new IllegalArgumentException("the audit comment is " + comment.length() + " characters long; at most 4000");
    }
  }

  /** This audit's rating on {@code scale}. */
  public int rating(AuditScale scale) {
    return switch (scale) {
      case SUFFICIENCY -> sufficiency;
      case FAIRNESS -> fairness;
      case OBJECTIVENESS -> objectiveness;
    };
  }

  /** Whether this rating excludes the record: any scale under {@link #KEEP_FROM}. */
  public boolean excludes() {
    return sufficiency < KEEP_FROM || fairness < KEEP_FROM || objectiveness < KEEP_FROM;
  }

  /**
   * SQL that is true when an audit excludes the record whose id is {@code recordId} (a column of
   * the enclosing query): the one place the rule is written for the database.
   */
  public static String excludesSql(String recordId) {
    String under = " < " + KEEP_FROM;
    return "EXISTS (SELECT 1 FROM audits x WHERE x.record_id = " + recordId + " AND (x.sufficiency" + under + " OR x.fairness" + under
        + " OR x.objectiveness" + under + "))";
  }

  private static void check(String scale, int value) {
    if (value < 1 || value > 5) {
      throw new IllegalArgumentException(scale + " must be rated 1 to 5, found " + value);
    }
  }
}
