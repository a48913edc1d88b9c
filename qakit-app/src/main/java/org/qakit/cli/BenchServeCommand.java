package org.qakit.cli;

import java.nio.file.Files;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Callable;
import org.qakit.bench.ServeBenchmark;
import org.qakit.report.TextTable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code qakit bench serve}: requests/s and latency of qakit serve's record list, record pages and answer API under concurrent clients. */
@Command(name = "serve", mixinStandardHelpOptions = true,
    description = {"Start qakit serve on loopback (H2 in a temporary folder), fill one project with --records "
        + "records of about --record-bytes bytes, sign in --clients annotators and load its record list "
        + "(all its pages in turn), then its record pages (every record, shuffled), in closed loops for "
        + "--seconds each (pausing --think-ms between requests); then ask POST /api/v1/answer a "
        + "four-option question from as many clients, once per --solver.",
        "Prints requests/s, median, p95, p99 and max latency, CPU and heap allocated per request "
        + "(docs/benchmarks.md)."})
final class BenchServeCommand implements Callable<Integer> {
  @Option(names = "--records", paramLabel = "N", defaultValue = "200", description = "records in the project; default: ${DEFAULT-VALUE}")
  int records;

  @Option(names = "--record-bytes", paramLabel = "BYTES", defaultValue = "200",
      description = "about how many bytes each record's source article has (10,000 records of 100 KB: 100000); default: ${DEFAULT-VALUE}")
  int recordBytes;

  @Option(names = "--measure", paramLabel = "WHAT", split = ",", defaultValue = "list,page,api",
      description = "what to measure, of list (the record list), page (record pages), api (the answer API); default: ${DEFAULT-VALUE}")
  Set<String> measure;

  @Option(names = "--clients", paramLabel = "N", defaultValue = "20", description = "concurrent clients; default: ${DEFAULT-VALUE}")
  int clients;

  @Option(names = "--seconds", paramLabel = "S", defaultValue = "10", description = "seconds per measurement; default: ${DEFAULT-VALUE}")
  int seconds;

  @Option(names = "--warmup-seconds", paramLabel = "S", defaultValue = "10",
      description = "seconds of unmeasured saturating load before each measurement (JIT compilation, caches); default: ${DEFAULT-VALUE}")
  int warmupSeconds;

  @Option(names = "--think-ms", paramLabel = "MS", defaultValue = "0",
      description = "mean pause of an annotator between record-list requests, drawn from [T/2, 3T/2]; 0: none (saturating); default: ${DEFAULT-VALUE}")
  long thinkMs;

  @Option(names = "--keep-data",
      description = "keep the benchmark's database folder (1 GB at 10,000 records of 100 KB) to look at; default: deleted at the end")
  boolean keepData;

  @Option(names = "--solver", paramLabel = "S", description = "solvers of the answer API; default: word-overlap, random")
  List<String> solvers = new ArrayList<>();

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    if (warmupSeconds < 0) {
      throw new IllegalArgumentException("--warmup-seconds must not be negative, got " + warmupSeconds);
    }
    if (thinkMs < 0) {
      throw new IllegalArgumentException("--think-ms must not be negative, got " + thinkMs);
    }
    var benchSpec = new ServeBenchmark.Spec(records, recordBytes, clients, Duration.ofSeconds(warmupSeconds), Duration.ofSeconds(seconds),
        Duration.ofMillis(thinkMs), solvers.isEmpty() ? List.of("word-overlap", "random") : solvers, measure);
    var work = Files.createTempDirectory("qakit-bench-serve");
    List<org.qakit.bench.LoadClient.Result> results;
    try {
      results = ServeBenchmark.run(work, benchSpec, spec.commandLine().getErr());
    } finally {
      if (!keepData) {
        org.apache.commons.io.file.PathUtils.deleteDirectory(work);
      }
    }
    var table = new TextTable(List.of("target", "clients", "requests", "errors", "requests/s", "median ms", "p95 ms", "p99 ms", "max ms",
        "CPU ms/request", "alloc KiB/request", "load avg"));
    for (var r : results) {
      table.row(List.of(r.target(), Integer.toString(r.clients()), Long.toString(r.requests()), Long.toString(r.errors()),
          f1(r.perSecond()), f2(r.percentile(0.5)), f2(r.percentile(0.95)), f2(r.percentile(0.99)), f2(r.percentile(1.0)),
          f2(r.cpuMsPerRequest()), f1(r.allocatedKibPerRequest()), f1(r.loadAverage())));
    }
    var out = spec.commandLine().getOut();
    out.print(table.render());
    // the collector shapes the tail (docs/benchmarks.md): name it beside the figures
    String collectors = String.join(", ", java.lang.management.ManagementFactory.getGarbageCollectorMXBeans().stream()
        .map(java.lang.management.GarbageCollectorMXBean::getName).toList());
    out.printf(Locale.ROOT, "%nJava %s, %d processor(s), collector %s; %s%n", Runtime.version(),
        Runtime.getRuntime().availableProcessors(), collectors,
        keepData ? "the database is left in " + work : "the database was deleted (--keep-data keeps it)");
    out.flush();
    return 0;
  }

  /** One decimal, or "-" for a figure that was not measured (no request answered in a short, loaded run): never NaN. */
  private static String f1(double v) {
    return org.qakit.report.Rates.format("%.1f", v);
  }

  /** Two decimals, or "-" as {@link #f1}. */
  private static String f2(double v) {
    return org.qakit.report.Rates.format("%.2f", v);
  }
}
