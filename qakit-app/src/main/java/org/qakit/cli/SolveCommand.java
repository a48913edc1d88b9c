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
    description = {"Run a solver over a dataset and write its predictions file (docs/solving.md), with a progress",
        "bar and a summary on stderr. The output is identical for any --threads."})
final class SolveCommand implements Callable<Integer> {

  @Mixin InputOptions input;

  @Option(names = "--lenient", description = "skip malformed dataset records instead of stopping")
  boolean lenient;

  @Mixin SolverOptions solver;

  @Option(names = {"-o", "--output"}, required = true, paramLabel = "PRED.jsonl", description = "predictions file to write")
  Path output;

  @Option(names = "--predictions-format", paramLabel = "F", defaultValue = "qakit",
      description = "qakit (JSONL keyed by item id), nlpcc-dbqa or nlpcc-kbqa (the official submission layouts); default: ${DEFAULT-VALUE}")
  String predictionsFormat;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    var err = spec.commandLine().getErr();
    org.qakit.solve.SolverFactories.registry().get(solver.solver); // an unknown id fails before the dataset is read
    var layout = PredictionsLayout.of(predictionsFormat);
    Dataset d = input.read(lenient, err);
    var r = Solving.solve(solver, input.format, d.items(), err);
    var byId = new java.util.LinkedHashMap<String, org.qakit.solve.Prediction>();
    r.predictions().forEach(p -> byId.put(p.itemId(), p));
    layout.write(d.items(), byId, output);
    err.println("wrote " + r.predictions().size() + " prediction(s) to " + output);
    err.flush();
    return 0;
  }
}
