package org.qakit.cli;

import java.util.concurrent.Callable;
import org.qakit.kb.KbStore;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code qakit kb stats}: what a knowledge-base store holds, after opening (and so checking) it. */
@Command(name = "stats", mixinStandardHelpOptions = true,
    description = {"Print a store's qakit-kb.json (triples, subjects, predicates, names, runs, skipped lines,",
        "inputs with SHA-256, build time and size) after opening the store. --json: one JSON object."})
final class KbStatsCommand implements Callable<Integer> {
  @Mixin StatsOptions options;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    var out = spec.commandLine().getOut();
    try (KbStore store = KbStore.open(options.dir)) {
      options.print(out, store.stats().toJson(), store.stats().rows());
    }
    out.flush();
    return 0;
  }
}
