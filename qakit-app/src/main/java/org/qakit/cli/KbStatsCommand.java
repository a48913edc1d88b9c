package org.qakit.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.qakit.kb.KbStats;
import org.qakit.kb.KbStore;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code qakit kb stats}: what a knowledge-base store holds, after opening (and so checking) it; on
 * a collection, the statistics its build recorded (the same counts and inputs as the embedded
 * store's qakit-kb.json; Solr's Lucene version, its own build time, bytes 0).
 */
@Command(name = "stats", mixinStandardHelpOptions = true,
    description = {"Print a store's qakit-kb.json (triples, subjects, predicates, names, runs, skipped lines, "
        + "inputs with SHA-256, build time and size) after opening the store.",
        "--json: one JSON object.",
        "--solr URL --collection NAME: the same statistics of a collection (qakit kb build --backend "
        + "solr)."})
final class KbStatsCommand implements Callable<Integer> {
  @Mixin StatsOptions options;

  @Mixin KbSourceOptions source;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    var out = spec.commandLine().getOut();
    if (source.isSolr(options.dir)) {
      try (var kb = source.openSolr()) {
        String json = kb.stats();
        if (json == null) {
          throw new IllegalArgumentException("collection " + kb.collection() + " has no statistics document (built by an older"
              + " qakit); build it again with qakit kb build --backend solr");
        }
        KbStats stats = KbStats.parse(new ObjectMapper().readTree(json), Path.of(kb.describe()));
        options.print(out, stats.toJson(), stats.rows());
      }
    } else {
      try (KbStore store = KbStore.open(options.dir)) {
        options.print(out, store.stats().toJson(), store.stats().rows());
      }
    }
    out.flush();
    return 0;
  }
}
