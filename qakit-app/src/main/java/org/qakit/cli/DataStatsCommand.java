package org.qakit.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import org.qakit.dataset.DatasetStats;
import org.qakit.report.TextTable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code qakit data stats}: the counts a person checks a dataset by. */
@Command(name = "stats", mixinStandardHelpOptions = true,
    description = {"Count items, groups, candidates and positives, choices per item, gold labels, types, passages "
        + "and triples of a dataset.",
        "With --json, one JSON object (keys: items, groups, candidates, positives, ... where they "
        + "apply)."})
final class DataStatsCommand implements Callable<Integer> {
  @Mixin DatasetOptions dataset;

  @Option(names = "--json", description = "print one JSON object instead of a table")
  boolean json;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    var out = spec.commandLine().getOut();
    var stats = DatasetStats.of(dataset.read(spec.commandLine().getErr())).asMap();
    if (json) {
      out.println(new ObjectMapper().enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS).writeValueAsString(stats));
    } else {
      var table = new TextTable(List.of("statistic", "value"));
      stats.forEach((k, v) -> addRows(table, k, v));
      out.print(table.render());
    }
    out.flush();
    return 0;
  }

  /** One row per statistic; a map of maps (types) becomes one row per inner map, named key.inner. */
  static void addRows(TextTable table, String key, Object v) {
    if (v instanceof Map<?, ?> m && m.values().stream().anyMatch(Map.class::isInstance)) {
      m.forEach((k, inner) -> addRows(table, key + "." + k, inner));
    } else if (v instanceof Map<?, ?> m) {
      table.row(List.of(key, m.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining(" "))));
    } else {
      table.row(List.of(key, String.valueOf(v)));
    }
  }
}
