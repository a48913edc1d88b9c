package org.qakit.eval.trec;

import java.nio.file.Path;
import java.util.Arrays;
import org.qakit.format.FormatException;

/**
 * Forms the {@link TrecRanking} of each query of a run against qrels, as trec_eval's
 * {@code form_res_rels.c} does: sort by score descending, ties by document id descending
 * ({@code strcmp}), cut at {@code -M}, refuse duplicates, look up each kept document's relevance.
 *
 * <p>Made once per evaluation: it maps the run's document ids to the qrels' once, and reuses two
 * tables indexed by document id across queries (cleared after each), so a query costs a sort of
 * its results and a pass over its judgments, with no hashing of strings.
 *
 * <p>trec_eval 9.0.8 sizes a table by the query's largest relevance value + 1 and reuses it across
 * queries. When every judgment of a query is negative the size is 0 or less: for the first query
 * it evaluates, it stops ("Can't calculate measure"); for a later one, largest value -1 works
 * (the query has no relevant document) and -2 or less makes it clear memory with a negative size
 * (a crash). qakit stops where trec_eval does not print values.
 */
final class TrecRankings {
  private final TrecQrels qrels;
  private final TrecRun run;
  private final TrecEvalOptions options;
  /** Run document id → qrels document id, -1 when the qrels never name it. */
  private final int[] toQrelsDoc;
  /** Qrels document id → index of its judgment in the current query, -1 otherwise. */
  private final int[] judgment;
  /** Run document id → index of its kept result in the current query, -1 otherwise. */
  private final int[] retrieved;

  TrecRankings(TrecQrels qrels, TrecRun run, TrecEvalOptions options) {
    this.qrels = qrels;
    this.run = run;
    this.options = options;
    this.toQrelsDoc = new int[run.docnos.size()];
    for (int d = 0; d < toQrelsDoc.length; d++) {
      toQrelsDoc[d] = qrels.docnos.find(run.docnos, d);
    }
    this.judgment = new int[qrels.docnos.size()];
    this.retrieved = new int[run.docnos.size()];
    Arrays.fill(judgment, -1);
    Arrays.fill(retrieved, -1);
  }

  /**
   * The ranking of run query {@code r}, which is qrels query {@code q}.
   *
   * @param first whether this is the first query trec_eval forms a ranking for
   */
  TrecRanking ranking(int r, int q, boolean first) {
    String qid = run.qids.string(r);
    int[] results = run.resultsOf(r);
    int[] ranked = results.clone();
    sort(ranked);
    int kept = (int) Math.min(ranked.length, options.maxRetrieved());
    int[] judgments = qrels.judgmentsOf(q);
    try {
      checkRetrievedOnce(qid, results, ranked, kept);
      checkJudgedOnce(qid, judgments);
      checkJudged(qrels.file(), qid, judgments, first);
      int level = options.relevanceLevel();
      long numRel = 0;
      int[] judgedLevels = new int[judgments.length];
      int nonNegative = 0;
      for (int j : judgments) {
        int rel = qrels.relevance(j);
        if (rel >= 0) {
          judgedLevels[nonNegative++] = rel;
          numRel += rel >= level ? 1 : 0;
        }
      }
      int[] relevance = new int[kept];
      int[] docIds = new int[kept];
      for (int i = 0; i < kept; i++) {
        int doc = run.doc(ranked[i]);
        docIds[i] = doc;
        int qd = toQrelsDoc[doc];
        int j = qd < 0 ? -1 : judgment[qd];
        int rel = j < 0 ? TrecRanking.NOT_JUDGED : qrels.relevance(j);
        relevance[i] = rel < 0 && j >= 0 ? TrecRanking.UNJUDGED_IN_POOL : rel;
      }
      Arrays.sort(judgedLevels, 0, nonNegative);
      int distinct = 0;
      int[] levels = new int[nonNegative];
      long[] counts = new long[nonNegative];
      for (int i = 0; i < nonNegative; i++) {
        if (distinct == 0 || levels[distinct - 1] != judgedLevels[i]) {
          levels[distinct++] = judgedLevels[i];
        }
        counts[distinct - 1]++;
      }
      return TrecRanking.of(qid, docIds, run.docnos, relevance, level, numRel, Arrays.copyOf(levels, distinct),
          Arrays.copyOf(counts, distinct));
    } finally {
      for (int j : judgments) {
        judgment[qrels.doc(j)] = -1;
      }
      for (int i : results) {
        retrieved[run.doc(i)] = -1;
      }
    }
  }

