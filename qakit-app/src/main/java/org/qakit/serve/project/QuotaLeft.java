package org.qakit.serve.project;

/**
 * One line of a project's overview: of {@code target} records of a question type, {@code made}
 * exist; {@code left = max(0, target - made)} ("9 of 10 DATETIME left").
 */
public record QuotaLeft(String type, int target, int made) {
  public int left() {
    return Math.max(0, target - made);
  }

  /**
   * The overview's wording, e.g. {@code 9 of 10 DATETIME left}; past the target it says by how much
   * ({@code 0 of 1 PERSON left (3 made, 2 over the target)}: an import may add more than is left).
   */
  public String text() {
    String text = left() + " of " + target + " " + type + " left";
    return made > target ? text + " (" + made + " made, " + (made - target) + " over the target)" : text;
  }
}
