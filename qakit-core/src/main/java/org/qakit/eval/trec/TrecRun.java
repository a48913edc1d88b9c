package org.qakit.eval.trec;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.qakit.format.FormatException;

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
 *
 * <p>Held compactly, for runs of millions of lines: query and document ids are interned
 * ({@link TrecIds}), and the results are parallel arrays in file order (query id, document id,
 * score, line), grouped by query once read.
 */
public final class TrecRun {
  /** One retrieved document and the line it was read from. */
  public record Result(String docno, double score, long line) {}

  private final Path file;
  final TrecIds qids;
  final TrecIds docnos;
  private final double[] scores;
  private final int[] docs;
  private final int[] lines;
  /** Results grouped by query: those of query q are {@code byQuery[groupStart[q] .. groupStart[q + 1])}, in file order. */
  private final int[] byQuery;
  private final int[] groupStart;
  /** Query ids in {@code strcmp} order. */
  private final int[] queryOrder;
  private final String runId;

  private TrecRun(Path file, Builder b) {
    this.file = file;
    this.qids = b.qids;
    this.docnos = b.docnos;
    this.scores = b.scores;
    this.docs = b.docs;
    this.lines = b.lines;
    QueryGroups groups = QueryGroups.of(b.queries, b.size, qids.size());
    this.groupStart = groups.groupStart();
    this.byQuery = groups.byQuery();
    this.queryOrder = qids.sorted();
    this.runId = new String(b.lastRunId, 0, b.lastRunIdLength, java.nio.charset.StandardCharsets.UTF_8);
  }

  public static TrecRun read(Path file) throws IOException {
    var b = new Builder((int) Math.min(Math.max(Files.size(file) / 32, 16), Integer.MAX_VALUE - 16));
    TrecFieldReader.forEach(file, line -> b.add(line));
    if (b.size == 0) {
      throw new FormatException(file, 0, "expected at least one result 'query-id Q0 document-id rank score run-id', found none");
    }
    return new TrecRun(file, b);
  }

  /** Grows the arrays while the file is read. */
  private static final class Builder {
    final TrecIds qids = new TrecIds();
    final TrecIds docnos = new TrecIds();
    int[] queries;
    int[] docs;
    double[] scores;
    int[] lines;
    int size;
    byte[] lastRunId = new byte[16];
    int lastRunIdLength;

    Builder(int capacity) {
      queries = new int[capacity];
      docs = new int[capacity];
      scores = new double[capacity];
      lines = new int[capacity];
    }

    void add(TrecFieldReader line) {
      if (line.count() < 6) {
        throw line.error("expected 6 fields 'query-id Q0 document-id rank score run-id', found " + line.count() + " in " + line.shown());
      }
      byte[] b = line.bytes();
      double score = TrecNumbers.score(b, line.start(4), line.end(4));
      if (Double.isNaN(score)) {
        throw line.error("expected a numeric score in field 5, found '" + line.field(4) + "'");
      }
      if (line.number() > Integer.MAX_VALUE) {
        throw line.error("expected a run of at most " + Integer.MAX_VALUE + " lines, found more");
      }
      if (size == queries.length) {
        int capacity = (int) Math.min(size + (size >> 1) + 16L, Integer.MAX_VALUE - 16);
        queries = Arrays.copyOf(queries, capacity);
        docs = Arrays.copyOf(docs, capacity);
        scores = Arrays.copyOf(scores, capacity);
        lines = Arrays.copyOf(lines, capacity);
      }
      queries[size] = qids.intern(b, line.start(0), line.end(0) - line.start(0));
      docs[size] = docnos.intern(b, line.start(2), line.end(2) - line.start(2));
      scores[size] = score;
      lines[size] = (int) line.number();
      size++;
      int length = line.end(5) - line.start(5);
      if (length > lastRunId.length) {
        lastRunId = new byte[length];
      }
      System.arraycopy(b, line.start(5), lastRunId, 0, length);
      lastRunIdLength = length;
    }
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
    var set = new LinkedHashSet<String>();
    for (int q : queryOrder) {
      set.add(qids.string(q));
    }
    return Collections.unmodifiableSet(set);
  }

  /** The number of queries. */
  public int queryCount() {
    return qids.size();
  }

  /** The results of one query in file order; empty for an unknown query. */
  public List<Result> results(String qid) {
    int q = qids.find(qid);
    if (q < 0) {
      return List.of();
    }
    var results = new ArrayList<Result>();
    for (int k = groupStart[q]; k < groupStart[q + 1]; k++) {
      int i = byQuery[k];
      results.add(new Result(docnos.string(docs[i]), scores[i], lines[i]));
    }
    return Collections.unmodifiableList(results);
  }

  /** Query ids ({@link #qids}) in {@code strcmp} order. */
  int[] queryOrder() {
    return queryOrder;
  }

  /** The results of query id {@code q}: indexes for {@link #doc}, {@link #score}, {@link #line}, in file order. */
  int[] resultsOf(int q) {
    return Arrays.copyOfRange(byQuery, groupStart[q], groupStart[q + 1]);
  }

  int doc(int result) {
    return docs[result];
  }

  double score(int result) {
    return scores[result];
  }

  int line(int result) {
    return lines[result];
  }
}
