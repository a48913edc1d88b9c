package org.qakit.eval.trec;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.ToLongFunction;
import org.qakit.eval.trec.TrecQrels.Judgment;
import org.qakit.eval.trec.TrecRun.Result;
import org.qakit.format.FormatException;

/**
 * One query's retrieved documents in trec_eval's order, each with its relevance: what
 * trec_eval's {@code form_res_rels.c} builds before any measure looks at a query.
 *
 * <ol>
 *   <li>The run's documents are sorted by score descending; equal scores are ordered by document
 *       id <em>descending</em> ({@code strcmp(docno2, docno1)}): of two documents scored 0.5,
 *       {@code D2} ranks above {@code D10} (byte-wise {@code "D2" > "D10"}). The run's rank
 *       column plays no part, nor does the order of its lines. Scores are compared as C compares
 *       doubles: {@code -0.0} equals {@code 0.0}.
 *   <li>Only the first {@code -M} documents are kept.
 *   <li>A document id that occurs twice among the kept documents is an error (trec_eval: "duplicate
 *       docs"); a duplicate cut off by {@code -M} is not. A document judged twice for the query is
 *       an error too, and so is a query judged only negatively where trec_eval fails on it
 *       ({@link #checkJudged}).
 *   <li>Each kept document gets its qrels relevance, -1 if the qrels do not judge it, -2 if the
 *       qrels give it a negative relevance (in the pool, unjudged).
 * </ol>
 *
 * <p>{@code numRel} counts the query's judgments whose relevance is at least 0 and at least the
 * relevance level (for the default level 1: the relevant documents, retrieved or not). The
 * judgments of 0 or more are also counted per relevance value ({@link #judgedAt}), as trec_eval's
 * {@code rel_levels} table, which {@code bpref}, {@code ndcg} and {@code ndcg_cut} read.
 */
public final class TrecRanking {
  static final int NOT_JUDGED = -1;
  static final int UNJUDGED_IN_POOL = -2;

  /** Score descending, then document id descending byte-wise; {@code -0.0 == 0.0} as in C. */
  static final Comparator<Result> ORDER =
      (a, b) -> a.score() > b.score() ? -1 : a.score() < b.score() ? 1 : Strcmp.compare(b.docno(), a.docno());

  private final String qid;
  private final List<String> docnos;
  private final int[] relevance;
  private final int level;
  private final long numRel;
  /** The relevance values of 0 or more that the query's judgments use, ascending, and their counts. */
  private final int[] levels;
  private final long[] levelCounts;

  private TrecRanking(String qid, List<String> docnos, int[] relevance, int level, long numRel, int[] levels, long[] levelCounts) {
    this.qid = qid;
    this.docnos = docnos;
    this.relevance = relevance;
    this.level = level;
    this.numRel = numRel;
    this.levels = levels;
    this.levelCounts = levelCounts;
  }

