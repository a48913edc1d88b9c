package org.qakit.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.qakit.dataset.Dataset;
import org.qakit.eval.BaselineScores;
import org.qakit.eval.Bootstrap;
import org.qakit.report.TextTable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code qakit baseline}: the index-free baselines on a dataset, with the metric its items call for. */
@Command(name = "baseline", mixinStandardHelpOptions = true,
    description = {"Score the index-free baselines (`qakit list solvers`) on a dataset: accuracy for multiple "
        + "choice (a tie for the top counts as wrong), MRR (NLPCC 2016: a question without a positive "
        + "scores 0 and counts) for answer selection.",
        "They have no parameters to tune."})
final class BaselineCommand implements Callable<Integer> {
  @Mixin DatasetOptions dataset;

  @Option(names = "--json", description = "print one JSON object instead of a table")
  boolean json;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    Dataset d = dataset.read(spec.commandLine().getErr());
    BaselineScores b = BaselineScores.of(d.items()).orElseThrow(() -> new IllegalArgumentException(
        "the index-free baselines answer only multiple-choice and answer-selection items; score other solvers' predictions with qakit eval"));
    var out = spec.commandLine().getOut();
    if (json) {
      out.println(new ObjectMapper().writeValueAsString(b));
    } else {
      var table = new TextTable(List.of("solver", "metric", "items", "score", "95% CI"));
      b.scores().forEach((solver, score) -> {
        var ci = b.intervals().get(solver);
        table.row(List.of(solver, b.metric(), String.valueOf(b.items()), String.format(Locale.ROOT, "%.4f", score),
            String.format(Locale.ROOT, "[%.4f, %.4f]", ci.low(), ci.high())));
      });
      out.print(table.render());
      out.println();
      out.println("95% CI: percentile bootstrap over items, " + Bootstrap.DEFAULT_SAMPLES + " resamples, seed " + Bootstrap.DEFAULT_SEED + ".");
    }
    out.flush();
    return 0;
  }
}
