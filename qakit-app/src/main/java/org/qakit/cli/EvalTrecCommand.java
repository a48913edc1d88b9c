package org.qakit.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.qakit.eval.trec.TrecEval;
import org.qakit.eval.trec.TrecEvalOptions;
import org.qakit.eval.trec.TrecMeasure;
import org.qakit.eval.trec.TrecMeasures;
import org.qakit.eval.trec.TrecQrels;
import org.qakit.eval.trec.TrecRun;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code qakit eval trec}: what trec_eval 9.0.8 prints for a TREC qrels and run file. */
@Command(name = "trec", mixinStandardHelpOptions = true,
    description = {"Evaluate a TREC run against TREC qrels and print what trec_eval 9.0.8 prints: "
        + "'measure<TAB>all<TAB>value' lines, same values, same rounding, in trec_eval's measure order; "
        + "with -q each query's lines first.",
        "Without -m: trec_eval's default set (official).",
        "QRELS lines: query-id iteration document-id relevance (1 or more: relevant).",
        "RUN lines: query-id Q0 document-id rank score run-id. The rank column is ignored: documents "
        + "rank by score descending, ties by document id descending.",
        "Queries missing from the run are left out of the averages unless -c.",
        "See docs/trec_eval.md for every quirk reproduced."},
    footerHeading = "%nMeasures (-m NAME or -m NAME.PARAMETERS; printed in this order):%n")
final class EvalTrecCommand implements Callable<Integer> {
  /** The width of the measure explanations in the help (picocli wraps at 80), indented by four. */
  static final int HELP_WIDTH = 78;

  @Option(names = "-m", paramLabel = "MEASURE",
      description = {"a measure to print, repeatable: a name listed below, with parameters after a dot where it takes "
        + "them (-m P.1,5 prints P_1 and P_5; -m ndcg.1=3.5,2=9).",
        "-m official or no -m: trec_eval's default set: runid, num_q, num_ret, num_rel, num_rel_ret, "
        + "map, gm_map, Rprec, bpref, recip_rank, iprec_at_recall, P"})
  List<String> measures = new ArrayList<>();

  @Option(names = "-q", description = "also print each query's values (query id instead of 'all'), query by query, before the summary")
  boolean perQuery;

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

  CommandSpec spec;


  /** Injected by picocli when it builds the command: the help's footer explains every measure, from the registry. */
  @Spec
  void spec(CommandSpec spec) {
    this.spec = spec;
    spec.usageMessage().footer(measureHelp().toArray(new String[0]));
  }

  /** Each measure's id and explanation ({@link TrecMeasure#description()}), wrapped, as trec_eval's {@code -h} lists them. */
  static List<String> measureHelp() {
    var lines = new ArrayList<String>();
    for (TrecMeasure m : TrecMeasures.registry().all()) {
      lines.add(m.id());
      var line = new StringBuilder("   ");
      for (String word : m.description().split(" ")) {
        if (line.length() + 1 + word.length() > HELP_WIDTH) {
          lines.add(line.toString());
          line = new StringBuilder("   ");
        }
        line.append(' ').append(word);
      }
      lines.add(line.toString());
    }
    // picocli formats footer lines: a literal % must be doubled
    return lines.stream().map(l -> l.replace("%", "%%")).toList();
  }

  @Override
  public Integer call() throws Exception {
    return evaluate(spec.commandLine().getOut(), spec.commandLine().getErr());
  }

  /** Evaluates with the options set, printing notes to {@code err} and trec_eval's lines to {@code out}. */
  int evaluate(PrintWriter out, PrintWriter err) throws IOException {
    var options = new TrecEvalOptions(complete, maxRetrieved, relevanceLevel);
    var selection = TrecMeasures.select(measures);
    selection.notes().forEach(n -> err.println("qakit: note: " + n));
    err.flush();
    var result = TrecEval.evaluate(TrecQrels.read(qrels), TrecRun.read(run), selection.measures(), options, perQuery);
    result.lines().forEach(out::println);
    out.flush();
    return 0;
  }
}
