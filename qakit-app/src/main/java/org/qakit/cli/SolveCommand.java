package org.qakit.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.qakit.dataset.Dataset;
import org.qakit.eval.PredictionsLayout;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code qakit solve}: runs a solver over a dataset and writes its predictions (JSONL, whole or nothing). */
@Command(name = "solve", mixinStandardHelpOptions = true,
    description = {"Run a solver over a dataset and write its predictions file (docs/solving.md), with a progress "
        + "bar and a summary on stderr.",
        "Each line carries the solver's evidence (`qakit explain` prints it) unless --no-evidence; "
        + "--predictions-format nlpcc-dbqa|nlpcc-kbqa writes an official submission (scores or answers "
        + "only), trec a TREC run of answer-selection items for trec_eval. The output is identical for any "
        + "--threads. --task ID [--split S] [--train-split T] solves the items a task's protocol counts, "
        + "trained on another of its splits, with the task's corpus index built or reused when the solver "
        + "needs one.",
        "PRED.run.json beside -o records the run (docs/solving.md)."})
final class SolveCommand implements Callable<Integer> {

  @Mixin InputOptions input;

  @Option(names = "--lenient", description = "skip malformed dataset records instead of stopping")
  boolean lenient;

  @Mixin SolverOptions solver;

  @Option(names = {"-o", "--output"}, required = true, paramLabel = "OUT", description = "predictions file to write")
  Path output;

  @Option(names = "--no-evidence", description = "write only the scores: leave out each line's evidence field (why the solver predicted it)")
  boolean noEvidence;

  @Option(names = "--predictions-format", paramLabel = "F", defaultValue = "qakit",
      description = "qakit (JSONL keyed by item id, with evidence), nlpcc-dbqa or nlpcc-kbqa (the official submission layouts), trec (a TREC run); default: ${DEFAULT-VALUE}")
  String predictionsFormat;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    var recording = RunRecording.start(spec, "solver");
    var err = spec.commandLine().getErr();
    org.qakit.solve.SolverFactories.registry().get(solver.solver); // an unknown id fails before the dataset is read
    var layout = PredictionsLayout.of(predictionsFormat);
    boolean evidence = !noEvidence && layout == PredictionsLayout.QAKIT; // a submission has no place for it
    ScoredItems scored = input.read(lenient, err, spec.commandLine(), solver);
    Dataset d = scored.dataset();
    layout.requireFits(d.items(), scored.all().size());
    input.provideIndex(scored, solver, err);
    var r = Solving.solve(solver, scored.format(), d.items(), evidence, err);
    layout.write(d.items(), r.solutions(), evidence, solver.solver, output);
    err.println("wrote " + r.solutions().size() + " prediction(s) to " + output + " (" + layout.id() + ")");
    recording.finish(scored, input, solver, output, layout, java.util.Map.of(), err);
    err.flush();
    return 0;
  }
}
