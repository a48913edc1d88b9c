package org.qakit.cli;

import java.util.concurrent.Callable;
import org.qakit.index.IndexStats;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code qakit index stats}: what an index holds and how it was built, checked against the index. */
@Command(name = "stats", mixinStandardHelpOptions = true,
    description = {"Print an index's qakit-index.json (documents, unique and total terms, analyzer, Lucene and "
        + "qakit versions, BM25 parameters, inputs with SHA-256) after checking its document count against "
        + "the index.",
        "With --json, the file's JSON object on one line."})
final class IndexStatsCommand implements Callable<Integer> {
  @Mixin StatsOptions options;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    var out = spec.commandLine().getOut();
    IndexStats stats = IndexStats.read(options.dir());
    options.print(out, stats.toJson(), stats.rows());
    out.flush();
    return 0;
  }
}
