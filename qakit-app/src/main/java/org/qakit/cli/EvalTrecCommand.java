package org.qakit.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.qakit.eval.trec.TrecEval;
import org.qakit.eval.trec.TrecEvalOptions;
import org.qakit.eval.trec.TrecMeasures;
import org.qakit.eval.trec.TrecQrels;
import org.qakit.eval.trec.TrecRun;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code qakit eval trec}: trec_eval 9.0.8's summary lines for a TREC qrels and run file. */
@Command(name = "trec", mixinStandardHelpOptions = true,
    description = {"Evaluate a TREC run against TREC qrels and print what trec_eval 9.0.8 prints:",
        "'measure<TAB>all<TAB>value' lines, same values, same rounding, trec_eval's measure order.",
        "QRELS lines: query-id iteration document-id relevance (relevance >= 1 is relevant).",
        "RUN lines: query-id Q0 document-id rank score run-id; the rank column is ignored:",
        "documents are ranked by score descending, ties by document id descending.",
        "Queries missing from the run are left out of the averages unless -c.",
        "See docs/trec_eval.md for every quirk reproduced."})
final class EvalTrecCommand implements Callable<Integer> {
  @Option(names = "-m", paramLabel = "MEASURE", required = true,
      description = {"a measure to print, repeatable: num_q, num_ret, num_rel, num_rel_ret, map, recip_rank,",
          "P (cutoffs 5,10,15,20,30,100,200,500,1000) or P.k1,k2,... (e.g. -m P.1,5 prints P_1 and P_5)"})
  List<String> measures;

  @Option(names = "-c", description = "average over every query in QRELS; a query RUN misses scores 0 (default: queries in both files)")
  boolean complete;

  @Option(names = "-M", paramLabel = "N", description = "keep only the N top-ranked documents of each query (default: all)")
  long maxRetrieved = Long.MAX_VALUE;

  @Option(names = "-l", paramLabel = "LEVEL", description = "smallest relevance that counts as relevant (default: 1)")
  int relevanceLevel = 1;

  @Parameters(index = "0", paramLabel = "QRELS", description = "TREC qrels file")
  Path qrels;

  @Parameters(index = "1", paramLabel = "RUN", description = "TREC run file")
  Path run;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    var options = new TrecEvalOptions(complete, maxRetrieved, relevanceLevel);
    var selection = TrecMeasures.select(measures);
    var err = spec.commandLine().getErr();
    selection.notes().forEach(n -> err.println("qakit: note: " + n));
    err.flush();
    var result = TrecEval.evaluate(TrecQrels.read(qrels), TrecRun.read(run), selection.measures(), options);
    var out = spec.commandLine().getOut();
    result.lines().forEach(out::println);
    out.flush();
    return 0;
  }
}
