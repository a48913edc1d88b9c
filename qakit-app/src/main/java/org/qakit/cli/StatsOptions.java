package org.qakit.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.qakit.report.TextTable;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * The folder a stats command ({@code qakit index stats}, {@code qakit kb stats}) reads and how it
 * prints: a two-column table (statistic, value) or, with {@code --json}, the statistics file's
 * object on one line.
 */
final class StatsOptions {
  @Parameters(paramLabel = "DIR", arity = "0..1", description = "${PARENT-COMMAND-NAME} folder (qakit ${PARENT-COMMAND-NAME} build)")
  Path dir;

  /** The folder, which a command without another source needs. */
  Path dir() {
    if (dir == null) {
      throw new IllegalArgumentException("expected a folder DIR, found none");
    }
    return dir;
  }

  @Option(names = "--json", description = "print one JSON object instead of a table")
  boolean json;

  /** Prints {@code json} on one line with --json, else {@code rows} as a table. */
  void print(PrintWriter out, ObjectNode json, Map<String, String> rows) throws Exception {
    if (this.json) {
      out.println(new ObjectMapper().writeValueAsString(json));
    } else {
      var table = new TextTable(List.of("statistic", "value"));
      rows.forEach((k, v) -> table.row(List.of(k, v)));
      out.print(table.render());
    }
  }
}
