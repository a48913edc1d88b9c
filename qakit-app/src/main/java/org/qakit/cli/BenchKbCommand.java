package org.qakit.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.qakit.bench.KbBenchmark;
import org.qakit.report.TextTable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code qakit bench kb}: lookup and answer latency of a knowledge-base store and the kbqa solver. */
@Command(name = "kb", mixinStandardHelpOptions = true,
    description = {"Time a knowledge-base store (qakit kb build) and the kbqa solver on questions that point into "
        + "it (qakit kb generate --questions): open, train on every second question, then for each other "
        + "question a subject + predicate lookup and a full answer, on one thread: median, 95th percentile "
        + "and maximum (docs/kbqa.md)."})
final class BenchKbCommand implements Callable<Integer> {
  @Option(names = "--kb", required = true, paramLabel = "DIR", description = "the store")
  Path kb;

  @Option(names = "--questions", required = true, paramLabel = "QFILE", description = "nlpcc-kbqa question file with gold triples")
  Path questions;

  @Option(names = "--seed", paramLabel = "SEED", defaultValue = "42", description = "training seed; default: ${DEFAULT-VALUE}")
  long seed;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    var r = KbBenchmark.run(kb, questions, seed);
    var out = spec.commandLine().getOut();
    out.printf(Locale.ROOT, "qakit bench kb: %,d triples; opened in %.0f ms; trained on %,d questions in %.1f s%n%n",
        r.triples(), r.openMs(), r.trainQuestions(), r.trainMs() / 1000);
    var table = new TextTable(List.of("operation", "n", "median ms", "p95 ms", "max ms"));
    table.row(List.of("lookup (subject + predicate)", Integer.toString(r.lookups().ms().length), ms(r.lookups().median()),
        ms(r.lookups().p95()), ms(r.lookups().max())));
    table.row(List.of("answer (link + match + answer)", Integer.toString(r.answers().ms().length), ms(r.answers().median()),
        ms(r.answers().p95()), ms(r.answers().max())));
    out.print(table.render());
    out.printf(Locale.ROOT, "%nAveraged F1 of the measured answers %.4f; heap in use after the run %d MiB of max %d MiB;"
        + " Java %s, %d processor(s)%n", r.f1(), r.usedHeapMb(), r.maxHeapMb(), Runtime.version(), Runtime.getRuntime().availableProcessors());
    out.flush();
    return 0;
  }

  private static String ms(double v) {
    return String.format(Locale.ROOT, "%.2f", v);
  }
}