  /**
   * Ranks the run's documents for {@code qid} and looks up their relevance in the qrels.
   *
   * @param first whether this is the first query trec_eval forms a ranking for (see
   *     {@link #checkJudged})
   */
  public static TrecRanking of(String qid, TrecQrels qrels, TrecRun run, TrecEvalOptions options, boolean first) {
    var ranked = new ArrayList<>(run.results(qid));
    ranked.sort(ORDER);
    List<Result> kept = ranked.subList(0, (int) Math.min(ranked.size(), options.maxRetrieved()));
    checkUnique(run.file(), qid, kept, Result::docno, Result::line, "retrieved");
    List<Judgment> judgments = qrels.judgments(qid);
    checkUnique(qrels.file(), qid, judgments, Judgment::docno, Judgment::line, "judged");
    checkJudged(qrels.file(), qid, judgments, first);
    var judged = new HashMap<String, Integer>();
    long numRel = 0;
    int[] judgedLevels = new int[judgments.size()];
    int nonNegative = 0;
    for (Judgment j : judgments) {
      judged.put(j.docno(), j.relevance());
      if (j.relevance() >= 0) {
        judgedLevels[nonNegative++] = j.relevance();
        if (j.relevance() >= options.relevanceLevel()) {
          numRel++;
        }
      }
    }
    int[] relevance = new int[kept.size()];
    var docnos = new ArrayList<String>(kept.size());
    for (int i = 0; i < kept.size(); i++) {
      Integer rel = judged.get(kept.get(i).docno());
      relevance[i] = rel == null ? NOT_JUDGED : rel < 0 ? UNJUDGED_IN_POOL : rel;
      docnos.add(kept.get(i).docno());
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
    return new TrecRanking(qid, List.copyOf(docnos), relevance, options.relevanceLevel(), numRel,
        Arrays.copyOf(levels, distinct), Arrays.copyOf(counts, distinct));
  }

  private static <T> void checkUnique(Path file, String qid, List<T> rows, Function<T, String> docno,
      ToLongFunction<T> line, String verb) {
    var byLine = new ArrayList<>(rows);
    byLine.sort(Comparator.comparingLong(line));
    Map<String, T> seen = new HashMap<>();
    for (T row : byLine) {
      T first = seen.putIfAbsent(docno.apply(row), row);
      if (first != null) {
        throw new FormatException(file, line.applyAsLong(row),
            "expected each document to be " + verb + " once per query, found '" + docno.apply(row) + "' again for query '"
                + qid + "' (first at line " + line.applyAsLong(first) + ")");
      }
    }
  }

  /**
   * trec_eval 9.0.8 sizes a table by the query's largest relevance value + 1 and reuses it across
   * queries. When every judgment of a query is negative the size is 0 or less: for the first query
   * it evaluates, it stops ("Can't calculate measure"); for a later one, largest value -1 works
   * (the query has no relevant document) and -2 or less makes it clear memory with a negative size
   * (a crash). qakit stops where trec_eval does not print values.
   */
  static void checkJudged(Path file, String qid, List<Judgment> judgments, boolean first) {
    int max = judgments.stream().mapToInt(Judgment::relevance).max().orElseThrow();
    if (max <= -2 || max == -1 && first) {
      throw new FormatException(file, judgments.get(0).line(), "expected query '" + qid
          + "' to have a judgment of 0 or more, found only negative (unjudged) ones; trec_eval 9.0.8 "
          + (max == -1 ? "stops on such a query when it is the first one evaluated (\"Can't calculate measure\")"
              : "crashes on a query whose judgments are all -2 or less")
          + "; remove the query from the qrels or judge one of its documents");
    }
  }

  public String qid() {
    return qid;
  }

  /** Documents kept, in rank order (rank 1 first). */
  public List<String> docnos() {
    return docnos;
  }

  /** The number of documents kept ({@code num_ret}). */
  public int numRet() {
    return relevance.length;
  }

  /** The query's relevant documents in the qrels, retrieved or not ({@code num_rel}). */
  public long numRel() {
    return numRel;
  }

  /** The smallest relevance that counts as relevant ({@code -l}). */
  public int level() {
    return level;
  }

  /**
   * The relevance of the document at {@code index} (0-based rank) as trec_eval's
   * {@code results_rel_list} holds it: the qrels value when 0 or more, {@value #NOT_JUDGED} when
   * the qrels do not list the document, {@value #UNJUDGED_IN_POOL} when they give it a negative
   * value.
   */
  public int relevance(int index) {
    return relevance[index];
  }

  /** How many of the query's judgments have exactly this relevance (0 or more), retrieved or not. */
  public long judgedAt(int relevanceValue) {
    int i = Arrays.binarySearch(levels, relevanceValue);
    return i >= 0 ? levelCounts[i] : 0;
  }

  /** The distinct relevance values of 0 or more among the query's judgments, ascending (not a copy). */
  int[] judgedLevels() {
    return levels;
  }

  /** How many judgments have each of {@link #judgedLevels()} (not a copy). */
  long[] judgedCounts() {
    return levelCounts;
  }

  /**
   * The largest relevance value of 0 or more among the query's judgments, plus 1 (trec_eval's
   * {@code num_rel_levels}); 0 when every judgment is negative.
   */
  public long numRelLevels() {
    return levels.length == 0 ? 0 : levels[levels.length - 1] + 1L;
  }

  /** Whether the document at {@code index} (0-based rank) counts as relevant. */
  public boolean relevantAt(int index) {
    return relevance[index] >= level;
  }

  /**
   * Relevant documents among those kept ({@code num_rel_ret}). trec_eval counts here only documents
   * the qrels judge with a relevance of 0 or more; for a level of 0 or more that is the same as
   * counting {@link #relevantAt}.
   */
  public long numRelRet() {
    long n = 0;
    for (int r : relevance) {
      if (r >= 0 && r >= level) {
        n++;
      }
    }
    return n;
  }
}
