package org.qakit.eval.trec;

import java.util.Arrays;
import java.util.List;

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
 *       ({@link TrecRankings}).
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

  private final String qid;
  /** The run's document ids of the kept documents, in rank order, and the dictionary they are from. */
  private final int[] docIds;
  private final TrecIds dictionary;
  private final int[] relevance;
  private final int level;
  private final long numRel;
  /** The relevance values of 0 or more that the query's judgments use, ascending, and their counts. */
  private final int[] levels;
  private final long[] levelCounts;

  private TrecRanking(String qid, int[] docIds, TrecIds dictionary, int[] relevance, int level, long numRel, int[] levels,
      long[] levelCounts) {
    this.qid = qid;
    this.docIds = docIds;
    this.dictionary = dictionary;
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
   *     {@link TrecRankings})
   * @throws IllegalArgumentException when the qrels or the run do not have the query
   */
  public static TrecRanking of(String qid, TrecQrels qrels, TrecRun run, TrecEvalOptions options, boolean first) {
    int r = run.qids.find(qid);
    int q = qrels.qids.find(qid);
    if (r < 0 || q < 0) {
      throw new IllegalArgumentException("expected query '" + qid + "' in both the qrels and the run");
    }
    return new TrecRankings(qrels, run, options).ranking(r, q, first);
  }

  /** The ranking {@link TrecRankings} formed: relevance per rank, judged levels and their counts. */
  static TrecRanking of(String qid, int[] docIds, TrecIds dictionary, int[] relevance, int level, long numRel, int[] levels,
      long[] levelCounts) {
    return new TrecRanking(qid, docIds, dictionary, relevance, level, numRel, levels, levelCounts);
  }

  public String qid() {
    return qid;
  }

  /** Documents kept, in rank order (rank 1 first). */
  public List<String> docnos() {
    var list = new java.util.ArrayList<String>(docIds.length);
    for (int id : docIds) {
      list.add(dictionary.string(id));
    }
    return List.copyOf(list);
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
