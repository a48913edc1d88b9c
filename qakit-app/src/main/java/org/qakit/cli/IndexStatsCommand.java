package org.qakit.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.qakit.index.IndexStats;
import org.qakit.report.TextTable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code qakit index stats}: what an index holds and how it was built, checked against the index. */
@Command(name = "stats", mixinStandardHelpOptions = true,
    description = {"Print an index's qakit-index.json (documents, unique and total terms, analyzer,",
        "Lucene and qakit versions, BM25 parameters, inputs with SHA-256) after checking its",
        "document count against the index. With --json, the file's JSON object on one line."})
final class IndexStatsCommand implements Callable<Integer> {
  @Parameters(paramLabel = "DIR", description = "index folder")
  Path dir;

  @Option(names = "--json", description = "print one JSON object instead of a table")
  boolean json;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    var out = spec.commandLine().getOut();
    IndexStats stats = IndexStats.read(dir);
    if (json) {
      out.println(new ObjectMapper().writeValueAsString(stats.toJson()));
    } else {
      var table = new TextTable(List.of("statistic", "value"));
      stats.rows().forEach((k, v) -> table.row(List.of(k, v)));
      out.print(table.render());
    }
    out.flush();
    return 0;
  }
}
