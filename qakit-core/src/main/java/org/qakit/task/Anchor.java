package org.qakit.task;

/**
 * A published figure to compare a task's results with: a system's score in a paper, on a named
 * split, with the table or figure it comes from.
 *
 * @param system the system as the source names it ({@code CNN-Cnt}, {@code BERT-PFT (IR)})
 * @param metric the metric as the source reports it ({@code MAP}, {@code accuracy})
 * @param split the split the figure is on ({@code test})
 * @param value the figure on a 0–1 scale (a paper's 64.4% is 0.644)
 * @param source the citation (authors, year, venue)
 * @param where the table, figure or section of the source
 */
public record Anchor(String system, String metric, String split, double value, String source, String where) {
  public Anchor {
    if (!(value >= 0 && value <= 1)) {
      throw new IllegalArgumentException("anchor " + system + ": expected a value on a 0-1 scale, found " + value);
    }
    for (String field : new String[] {system, metric, split, source, where}) {
      if (field == null || field.isBlank()) {
        throw new IllegalArgumentException("anchor " + system + " " + metric + ": expected system, metric, split, source and where");
      }
    }
  }
}
