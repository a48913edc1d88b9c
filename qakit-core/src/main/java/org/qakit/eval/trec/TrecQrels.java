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
 * A TREC qrels file: one judgment per line, {@code query-id iteration document-id relevance},
 * fields separated by white space (trec_eval's {@code get_qrels.c}). The iteration column is
 * ignored. A relevance of 1 or more counts as relevant by default ({@code -l} changes the level); 0
 * is judged non-relevant; a negative value marks a document that is in the pool but unjudged, which
 * no measure here counts as relevant.
 *
 * <p>Differences from trec_eval, all on input trec_eval mishandles: a line with other than 4 fields
 * and a relevance that is not an integer are errors naming the file and line (trec_eval reads
 * {@code 1.5} or {@code x} with {@code atol}, as 1 and 0); blank lines and lines whose first
 * non-blank character is {@code #} are skipped (trec_eval 9.0.8 rejects blank qrels lines and
 * mis-reads some comment layouts); bytes that are not UTF-8 are an error. A document judged twice
 * for one query is an error, as in trec_eval, when that query is evaluated ({@link TrecRanking}).
 *
 * <p>Held compactly as {@link TrecRun} is: interned ids, parallel arrays in file order, grouped by
 * query.
 */
public final class TrecQrels {
  /** One judgment and the line it was read from. */
  public record Judgment(String docno, int relevance, long line) {}

  private final Path file;
  final TrecIds qids;
  final TrecIds docnos;
  private final int[] docs;
  private final int[] relevances;
  private final int[] lines;
  private final int[] byQuery;
  private final int[] groupStart;
  private final int[] queryOrder;

  private TrecQrels(Path file, Builder b) {
    this.file = file;
    this.qids = b.qids;
    this.docnos = b.docnos;
    this.docs = b.docs;
    this.relevances = b.relevances;
    this.lines = b.lines;
    QueryGroups groups = QueryGroups.of(b.queries, b.size, qids.size());
    this.groupStart = groups.groupStart();
    this.byQuery = groups.byQuery();
    this.queryOrder = qids.sorted();
  }

  public static TrecQrels read(Path file) throws IOException {
    var b = new Builder((int) Math.min(Math.max(Files.size(file) / 16, 16), Integer.MAX_VALUE - 16));
    TrecFieldReader.forEach(file, b::add);
    if (b.size == 0) {
      throw new FormatException(file, 0, "expected at least one judgment 'query-id iteration document-id relevance', found none");
    }
    return new TrecQrels(file, b);
  }

  /** Grows the arrays while the file is read. */
  private static final class Builder {
    final TrecIds qids = new TrecIds();
    final TrecIds docnos = new TrecIds();
    int[] queries;
    int[] docs;
    int[] relevances;
    int[] lines;
    int size;

    Builder(int capacity) {
      queries = new int[capacity];
      docs = new int[capacity];
      relevances = new int[capacity];
      lines = new int[capacity];
    }

    void add(TrecFieldReader line) {
      if (line.count() != 4) {
        throw line.error("expected 4 fields 'query-id iteration document-id relevance', found " + line.count() + " in " + line.shown());
      }
      byte[] b = line.bytes();
      long relevance = TrecNumbers.relevance(b, line.start(3), line.end(3));
      if (relevance == TrecNumbers.NOT_AN_INT) {
        throw line.error("expected an integer relevance in field 4, found '" + line.field(3) + "'");
      }
      if (line.number() > Integer.MAX_VALUE) {
        throw line.error("expected qrels of at most " + Integer.MAX_VALUE + " lines, found more");
      }
      if (size == queries.length) {
        int capacity = (int) Math.min(size + (size >> 1) + 16L, Integer.MAX_VALUE - 16);
        queries = Arrays.copyOf(queries, capacity);
        docs = Arrays.copyOf(docs, capacity);
        relevances = Arrays.copyOf(relevances, capacity);
        lines = Arrays.copyOf(lines, capacity);
      }
      queries[size] = qids.intern(b, line.start(0), line.end(0) - line.start(0));
      docs[size] = docnos.intern(b, line.start(2), line.end(2) - line.start(2));
      relevances[size] = (int) relevance;
      lines[size] = (int) line.number();
      size++;
    }
  }

  public Path file() {
    return file;
  }

  /** The query ids, in trec_eval's order ({@code strcmp}). */
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

  public boolean has(String qid) {
    return qids.find(qid) >= 0;
  }

  /** The judgments of one query in file order; empty for an unknown query. */
  public List<Judgment> judgments(String qid) {
    int q = qids.find(qid);
    if (q < 0) {
      return List.of();
    }
    var judgments = new ArrayList<Judgment>();
    for (int k = groupStart[q]; k < groupStart[q + 1]; k++) {
      int i = byQuery[k];
      judgments.add(new Judgment(docnos.string(docs[i]), relevances[i], lines[i]));
    }
    return Collections.unmodifiableList(judgments);
  }

  /** Judgments with a relevance above 0 in the whole file (trec_eval's {@code num_rel} under {@code -c}). */
  public long positiveJudgments() {
    long n = 0;
    for (int i = 0; i < byQuery.length; i++) {
      n += relevances[i] > 0 ? 1 : 0;
    }
    return n;
  }

  /** The judgments of query id {@code q}: indexes for {@link #doc}, {@link #relevance}, {@link #line}, in file order. */
  int[] judgmentsOf(int q) {
    return Arrays.copyOfRange(byQuery, groupStart[q], groupStart[q + 1]);
  }

  int doc(int judgment) {
    return docs[judgment];
  }

  int relevance(int judgment) {
    return relevances[judgment];
  }

  int line(int judgment) {
    return lines[judgment];
  }
}
