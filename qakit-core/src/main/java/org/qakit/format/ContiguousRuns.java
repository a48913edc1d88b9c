package org.qakit.format;

import java.util.ArrayList;
import java.util.List;

/**
 * Groups the rows of a file whose records are runs of consecutive rows with the same key (a
 * question asked on each of its lines), deciding which record each bad row belongs to, so that a
 * lenient read drops a record whole instead of reading it with a row missing or split in two.
 *
 * <ul>
 *   <li>An <em>anchor</em> row carries a key it can be trusted with; consecutive anchors with the
 *       same key are one run.
 *   <li>A run interrupted by a single anchor of another key and then resumed is one run with a bad
 *       row, the interrupting one, not three runs; a strict read stops at that row as soon as the
 *       run resumes.
 *   <li>Rows with no trusted key, <em>keyless</em> rows and <em>cut</em> rows (whose key may be cut
 *       short, so only a prefix of the real key), belong, when they lie between rows of one run, to
 *       that run. Between two runs a keyless row belongs to neither (it is reported alone), and a
 *       cut row belongs to each of the two runs whose key begins with it; a cut row that fits
 *       neither is a run of its own or is reported alone, as the reader chooses.
 *   <li><em>Unclaimed</em> rows (an empty line, which carries no record) belong to no run ever.
 * </ul>
 *
 * <p>Runs are handed to the {@link Sink} in file order once no later row can change them, with the
 * rows reported alone since the previous run.
 *
 */
public final class ContiguousRuns<V> {
  /**
   * One row: {@code key} null for a row without one; {@code problem} null for a good row, whose
   * {@code value} is then what it holds.
   */
  public record Row<V>(long line, String key, boolean cut, boolean claimable, String problem, V value) {
    public static <V> Row<V> anchor(long line, String key, String problem, V value) {
      return new Row<>(line, key, false, true, problem, value);
    }

    public static <V> Row<V> cut(long line, String key, String problem) {
      return new Row<>(line, key, true, true, problem, null);
    }

    public static <V> Row<V> keyless(long line, String problem) {
      return new Row<>(line, null, false, true, problem, null);
    }

    public static <V> Row<V> unclaimed(long line, String problem) {
      return new Row<>(line, null, false, false, problem, null);
    }
  }

  /** A bad row and what is wrong with it. */
  public record Bad(long line, String message) {}

  /** One record: its key, the lines it spans, its good rows and its bad ones. */
  public static final class Run<V> {
    private final String key;
    private long firstLine;
    private long lastLine;
    private final List<Row<V>> rows = new ArrayList<>();
    private final List<Bad> bad = new ArrayList<>();
    private int anchors;
    private Row<V> opening;

    Run(String key, long line) {
      this.key = key;
      this.firstLine = line;
      this.lastLine = line;
    }

    public String key() {
      return key;
    }

    public long firstLine() {
      return firstLine;
    }

    public long lastLine() {
      return lastLine;
    }

    /** The good rows, in file order. */
    public List<Row<V>> rows() {
      return java.util.Collections.unmodifiableList(rows);
    }

    /** The bad rows charged to this run. */
    public List<Bad> bad() {
      return java.util.Collections.unmodifiableList(bad);
    }

    private void span(long line) {
      firstLine = Math.min(firstLine, line);
      lastLine = Math.max(lastLine, line);
    }
  }

  /** What the reader does with runs. */
  public interface Sink<V> {
    /** What good row {@code row} contradicts in {@code run}, which it continues; null if nothing. */
    String conflict(Run<V> run, Row<V> row);

    /** The message for a good row of another key found between rows of {@code run}. */
    String interruption(Run<V> run, Row<V> interrupting, long resumedAt);

    /** A finished run (null when there is none) and the rows reported alone before it, in any order. */
    void finished(Run<V> run, List<Bad> alone);
  }

  private final ReadSession session;
  private final Sink<V> sink;
  private final boolean cutRowsAloneAreRuns;
  private final List<Bad> alone = new ArrayList<>();
  private Run<V> prev;
  private List<Row<V>> between = new ArrayList<>();
  private Run<V> cur;
  private List<Row<V>> gap = new ArrayList<>();

