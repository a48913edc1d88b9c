package org.qakit.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.qakit.dataset.Dataset;
import org.qakit.eval.PredictionsFile;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code qakit solve}: runs a solver over a dataset and writes its predictions (JSONL, whole or nothing). */
@Command(name = "solve", mixinStandardHelpOptions = true,
    description = {"Run a solver over a dataset and write its predictions file (docs/solving.md), with a progress",
        "bar and a summary on stderr. The output is identical for any --threads."})
final class SolveCommand implements Callable<Integer> {

  @Option(names = {"-f", "--format"}, required = true, paramLabel = "FORMAT", description = "dataset format (`qakit list formats`)")
  String format;

  @Option(names = "--view", paramLabel = "VIEW", description = "task view for formats with several; default: the format's first")
  String view;

  @Option(names = "--input", required = true, arity = "1", split = ",", paramLabel = "DATA", description = "dataset files (repeatable or comma-separated)")
  List<Path> inputs;

  @Option(names = "--lenient", description = "skip malformed dataset records instead of stopping")
  boolean lenient;

  @Mixin SolverOptions solver;

  @Option(names = {"-o", "--output"}, required = true, paramLabel = "PRED.jsonl", description = "predictions file to write")
  Path output;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    var err = spec.commandLine().getErr();
    org.qakit.solve.SolverFactories.registry().get(solver.solver); // an unknown id fails before the dataset is read
    Dataset d = DatasetOptions.read(format, view, lenient, inputs, err);
    var r = Solving.solve(solver, format, d.items(), err);
    PredictionsFile.write(r.predictions(), output);
    err.println("wrote " + r.predictions().size() + " prediction(s) to " + output);
    err.flush();
    return 0;
  }
}
