package org.qakit.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.qakit.report.SweepReport;
import org.qakit.train.PairTraining;
import org.qakit.train.sweep.Sweep;
import org.qakit.train.sweep.SweepGrid;
import org.qakit.train.sweep.SweepResult;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code qakit sweep}: a grid of hyper-parameters × seeds (× folds) of {@code qakit train}, the best cell, a table and an HTML report. */
@Command(name = "sweep", mixinStandardHelpOptions = true,
    description = {"Train one model per cell of a hyper-parameter grid and per seed (SQAD's design: every combination, "
            + "several runs each), or per fold with --folds K (k-fold cross-validation on the training data), with the options of "
            + "qakit train for everything the grid leaves alone.",
        "Prints each run's dev metric and, at the end, a table of mean and standard deviation per cell with the best marked; "
            + "writes OUTDIR/runs/ (one model folder per run), sweep.json, report.html with one sensitivity plot per "
            + "hyper-parameter, and plots/KEY.svg. A rerun skips finished runs and resumes the others."})
final class SweepCommand implements Callable<Integer> {
  @Mixin TrainOptions options;

  @Option(names = "--grid", required = true, paramLabel = "KEY=V1,V2",
      description = "a hyper-parameter and its values, repeatable: lr, warmup, batch, epochs, max-length, loss, weight-decay, negatives")
  List<String> grid;

  @Option(names = "--seeds", split = ",", defaultValue = "1", paramLabel = "SEED",
      description = "the seeds of every cell, comma-separated; default: ${DEFAULT-VALUE}")
  List<Long> seeds;

  @Option(names = "--folds", defaultValue = "0", paramLabel = "K",
      description = "k-fold cross-validation on the training data instead of the dev split (0: score the dev split); default: ${DEFAULT-VALUE}")
  int folds;

  @Option(names = {"-o", "--output"}, required = true, paramLabel = "OUTDIR", description = "the sweep's folder")
  Path out;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    var err = spec.commandLine().getErr();
    SweepGrid g = SweepGrid.parse(grid);
    var sweepSpec = new Sweep.Spec(null, g, seeds, folds, null, out);
    PairTraining.Spec template = options.spec(seeds.getFirst(), out, err, spec.commandLine());
    var ranking = g.axes().containsKey("negatives") ? options.ranking(template, err) : null;
    SweepResult r = Sweep.run(new Sweep.Spec(template, sweepSpec.grid(), sweepSpec.seeds(), folds, ranking, out), err);
    Path page = SweepReport.write(r, String.join(" ", spec.commandLine().getParseResult().originalArgs()), out);
    var o = spec.commandLine().getOut();
    o.print(SweepReport.table(r));
    SweepResult.Cell best = r.best();
    o.printf(Locale.ROOT, "best: %s, %s %.4f over %d runs; best run %s%n", SweepGrid.label(best.values()), r.metric(),
        best.summary().mean(), best.summary().n(), r.bestRun().folder());
    o.printf(Locale.ROOT, "wrote %s, %s and %d plot(s) in %s%n", out.resolve("sweep.json"), page, g.axes().size(), out.resolve("plots"));
    o.flush();
    return 0;
  }
}
