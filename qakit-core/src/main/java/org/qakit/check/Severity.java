package org.qakit.check;

/** How much a finding matters: an {@link #ERROR} makes {@code qakit check} exit with 1. */
public enum Severity {
  /** The data is wrong: a record a reader rejects, two correct options, an answer that is not the gold triple's object. */
  ERROR,
  /** Probably wrong or harmful to a benchmark: duplicates, leakage, mojibake, a gold answer that is usually the longest option. */
  WARNING,
  /** Worth knowing, not wrong: CRLF line ends, what a reader normalised, a bias rate near chance. */
  INFO;

  public String id() {
    return name().toLowerCase(java.util.Locale.ROOT);
  }
}
