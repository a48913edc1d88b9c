package org.qakit.model;

/**
 * A knowledge-base fact {@code subject ||| predicate ||| object}, strings as the source writes them.
 *
 * <p>The subject and the object may be empty (never null): the NLPCC-ICCPOL 2016 KBQA training data
 * has a gold triple {@code " ||| 日语 ||| カーヤ"} (question 12902) and one with an empty object
 * (question 11001), and a reader must not drop or invent them. The predicate must not be empty.
 */
public record Triple(String subject, String predicate, String object) {
  public Triple {
    if (subject == null) {
      throw new IllegalArgumentException("triple: subject must not be null");
    }
    if (predicate == null || predicate.isBlank()) {
      throw new IllegalArgumentException("triple '" + subject + "': predicate must not be empty");
    }
    if (object == null) {
      throw new IllegalArgumentException("triple '" + subject + "': object must not be null");
    }
  }
}
