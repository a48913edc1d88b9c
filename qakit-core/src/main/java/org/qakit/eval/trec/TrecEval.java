package org.qakit.eval.trec;

import java.util.ArrayList;
import java.util.List;

/**
 * trec_eval 9.0.8's summary evaluation ({@code trec_eval.c}, {@code meas_acc.c},
 * {@code meas_avg.c}): the {@code all} values of the requested measures.
 *
 * <ul>
 *   <li>Queries are taken from the run in {@code strcmp} order of their ids; a query the qrels do
 *       not know is skipped entirely (its documents are never looked at, not even for duplicates).
 *   <li>For each remaining query the {@link TrecRanking} is formed and every measure adds its
 *       per-query values to its sums, in that query order (the order of floating-point sums, which
 *       can move the fourth decimal on a rounding tie, is trec_eval's).
 *   <li>If no query is in both files, evaluation stops with an error, as trec_eval does ("No
 *       queries with both results and relevance info"), with or without {@code -c}.
 *   <li>{@link TrecMeasure.Summary#MEAN} measures divide their sums by n: the number of evaluated queries, or
 *       with {@code -c} the number of queries in the qrels. So with {@code -c} a qrels query the
 *       run misses adds 0 to every mean; it is never evaluated (trec_eval 10 evaluates such queries
 *       against a dummy ranking instead). {@code num_q} is n. {@link TrecMeasure.Summary#SUM} measures print
 *       their sums ({@link TrecNumRel} recounts the whole qrels under {@code -c}).
 *   <li>A qrels query with judgments but no relevant document is evaluated like any other when the
 *       run has it: {@code map}, {@code recip_rank} and {@code P} are 0 for it and it counts in n.
 * </ul>
 */
public final class TrecEval {
  private TrecEval() {}

  /** One printed value: {@code name}, the summary value, and whether trec_eval prints it as an integer. */
  public record Value(String name, double value, boolean integer) {
    /** The line trec_eval prints: {@code name<TAB>all<TAB>value}, name padded to 22. */
    public String line() {
      return TrecFormat.line(name, "all", value, integer);
    }
  }

  /**
   * @param values in trec_eval's printing order
   * @param evaluated queries found in both files
   * @param averagedOver the divisor of the means: {@code evaluated}, or with {@code -c} the qrels' query count
   */
  public record Result(List<Value> values, int evaluated, int averagedOver) {
    public List<String> lines() {
      return values.stream().map(Value::line).toList();
    }
  }

  public static Result evaluate(TrecQrels qrels, TrecRun run, List<TrecMeasure> measures, TrecEvalOptions options) {
    double[][] sums = new double[measures.size()][];
    for (int m = 0; m < measures.size(); m++) {
      sums[m] = new double[measures.get(m).names().size()];
    }
    boolean needsRanking = measures.stream().anyMatch(TrecMeasure::needsRanking);
    int evaluated = 0;
    for (String qid : run.queries()) {
      if (!qrels.has(qid)) {
        continue;
      }
      TrecRanking ranking = needsRanking ? TrecRanking.of(qid, qrels, run, options, evaluated == 0) : null;
      for (int m = 0; m < measures.size(); m++) {
        TrecMeasure measure = measures.get(m);
        double[] v = measure.perQuery(ranking); // null when no measure needs one (num_q alone)
        for (int i = 0; i < v.length; i++) {
          sums[m][i] += v[i];
        }
      }
      evaluated++;
    }
    if (evaluated == 0) {
      throw new IllegalArgumentException("no query is in both " + qrels.file() + " (" + qrels.queries().size() + " queries) and "
          + run.file() + " (" + run.queries().size() + " queries); trec_eval stops here too (\"No queries with both results and relevance info\")");
    }
    int n = options.complete() ? qrels.queries().size() : evaluated;
    var values = new ArrayList<Value>();
    for (int m = 0; m < measures.size(); m++) {
      TrecMeasure measure = measures.get(m);
      List<String> names = measure.names();
      for (int i = 0; i < names.size(); i++) {
        double v = measure.summarise(sums[m][i], n, qrels, options);
        values.add(new Value(names.get(i), v, measure.summary() != TrecMeasure.Summary.MEAN));
      }
    }
    return new Result(List.copyOf(values), evaluated, n);
  }
}
