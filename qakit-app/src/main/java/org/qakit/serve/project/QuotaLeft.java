package org.qakit.serve.project;

/**
 * One line of a project's overview: of {@code target} records of a question type, {@code made}
 * exist; {@code left = max(0, target - made)} ("9 of 10 DATETIME left").
 */
public record QuotaLeft(String type, int target, int made) {
  public int left() {
    return Math.max(0, target - made);
  }

  /** The overview's wording, e.g. {@code 9 of 10 DATETIME left}. */
  public String text() {
    return left() + " of " + target + " " + type + " left";
  }
}
