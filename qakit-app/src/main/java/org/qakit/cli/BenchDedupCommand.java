package org.qakit.cli;

import java.util.Locale;
import java.util.concurrent.Callable;
import org.qakit.analysis.Analysis;
import org.qakit.bench.DedupBenchmark;
import org.qakit.report.Rates;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code qakit bench dedup}: how long near-duplicate detection takes on many generated items. */
@Command(name = "dedup", mixinStandardHelpOptions = true,
    description = {"Time qakit dedup on --items generated multiple-choice items whose words are drawn from the real "
        + "items of PATH (every 50th item a rewritten copy of an earlier one): matcher training on "
        + "generated pairs, then suspects, features, decisions and clusters (docs/benchmarks.md)."})
final class BenchDedupCommand implements Callable<Integer> {
  @Mixin DatasetOptions dataset;

  @Option(names = "--lang", required = true, paramLabel = "L", description = "language of the items: en, zh or cs")
  String lang;

  @Option(names = "--items", paramLabel = "N", defaultValue = "100000", description = "items to generate; default: ${DEFAULT-VALUE}")
  int items;

  @Option(names = "--seed", paramLabel = "SEED", defaultValue = "7", description = "generation seed; default: ${DEFAULT-VALUE}")
  long seed;

  @Option(names = "--threads", paramLabel = "N", defaultValue = "2", description = "search threads; default: ${DEFAULT-VALUE}")
  int threads;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    if (items < 2) {
      throw new IllegalArgumentException("expected --items of at least 2, found " + items);
    }
    var real = dataset.read(spec.commandLine().getErr()).items();
    var r = DedupBenchmark.run(real, items, seed, Analysis.of(lang, null), threads);
    var out = spec.commandLine().getOut();
    out.printf(Locale.ROOT, "qakit bench dedup: %,d generated items (words of %,d real items), %d thread(s)%n", r.items(), real.size(), threads);
    out.printf(Locale.ROOT, "matcher training (analysis of all items, pair generation, fit): %.1f s%n", r.trainSeconds());
    out.printf(Locale.ROOT, "dedup (index, 10 suspects each, features, decisions, clusters): %.1f s (%s items/s)%n",
        r.dedupSeconds(), Rates.format("%.0f", Rates.perSecond(r.items(), r.dedupSeconds())));
    out.printf(Locale.ROOT, "%,d suspect pairs scored, %,d accepted, %,d clusters (%,d copies injected); heap in use %d MiB;"
        + " Java %s, %d processor(s)%n", r.suspectPairs(), r.accepted(), r.clusters(), r.injected(), r.usedHeapMb(),
        Runtime.version(), Runtime.getRuntime().availableProcessors());
    out.flush();
    return 0;
  }
}
