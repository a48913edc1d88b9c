package org.qakit.cli;

import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.qakit.bench.EvalBenchmark;
import org.qakit.eval.Bootstrap;
import org.qakit.report.TextTable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code qakit bench eval}: times scoring and bootstrap intervals on synthetic answer-selection data. */
@Command(name = "eval", mixinStandardHelpOptions = true,
    description = {"Time the evaluation of answer-selection predictions on synthetic, seeded data: scoring with "
        + "every registered answer-selection metric, the bootstrap intervals, and `qakit eval` end to end, "
        + "next to sorting every question's scores once (the least work a ranking metric needs).",
        "Prints the first run (with JIT warm-up) and the best of --repeats, and how many times longer the "
        + "per-metric path (each metric ranking every item again) takes than the shared one."})
final class BenchEvalCommand implements Callable<Integer> {
  @Option(names = "--questions", paramLabel = "N", defaultValue = "10000", description = "questions; default: ${DEFAULT-VALUE}")
  int questions;

  @Option(names = "--candidates", paramLabel = "M", defaultValue = "30", description = "candidates per question; default: ${DEFAULT-VALUE}")
  int candidates;

  @Option(names = "--samples", paramLabel = "N", defaultValue = "" + Bootstrap.DEFAULT_SAMPLES, description = "bootstrap resamples; default: ${DEFAULT-VALUE}")
  int samples;

  @Option(names = "--seed", paramLabel = "SEED", defaultValue = "" + Bootstrap.DEFAULT_SEED, description = "seed of data and bootstrap; default: ${DEFAULT-VALUE}")
  long seed;

  @Option(names = "--repeats", paramLabel = "R", defaultValue = "5", description = "runs of each phase; default: ${DEFAULT-VALUE}")
  int repeats;

  @Spec CommandSpec spec;

  @Override
  public Integer call() {
    var result = EvalBenchmark.run(new EvalBenchmark.Spec(questions, candidates, samples, seed, repeats));
    var out = spec.commandLine().getOut();
    out.printf(Locale.ROOT, "qakit bench eval: %d questions x %d candidates, %d bootstrap resamples, seed %d, %d repeats%n%n",
        questions, candidates, samples, seed, repeats);
    double sort = result.timings().getFirst().bestMs();
    var table = new TextTable(List.of("phase", "first ms", "best ms", "best / sort"));
    for (var t : result.timings()) {
      table.row(List.of(t.phase(), ms(t.firstMs()), ms(t.bestMs()), String.format(Locale.ROOT, "%.1f", t.bestMs() / sort)));
    }
    out.print(table.render());
    out.println();
    out.println("per-metric path / shared path (best ms, same run): " + String.join(", ", EvalBenchmark.savings(result.timings()).entrySet().stream()
        .map(e -> String.format(Locale.ROOT, "%s %.1fx", e.getKey(), e.getValue())).toList()));
    result.evaluation().scores().forEach(s -> out.printf(Locale.ROOT, "%s %.4f [%.4f, %.4f] over %d questions%n",
        s.metric(), s.score().mean(), s.score().interval().low(), s.score().interval().high(), s.score().n()));
    out.printf(Locale.ROOT, "Java %s, %d processor(s) available, max heap %d MiB%n", Runtime.version(),
        Runtime.getRuntime().availableProcessors(), Runtime.getRuntime().maxMemory() >> 20);
    out.flush();
    return 0;
  }

  private static String ms(double v) {
    return String.format(Locale.ROOT, "%.1f", v);
  }
}
