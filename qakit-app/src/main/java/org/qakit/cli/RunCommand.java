package org.qakit.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.concurrent.Callable;
import org.qakit.dataset.Dataset;
import org.qakit.eval.Bootstrap;
import org.qakit.eval.Evaluation;
import org.qakit.eval.Evaluator;
import org.qakit.eval.PredictionsFile;
import org.qakit.eval.metric.Metrics;
import org.qakit.report.EvaluationJson;
import org.qakit.report.EvaluationText;
import org.qakit.report.ReportHeader;
import org.qakit.solve.Prediction;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code qakit run}: {@code qakit solve} then {@code qakit eval} in one step, with the eval report. */
@Command(name = "run", mixinStandardHelpOptions = true,
    description = {"Solve a dataset and score the predictions in one step: the report of `qakit eval` (text, or "
        + "--json).",
        "-o also keeps the predictions file, with evidence unless --no-evidence.",
        "--task ID [--split S] [--train-split T] runs a task by its protocol and scores it with its "
        + "official metrics: `qakit run --task wikiqa --split dev --train-split train --solver "
        + "sentence-ranker`."})
final class RunCommand implements Callable<Integer> {

  @Mixin InputOptions input;

  @Option(names = "--lenient", description = "skip malformed dataset records; score items the solver does not answer as wrong")
  boolean lenient;

  @Mixin SolverOptions solver;

  @Option(names = "--metric", paramLabel = "M", description = "a metric to compute (repeatable); default: every registered metric of the items' kinds")
  List<String> metrics = new ArrayList<>();

  @Option(names = "--by", paramLabel = "FIELD", description = "break the scores down by this item field (repeatable)")
  List<String> by = new ArrayList<>();

  @Option(names = "--json", description = "print one JSON object instead of tables")
  boolean json;

  @Option(names = {"-o", "--output"}, paramLabel = "OUT", description = "also write the predictions here")
  Path output;

  @Option(names = "--no-evidence", description = "with -o: write only the scores, without each line's evidence field")
  boolean noEvidence;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    var err = spec.commandLine().getErr();
    org.qakit.solve.SolverFactories.registry().get(solver.solver); // an unknown id fails before the dataset is read
    ScoredItems scored = input.read(lenient, err, spec.commandLine(), solver);
    List<String> metricIds = metrics.isEmpty() && scored.task() != null ? scored.task().metrics() : metrics;
    var evaluator = new Evaluator(metricIds.stream().map(Metrics::get).toList(), by,
        new Bootstrap(Bootstrap.DEFAULT_SAMPLES, Bootstrap.DEFAULT_SEED), lenient);
    Dataset d = scored.dataset();
    boolean evidence = output != null && !noEvidence;
    var r = Solving.solve(solver, scored.format(), d.items(), evidence, err);
    if (output != null) {
      PredictionsFile.writeSolutions(r.solutions(), output, evidence);
      err.println("wrote " + r.solutions().size() + " prediction(s) to " + output);
    }
    var byId = new LinkedHashMap<String, Prediction>();
    r.predictions().forEach(p -> byId.put(p.itemId(), p));
    Evaluation e;
    try {
      e = evaluator.evaluate(d.items(), byId);
    } catch (org.qakit.eval.PredictionMismatchException mismatch) {
      throw new IllegalArgumentException("solver '" + solver.solver + "': " + mismatch.getMessage(), mismatch);
    }
    var header = new ReportHeader(scored.format(), scored.view(), scored.inputs().stream().map(Path::toString).toList(),
        output != null ? output.toString() : "(solver " + solver.solver + ")", "qakit");
    var out = spec.commandLine().getOut();
    if (json) {
      out.println(new ObjectMapper().writeValueAsString(EvaluationJson.of(header, e)));
    } else {
      out.print(EvaluationText.render(header, e));
    }
    out.flush();
    err.flush();
    return 0;
  }
}