  /** The kept results, taken in file (line) order: the second of two with one document id is an error. */
  private void checkRetrievedOnce(String qid, int[] results, int[] ranked, int kept) {
    int[] byLine = results; // results are in file order
    if (kept < ranked.length) {
      byLine = Arrays.copyOf(ranked, kept);
      Arrays.sort(byLine);
    }
    for (int i : byLine) {
      int doc = run.doc(i);
      int seen = retrieved[doc];
      if (seen >= 0) {
        throw duplicate(run.file(), run.line(i), "retrieved", run.docnos.string(doc), qid, run.line(seen));
      }
      retrieved[doc] = i;
    }
  }

  private void checkJudgedOnce(String qid, int[] judgments) {
    for (int j : judgments) {
      int doc = qrels.doc(j);
      int seen = judgment[doc];
      if (seen >= 0) {
        throw duplicate(qrels.file(), qrels.line(j), "judged", qrels.docnos.string(doc), qid, qrels.line(seen));
      }
      judgment[doc] = j;
    }
  }

  private static FormatException duplicate(Path file, long line, String verb, String docno, String qid, long first) {
    return new FormatException(file, line, "expected each document to be " + verb + " once per query, found '" + docno
        + "' again for query '" + qid + "' (first at line " + first + ")");
  }

  private void checkJudged(Path file, String qid, int[] judgments, boolean first) {
    int max = Integer.MIN_VALUE;
    for (int j : judgments) {
      max = Math.max(max, qrels.relevance(j));
    }
    if (max <= -2 || max == -1 && first) {
      throw new FormatException(file, qrels.line(judgments[0]), "expected query '" + qid
          + "' to have a judgment of 0 or more, found only negative (unjudged) ones; trec_eval 9.0.8 "
          + (max == -1 ? "stops on such a query when it is the first one evaluated (\"Can't calculate measure\")"
              : "crashes on a query whose judgments are all -2 or less")
          + "; remove the query from the qrels or judge one of its documents");
    }
  }

  /** Score descending, then document id descending ({@code strcmp}); {@code -0.0 == 0.0} as in C. */
  private int compare(int a, int b) {
    double x = run.score(a);
    double y = run.score(b);
    return x > y ? -1 : x < y ? 1 : run.docnos.compare(run.doc(b), run.doc(a));
  }

  /** A stable merge sort by {@link #compare}; a run already in rank order costs one pass. */
  private void sort(int[] a) {
    if (a.length < 2) {
      return;
    }
    mergeSort(a, a.clone(), 0, a.length);
  }

  /** Sorts {@code a[from, to)}, with {@code scratch} holding the same values on entry. */
  private void mergeSort(int[] a, int[] scratch, int from, int to) {
    if (to - from <= 12) {
      for (int i = from + 1; i < to; i++) {
        int v = a[i];
        int j = i - 1;
        while (j >= from && compare(a[j], v) > 0) {
          a[j + 1] = a[j];
          j--;
        }
        a[j + 1] = v;
      }
      return;
    }
    int mid = (from + to) >>> 1;
    mergeSort(scratch, a, from, mid);
    mergeSort(scratch, a, mid, to);
    if (compare(scratch[mid - 1], scratch[mid]) <= 0) {
      System.arraycopy(scratch, from, a, from, to - from);
      return;
    }
    for (int i = from, l = from, r = mid; i < to; i++) {
      a[i] = r >= to || l < mid && compare(scratch[l], scratch[r]) <= 0 ? scratch[l++] : scratch[r++];
    }
  }
}
