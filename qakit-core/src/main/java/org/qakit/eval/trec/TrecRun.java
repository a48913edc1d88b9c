package org.qakit.eval.trec;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.regex.Pattern;
import org.qakit.format.FormatException;
import org.qakit.format.TextLines;

/**
 * A TREC run (results) file: one retrieved document per line,
 * {@code query-id Q0 document-id rank score run-id}, fields separated by white space (trec_eval's
 * {@code get_trec_results.c}). Only the query id, the document id and the score are read: the
 * {@code Q0} column, the rank column and the run id are ignored, and so are fields after the sixth,
 * as in trec_eval. The order of the lines does not matter either: {@link TrecRanking} orders each
 * query's documents by score.
 *
 * <p>Differences from trec_eval, all on input trec_eval mishandles: a score that is not a decimal
 * number (or {@code inf}) is an error (trec_eval's {@code atof} reads {@code x} as 0 and
 * {@code 1.5x} as 1.5), and so is {@code nan}, for which trec_eval's sort is undefined; lines whose
 * first non-blank character is {@code #} are comments; bytes that are not UTF-8 are an error. Blank
 * lines are skipped, as in trec_eval. A document retrieved twice for one query is an error, as in
 * trec_eval, when that query is evaluated ({@link TrecRanking}).
 *
 * <p>The run id trec_eval prints ({@code runid}) is the sixth field of the last line read, whatever
 * its query; comment lines do not count.
 */
public final class TrecRun {
  private static final Pattern DECIMAL = Pattern.compile("[+-]?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][+-]?[0-9]+)?");
  private static final Pattern INFINITY = Pattern.compile("[+-]?(?i:inf|infinity)");

  /** One retrieved document and the line it was read from. */
  public record Result(String docno, double score, long line) {}

  private final Path file;
  private final SortedMap<String, List<Result>> byQuery;
  private final String runId;

  private TrecRun(Path file, SortedMap<String, List<Result>> byQuery, String runId) {
    this.file = file;
    this.byQuery = byQuery;
    this.runId = runId;
  }

  public static TrecRun read(Path file) throws IOException {
    var byQuery = new TreeMap<String, List<Result>>(Strcmp.ORDER);
    String[] lastRunId = new String[1];
    TextLines.forEach(
        file,
        (number, text) -> {
          List<String> f = TrecLines.split(text);
          if (TrecLines.skipped(f)) {
            return;
          }
          if (f.size() < 6) {
            throw new FormatException(file, number, "expected 6 fields 'query-id Q0 document-id rank score run-id', found "
                + f.size() + " in " + TrecLines.show(text));
          }
          byQuery.computeIfAbsent(f.get(0), q -> new ArrayList<>()).add(new Result(f.get(2), score(file, number, f.get(4)), number));
          lastRunId[0] = f.get(5);
        });
    if (byQuery.isEmpty()) {
      throw new FormatException(file, 0, "expected at least one result 'query-id Q0 document-id rank score run-id', found none");
    }
    return new TrecRun(file, byQuery, lastRunId[0]);
  }

  static double score(Path file, long line, String field) {
    if (DECIMAL.matcher(field).matches()) {
      return Double.parseDouble(field);
    }
    if (INFINITY.matcher(field).matches()) {
      return field.startsWith("-") ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
    }
    throw new FormatException(file, line, "expected a numeric score in field 5, found '" + field + "'");
  }

  public Path file() {
    return file;
  }

  /** The run id trec_eval prints: the sixth field of the file's last line. */
  public String runId() {
    return runId;
  }

  /** The query ids, in the order trec_eval evaluates them ({@code strcmp}). */
  public Set<String> queries() {
    return Collections.unmodifiableSet(byQuery.keySet());
  }

  /** The results of one query in file order; empty for an unknown query. */
  public List<Result> results(String qid) {
    return Collections.unmodifiableList(byQuery.getOrDefault(qid, List.of()));
  }
}
