package org.qakit.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import org.qakit.model.Item;
import org.qakit.report.Rates;
import org.qakit.solve.OpenSolver;
import org.qakit.solve.ParallelSolve;
import org.qakit.solve.Solver;
import org.qakit.solve.SolverFactories;
import org.qakit.solve.ensemble.EnsembleSolver;

/** Builds the solver, runs it over the items with a progress bar, prints the summary on stderr and closes what the solver opened. */
final class Solving {

  private Solving() {}

  /** @param evidence whether to keep each prediction's evidence (for the predictions file) */
  static ParallelSolve.Result solve(SolverOptions options, String format, List<? extends Item> items, boolean evidence,
      PrintWriter err) throws IOException, InterruptedException {
    boolean trained = SolverFactories.registry().get(options.solver).needs() == org.qakit.solve.SolverFactory.Needs.TRAIN;
    options.reportTrainSkipped(format, err);
    OpenSolver opened;
    try (var phase = trained ? Heartbeat.start(err, "training " + options.solver) : Heartbeat.startBrief(err, "opening " + options.solver)) {
      opened = SolverFactories.open(options.spec(format));
      phase.done();
    }
    if (opened.solver() instanceof org.qakit.select.SentenceRanker ranker && ranker.languageWarning() != null) {
      err.println(ranker.languageWarning());
    }
    try (OpenSolver open = opened) {
      return solve(open.solver(), options, items, evidence, err);
    }
  }

  private static ParallelSolve.Result solve(Solver solver, SolverOptions options, List<? extends Item> items, boolean evidence,
      PrintWriter err) throws InterruptedException {
    if (solver instanceof EnsembleSolver e) {
      err.print(e.training().summary(e.model()));
    }
    var bar = new ProgressBar(err, "items");
    ParallelSolve.Result r;
    try {
      r = ParallelSolve.run(solver, items, options.threads, evidence, done -> bar.indexed(done, items.size()));
    } finally {
      bar.finish();
    }
    if (r.unhandled() > 0) {
      String needs = SolverFactories.registry().get(options.solver).description();
      if (r.unhandled() == items.size()) {
        String kinds = items.stream().map(i -> i.kind().id()).distinct().collect(java.util.stream.Collectors.joining(", "));
        throw new IllegalArgumentException("solver '" + options.solver + "' answers none of the " + items.size() + " item(s) ("
            + kinds + "); it handles: " + needs);
      }
      err.println("note: " + r.unhandled() + " item(s) not answered: solver '" + solver.id() + "' does not handle their kind ("
          + needs + ")");
    }
    err.println(String.format(Locale.ROOT, "solved %,d item(s) with %s in %.2f s (%s items/s, %d thread(s))",
        items.size(), solver.id(), r.seconds(), Rates.format("%,.1f", Rates.perSecond(items.size(), r.seconds())), options.threads));
    err.flush();
    return r;
  }
}
