package org.qakit.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.qakit.kb.KbStore;
import org.qakit.report.TextTable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code qakit kb stats}: what a knowledge-base store holds, after opening (and so checking) it. */
@Command(name = "stats", mixinStandardHelpOptions = true,
    description = {"Print a store's qakit-kb.json (triples, subjects, predicates, names, runs, skipped lines,",
        "inputs with SHA-256, build time and size) after opening the store. --json: one JSON object."})
final class KbStatsCommand implements Callable<Integer> {
  @Parameters(paramLabel = "DIR", description = "store folder (qakit kb build)")
  Path dir;

  @Option(names = "--json", description = "print one JSON object instead of a table")
  boolean json;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    var out = spec.commandLine().getOut();
    try (KbStore store = KbStore.open(dir)) {
      if (json) {
        out.println(new ObjectMapper().writeValueAsString(store.stats().toJson()));
      } else {
        var table = new TextTable(List.of("statistic", "value"));
        store.stats().rows().forEach((k, v) -> table.row(List.of(k, v)));
        out.print(table.render());
      }
    }
    out.flush();
    return 0;
  }
}
