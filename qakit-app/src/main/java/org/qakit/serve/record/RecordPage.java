package org.qakit.serve.record;

import java.util.List;

/**
 * One page of a project's record list: rows {@code (page - 1) * size + 1} to {@code page * size}
 * of {@code total}, oldest first. {@code pages = max(1, ceil(total / size))}; a page number past
 * the last is clamped to the last, below 1 to 1.
 */
public record RecordPage(List<RecordSummary> rows, int page, int size, int total) {
  /** Rows per page of the overview. */
  public static final int SIZE = 50;

  public RecordPage {
    rows = List.copyOf(rows);
  }

  public int pages() {
    return Math.max(1, (total + size - 1) / size);
  }

  /** The number of the first row on this page (1-based), 0 when there is none. */
  public int first() {
    return rows.isEmpty() ? 0 : (page - 1) * size + 1;
  }

  public int last() {
    return first() == 0 ? 0 : first() + rows.size() - 1;
  }

  /** The page to ask for when {@code requested} is asked for and there are {@code total} rows. */
  public static int clamp(int requested, int total, int size) {
    int pages = Math.max(1, (total + size - 1) / size);
    return Math.min(Math.max(1, requested), pages);
  }
}
