package org.qakit.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.qakit.curate.RealPairsRun;
import org.qakit.dedup.RealPairsEvaluation;
import org.qakit.task.DataHome;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code qakit dedup-pairs evaluate}: the matcher trained and measured on hand-labelled real pairs. */
@Command(name = "evaluate", mixinStandardHelpOptions = true,
    description = {"Train the near-duplicate matcher on hand-labelled real pairs and measure it as GeoSQA did: "
        + "a 60/20/20 split grouped so that no item is in two parts, the threshold chosen on dev, "
        + "accuracy, precision and recall on test (docs/curation.md).",
        "With --generated, a matcher trained on generated pairs is measured on the same test part."})
final class DedupPairsEvaluateCommand implements Callable<Integer> {
  @Option(names = "--input", required = true, paramLabel = "DATA", description = "the labelled pairs file (benchmarks/dedup/pairs.tsv)")
  Path input;

  @Option(names = "--split", split = ",", paramLabel = "S", defaultValue = "train,dev",
      description = "the splits of each task whose items the pairs name; default: ${DEFAULT-VALUE}")
  List<String> splits;

  @Option(names = "--seed", paramLabel = "SEED", defaultValue = "7", description = "seed of the 60/20/20 split; default: ${DEFAULT-VALUE}")
  long seed;

  @Option(names = "--generated", paramLabel = "TASK=FILE",
      description = "a generated-pairs file (`qakit dedup --write-pairs`) over the items of TASK; repeatable")
  Map<String, Path> generated = new LinkedHashMap<>();

  @Option(names = "--json", description = "print one JSON object instead of lines")
  boolean json;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    var out = spec.commandLine().getOut();
    var err = spec.commandLine().getErr();
    long start = System.nanoTime();
    RealPairsRun run;
    try (var phase = Heartbeat.start(err, "reading the items and training the matcher")) {
      run = RealPairsRun.run(input, splits, seed, generated, DataHome.locate(), Path.of(""));
      phase.done();
    }
    var r = run.result();
    if (json) {
      var mapper = new ObjectMapper();
      ObjectNode o = mapper.createObjectNode();
      o.put("pairs", run.pairs().size());
      o.put("duplicates", run.pairs().stream().filter(p -> p.duplicate()).count());
      o.put("trainPairs", r.train());
      o.put("threshold", r.matcher().threshold());
      o.set("dev", mapper.valueToTree(r.devScores()));
      o.set("test", mapper.valueToTree(r.testScores()));
      ObjectNode g = o.putObject("generated");
      run.generated().forEach((k, v) -> g.set(k, mapper.valueToTree(v)));
      out.println(mapper.writerWithDefaultPrettyPrinter().writeValueAsString(o));
    } else {
      out.println(String.format(Locale.ROOT, "%d labelled pair(s), %d duplicate; train %d, dev %d, test %d; threshold %.2f (chosen on dev)",
          run.pairs().size(), run.pairs().stream().filter(p -> p.duplicate()).count(), r.train(), r.dev(), r.testScores().pairs(),
          r.matcher().threshold()));
      out.println(line("dev", r.devScores()));
      out.println(line("test", r.testScores()) + "  (GeoSQA: accuracy 0.953 on its own pairs)");
      run.generated().forEach((k, v) -> out.println(line("test, matcher trained on generated " + k, v)));
    }
    err.println(String.format(Locale.ROOT, "done in %.1f s", (System.nanoTime() - start) / 1e9));
    out.flush();
    return 0;
  }

  private static String line(String what, RealPairsEvaluation.Scores s) {
    return String.format(Locale.ROOT, "%s: accuracy %.4f, precision %.4f, recall %.4f, f1 %.4f on %d pair(s) (%d duplicate)", what,
        s.accuracy(), s.precision(), s.recall(), s.f1(), s.pairs(), s.duplicates());
  }
}
