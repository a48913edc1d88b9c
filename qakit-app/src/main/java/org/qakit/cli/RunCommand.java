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
import org.qakit.eval.PredictionsLayout;
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
        + "sentence-ranker`. An index-backed solver without --index gets the task's corpus index, built or reused.",
        "--predictions-format writes -o as an official submission or a TREC run; the scores are of the "
        + "solver's own predictions (a KBQA submission and its entity/predicate diagnostics in one run).",
        "PRED.run.json beside -o records the command, data checksums, solver settings and scores."})
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

  @Option(names = "--predictions-format", paramLabel = "F", defaultValue = "qakit",
      description = "layout of -o: qakit (JSONL keyed by item id, with evidence), nlpcc-dbqa or nlpcc-kbqa (the official submission layouts), trec (a TREC run); default: ${DEFAULT-VALUE}")
  String predictionsFormat;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    var recording = RunRecording.start(spec, "solver");
    var err = spec.commandLine().getErr();
    org.qakit.solve.SolverFactories.registry().get(solver.solver); // an unknown id fails before the dataset is read
    var layout = PredictionsLayout.of(predictionsFormat);
    if (layout != PredictionsLayout.QAKIT && output == null) {
      throw new IllegalArgumentException("--predictions-format " + layout.id() + " is the layout of the file -o writes: give -o FILE");
    }
    ScoredItems scored = input.read(lenient, err, spec.commandLine(), solver);
    List<String> metricIds = metrics.isEmpty() && scored.task() != null ? scored.task().metrics() : metrics;
    var evaluator = new Evaluator(metricIds.stream().map(Metrics::get).toList(), by,
        new Bootstrap(Bootstrap.DEFAULT_SAMPLES, Bootstrap.DEFAULT_SEED), lenient);
    Dataset read = scored.dataset();
    layout.requireFits(read.items(), scored.all().size());
    by.forEach(field -> org.qakit.dataset.ItemField.of(field, read.items())); // an unknown --by field fails before solving
    input.provideIndex(scored, solver, err);
    // doc-select with an index ranks every document of it (a task's index is known only now)
    Dataset d = new Dataset(WholeCollection.widen(solver, read.items(), err), read.passages(), read.triples(), read.skipped(), read.notes());
    boolean evidence = output != null && !noEvidence && layout == PredictionsLayout.QAKIT;
    var r = Solving.solve(solver, scored.format(), d.items(), evidence, err);
    if (output != null) {
      layout.write(d.items(), r.solutions(), evidence, solver.solver, output);
      err.println("wrote " + r.solutions().size() + " prediction(s) to " + output + " (" + layout.id() + ")");
    }
    var byId = new LinkedHashMap<String, Prediction>();
    r.predictions().forEach(p -> byId.put(p.itemId(), p));
    if (metrics.isEmpty() && scored.task() != null) { // the official metrics, and the diagnostics these predictions allow
      evaluator = new Evaluator(Evaluator.withDiagnostics(metricIds.stream().map(Metrics::get).toList(), d.items(), byId), by,
          new Bootstrap(Bootstrap.DEFAULT_SAMPLES, Bootstrap.DEFAULT_SEED), lenient);
    }
    Evaluation e;
    try {
      e = evaluator.evaluate(d.items(), byId);
    } catch (org.qakit.eval.PredictionMismatchException mismatch) {
      throw new IllegalArgumentException("solver '" + solver.solver + "': " + mismatch.getMessage(), mismatch);
    }
    if (output != null) {
      var scores = new LinkedHashMap<String, Double>();
      e.scores().forEach(s -> scores.put(scores.containsKey(s.metric()) ? s.metric() + "/" + s.kind() : s.metric(), s.score().mean()));
      recording.finish(scored, input, solver, output, layout, scores, err);
    }
    var header = new ReportHeader(scored.format(), scored.view(), scored.inputs().stream().map(Path::toString).toList(),
        output != null ? output.toString() : "(solver " + solver.solver + ")", layout.id());
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
