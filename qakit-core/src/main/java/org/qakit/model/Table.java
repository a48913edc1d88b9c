package org.qakit.model;

import java.util.List;

/** A table of a scenario as rows of cells, in source order (empty cells kept as ""). */
public record Table(List<List<String>> rows) {
  public Table {
    if (rows == null) {
      throw new IllegalArgumentException("table rows must not be null");
    }
    rows = Checks.list(rows, "table", "rows").stream().map(r -> Checks.list(r, "table", "row")).toList();
  }

  /** Number of columns of the widest row. */
  public int width() {
    return rows.stream().mapToInt(List::size).max().orElse(0);
  }
}
