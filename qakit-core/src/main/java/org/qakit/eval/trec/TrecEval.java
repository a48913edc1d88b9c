package org.qakit.eval.trec;

import java.util.ArrayList;
import java.util.List;
import org.qakit.eval.trec.TrecMeasure.Summary;
import org.qakit.eval.trec.TrecMeasure.Totals;

/**
 * trec_eval 9.0.8's evaluation ({@code trec_eval.c}, {@code meas_acc.c}, {@code meas_avg.c}): the
 * {@code all} values of the requested measures and, with {@code -q}, each query's values.
 *
 * <ul>
 *   <li>Queries are taken from the run in {@code strcmp} order of their ids; a query the qrels do
 *       not know is skipped entirely (its documents are never looked at, not even for duplicates).
 *   <li>For each remaining query the {@link TrecRanking} is formed and every measure adds its
 *       per-query values to its sums, in that query order (the order of floating-point sums, which
 *       can move the fourth decimal on a rounding tie, is trec_eval's). With {@code -q} the query's
 *       lines are printed then, measure by measure in {@link TrecMeasures} order, with the query id
 *       in place of {@code all}; {@code runid}, {@code num_q} and {@code gm_map} have no per-query
 *       line. The {@code all} lines follow the last query.
 *   <li>If no query is in both files, evaluation stops with an error, as trec_eval does ("No
 *       queries with both results and relevance info"), with or without {@code -c}.
 *   <li>{@link Summary#MEAN} measures divide their sums by n: the number of evaluated queries, or
 *       with {@code -c} the number of queries in the qrels. So with {@code -c} a qrels query the
 *       run misses adds 0 to every mean; it is never evaluated and {@code -q} prints no line for it
 *       (trec_eval 10 evaluates such queries against a dummy ranking instead). {@code num_q} is n.
 *       {@link Summary#SUM} measures print their sums ({@link TrecNumRel} recounts the whole qrels
 *       under {@code -c}); {@code gm_map} has its own rule ({@link TrecGmMap}).
 *   <li>A qrels query with judgments but no relevant document is evaluated like any other when the
 *       run has it: {@code map}, {@code recip_rank} and {@code P} are 0 for it and it counts in n.
 *   <li>A NaN (trec_eval's {@code iprec_at_recall} with {@code -M 0}) stays in the sum, and the mean
 *       prints {@code -nan} as C's {@code printf} does.
 * </ul>
 */
public final class TrecEval {
  private TrecEval() {}

  /**
   * One printed value: {@code name<TAB>qid<TAB>text}.
   *
   * @param qid the query id, or {@code all} for a summary
   * @param value the number ({@code NaN} for {@code runid})
   * @param text the value as trec_eval prints it
   */
  public record Value(String name, String qid, double value, String text) {
    /** The line trec_eval prints, name padded to 22. */
    public String line() {
      return TrecFormat.line(name, qid, text);
    }
  }

  /**
   * @param queryValues with {@code -q}: each evaluated query's values, in printing order; else empty
   * @param values the {@code all} values, in trec_eval's printing order
   * @param evaluated queries found in both files
   * @param averagedOver the divisor of the means: {@code evaluated}, or with {@code -c} the qrels' query count
   */
  public record Result(List<Value> queryValues, List<Value> values, int evaluated, int averagedOver) {
    /** Every line trec_eval prints: the per-query lines (with {@code -q}), then the summary. */
    public List<String> lines() {
      var lines = new ArrayList<String>(queryValues.size() + values.size());
      queryValues.forEach(v -> lines.add(v.line()));
      values.forEach(v -> lines.add(v.line()));
      return lines;
    }
  }

  /** The summary only, as {@code trec_eval} without {@code -q}. */
  public static Result evaluate(TrecQrels qrels, TrecRun run, List<TrecMeasure> measures, TrecEvalOptions options) {
    return evaluate(qrels, run, measures, options, false);
  }

  /** @param perQuery {@code -q}: also each query's values */
  public static Result evaluate(TrecQrels qrels, TrecRun run, List<TrecMeasure> measures, TrecEvalOptions options,
      boolean perQuery) {
    double[][] sums = new double[measures.size()][];
    List<List<String>> names = new ArrayList<>();
    for (int m = 0; m < measures.size(); m++) {
      names.add(measures.get(m).names());
      sums[m] = new double[names.get(m).size()];
    }
    boolean needsRanking = measures.stream().anyMatch(TrecMeasure::needsRanking);
    var queryValues = new ArrayList<Value>();
    int evaluated = 0;
    TrecRankings rankings = needsRanking ? new TrecRankings(qrels, run, options) : null;
    for (int r : run.queryOrder()) {
      int q = qrels.qids.find(run.qids, r);
      if (q < 0) {
        continue;
      }
      String qid = perQuery ? run.qids.string(r) : null;
      TrecRanking ranking = needsRanking ? rankings.ranking(r, q, evaluated == 0) : null;
      for (int m = 0; m < measures.size(); m++) {
        TrecMeasure measure = measures.get(m);
        double[] v = measure.perQuery(ranking); // ranking is null when no measure needs one (num_q, runid)
        for (int i = 0; i < v.length; i++) {
          sums[m][i] = add(sums[m][i], v[i]);
          if (perQuery && measure.printsPerQuery()) {
            queryValues.add(value(measure, names.get(m).get(i), qid, v[i]));
          }
        }
      }
      evaluated++;
    }
    if (evaluated == 0) {
      throw new IllegalArgumentException("no query is in both " + qrels.file() + " (" + qrels.queryCount() + " queries) and "
          + run.file() + " (" + run.queryCount() + " queries); trec_eval stops here too (\"No queries with both results and relevance info\")");
    }
    int n = options.complete() ? qrels.queryCount() : evaluated;
    var totals = new Totals(evaluated, n, qrels, options);
    var values = new ArrayList<Value>();
    for (int m = 0; m < measures.size(); m++) {
      TrecMeasure measure = measures.get(m);
      for (int i = 0; i < sums[m].length; i++) {
        String name = names.get(m).get(i);
        values.add(measure.summary() == Summary.RUN_ID
            ? new Value(name, "all", Double.NaN, run.runId())
            : value(measure, name, "all", measure.summarise(sums[m][i], totals)));
      }
    }
    return new Result(List.copyOf(queryValues), List.copyOf(values), evaluated, n);
  }

  private static Value value(TrecMeasure measure, String name, String qid, double v) {
    return new Value(name, qid, v, measure.integer() ? TrecFormat.integer(v) : TrecFormat.fixed4(v));
  }

  /** C's {@code sum += v} on x86: a NaN already in the sum stays, else a NaN added replaces it. */
  static double add(double sum, double v) {
    return Double.isNaN(sum) ? sum : Double.isNaN(v) ? v : sum + v;
  }
}
