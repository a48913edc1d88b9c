package org.qakit.model;

/** A knowledge-base fact {@code subject ||| predicate ||| object}, strings as the source writes them. */
public record Triple(String subject, String predicate, String object) {
  public Triple {
    if (subject == null || subject.isBlank()) {
      throw new IllegalArgumentException("triple: subject must not be empty");
    }
    if (predicate == null || predicate.isBlank()) {
      throw new IllegalArgumentException("triple '" + subject + "': predicate must not be empty");
    }
    if (object == null) {
      throw new IllegalArgumentException("triple '" + subject + "': object must not be null");
    }
  }
}
