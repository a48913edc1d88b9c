package org.qakit.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.qakit.bench.SearchBenchmark;
import org.qakit.retrieve.Bm25Retriever;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code qakit bench search}: BM25 query latency over an index, one query at a time. */
@Command(name = "search", mixinStandardHelpOptions = true,
    description = {"Time BM25 searches over a qakit index, one query at a time on one thread: a warm-up pass over "
        + "the queries, then --rounds measured passes.",
        "Prints the median (p50) and p95 latency, the mean and queries/s (docs/benchmarks.md); --run "
        + "writes the last pass's hits as a TREC run."})
final class BenchSearchCommand implements Callable<Integer> {
  @Parameters(index = "0", paramLabel = "INDEX", description = "an index folder built by qakit index build")
  Path index;

  @Option(names = "--queries", required = true, paramLabel = "FILE", description = "queries, one per line (blank lines skipped)")
  Path queries;

  @Option(names = "-k", paramLabel = "K", defaultValue = "10", description = "hits per query; default: ${DEFAULT-VALUE}")
  int k;

  @Option(names = "--rounds", paramLabel = "R", defaultValue = "1", description = "measured passes after the warm-up; default: ${DEFAULT-VALUE}")
  int rounds;

  @Option(names = "--run", paramLabel = "FILE", description = "write the last pass's hits as a TREC run file")
  Path run;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    var qs = SearchBenchmark.readQueries(queries);
    try (var retriever = Bm25Retriever.open(index)) {
      var out = spec.commandLine().getOut();
      out.println(SearchBenchmark.run(retriever, qs, k, rounds, run).line("qakit"));
      out.flush();
    }
    return 0;
  }
}