  /**
   * @param cutRowsAloneAreRuns whether a cut row that fits neither run beside it is a run of its
   *     own (rather than a row reported alone)
   */
  public ContiguousRuns(ReadSession session, Sink<V> sink, boolean cutRowsAloneAreRuns) {
    this.session = session;
    this.sink = sink;
    this.cutRowsAloneAreRuns = cutRowsAloneAreRuns;
  }

  /** Takes the next row of the file; a strict read stops at a bad row. */
  public void row(Row<V> r) {
    if (r.problem() != null) {
      stopIfStrict(r.line(), r.problem());
    }
    if (r.key() == null || r.cut()) {
      gap.add(r);
    } else if (cur != null && r.key().equals(cur.key)) {
      absorb(cur, gap);
      gap = new ArrayList<>();
      join(cur, r);
    } else if (prev != null && cur.anchors == 1 && r.key().equals(prev.key)) {
      resume(r);
    } else {
      start(r);
    }
  }

  /** Ends the file: hands over the runs still open. */
  public void finish() {
    if (prev != null) {
      settle(prev, between, cur);
    }
    settle(cur, gap, null);
    prev = null;
    cur = null;
  }

  /** {@code r} resumes {@code prev} after the one-anchor run {@code cur}, whose row is bad. */
  private void resume(Row<V> r) {
    Run<V> run = prev;
    Row<V> interrupting = cur.opening;
    String message = interrupting.problem();
    if (message == null) {
      message = sink.interruption(run, interrupting, r.line());
      stopIfStrict(interrupting.line(), message);
    }
    absorb(run, between);
    bad(run, interrupting.line(), message);
    absorb(run, gap);
    join(run, r);
    prev = null;
    between = new ArrayList<>();
    gap = new ArrayList<>();
    cur = run;
  }

  private void start(Row<V> r) {
    Run<V> next = new Run<>(r.key(), r.line());
    if (cur == null) {
      settle(null, gap, next);
      gap = new ArrayList<>();
    } else if (prev != null) {
      settle(prev, between, cur);
    }
    prev = cur;
    between = gap;
    gap = new ArrayList<>();
    cur = next;
    join(cur, r);
  }

  private void join(Run<V> run, Row<V> r) {
    run.anchors++;
    run.span(r.line());
    if (run.opening == null) {
      run.opening = r;
    }
    String problem = r.problem();
    if (problem == null) {
      problem = sink.conflict(run, r);
      if (problem != null) {
        stopIfStrict(r.line(), problem);
      }
    }
    if (problem == null) {
      run.rows.add(r);
    } else {
      run.bad.add(new Bad(r.line(), problem));
    }
  }

  /** Rows lying between rows of {@code run}: they are its bad rows, unless unclaimed. */
  private void absorb(Run<V> run, List<Row<V>> rows) {
    for (Row<V> r : rows) {
      if (r.claimable()) {
        bad(run, r.line(), r.problem());
      } else {
        alone.add(new Bad(r.line(), r.problem()));
      }
    }
  }

  /** Hands {@code before} over, charging the rows between it and {@code after} to where they fit. */
  private void settle(Run<V> before, List<Row<V>> rows, Run<V> after) {
    var ownRuns = new ArrayList<Run<V>>();
    for (Row<V> r : rows) {
      boolean fitsBefore = r.cut() && before != null && before.key.startsWith(r.key());
      boolean fitsAfter = r.cut() && after != null && after.key.startsWith(r.key());
      if (fitsBefore) {
        bad(before, r.line(), r.problem());
      }
      if (fitsAfter) {
        bad(after, r.line(), r.problem());
      }
      if (fitsBefore || fitsAfter) {
        continue;
      }
      if (r.cut() && cutRowsAloneAreRuns) {
        Run<V> own = new Run<>(r.key(), r.line());
        own.bad.add(new Bad(r.line(), r.problem()));
        ownRuns.add(own);
      } else {
        alone.add(new Bad(r.line(), r.problem()));
      }
    }
    handOver(before);
    ownRuns.forEach(this::handOver);
  }

  private void handOver(Run<V> run) {
    List<Bad> reports = List.copyOf(alone);
    alone.clear();
    if (run != null || !reports.isEmpty()) {
      sink.finished(run, reports);
    }
  }

  private static <V> void bad(Run<V> run, long line, String message) {
    run.span(line);
    run.bad.add(new Bad(line, message));
  }

  private void stopIfStrict(long line, String message) {
    if (!session.options().lenient()) {
      throw session.fatal(line, message);
    }
  }
}
