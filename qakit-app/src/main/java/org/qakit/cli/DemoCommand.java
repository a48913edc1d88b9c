package org.qakit.cli;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.qakit.demo.Demo;
import org.qakit.eval.Bootstrap;
import org.qakit.report.TextTable;
import org.qakit.solve.Solvers;
import picocli.CommandLine.Command;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code qakit demo}: the main job on embedded defaults, on the samples shipped with qakit. */
@Command(name = "demo", mixinStandardHelpOptions = true,
    description = {"Read the small original sample of every format (shipped with qakit), print its counts, and "
        + "score the index-free baselines on it: accuracy for multiple choice, MRR for answer selection; "
        + "then ir, the trained sentence ranker and the neural entail solver (bge-small-zh) on their "
        + "samples.",
        "Needs no data, server or network."})
final class DemoCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    var work = Files.createTempDirectory("qakit-demo");
    try {
      var rows = Demo.run(work);
      var header = new ArrayList<>(List.of("format", "view", "items", "groups", "candidates", "positives", "passages", "triples", "metric"));
      List<String> solvers = Solvers.registry().ids();
      header.addAll(solvers);
      var table = new TextTable(header);
      for (Demo.Row r : rows) {
        var cells = new ArrayList<>(List.of(r.format(), r.view(), count(r, "items"), count(r, "groups"),
            count(r, "candidates"), count(r, "positives"), count(r, "passages"), count(r, "triples"), r.metric()));
        for (String s : solvers) {
          var v = r.scores().get(s);
          var ci = r.intervals().get(s);
          cells.add(v.isPresent()
              ? String.format(Locale.ROOT, "%.4f [%.4f, %.4f]", v.getAsDouble(), ci.low(), ci.high())
              : "-");
        }
        table.row(cells);
      }
      var out = spec.commandLine().getOut();
      out.println("qakit demo: the shipped sample of every format, read and scored with the index-free baselines");
      out.println();
      out.print(table.render());
      out.println();
      out.println("random: seed " + Solvers.RANDOM_SEED + "; word-overlap: shared content words with question, scenario and gold knowledge (if any).");
      out.println("Scores: mean [95% confidence interval: percentile bootstrap over items, "
          + Bootstrap.DEFAULT_SAMPLES + " resamples, seed " + Bootstrap.DEFAULT_SEED + "].");
      out.println();
      out.println("Solvers that need an index, training or a neural encoder, on the samples:");
      out.println();
      var learned = new TextTable(List.of("solver", "setting", "items", "metric", "score"));
      for (var r : org.qakit.demo.LearnedDemo.run(work)) {
        learned.row(List.of(r.solver(), r.setting(), String.valueOf(r.items()), r.metric(),
            String.format(Locale.ROOT, "%.4f [%.4f, %.4f]", r.score(), r.interval().low(), r.interval().high())));
      }
      out.print(learned.render());
      out.println();
      out.println("Samples are tiny (hence the wide intervals): these numbers show the pipeline works, not how good a method is.");
      out.flush();
      return 0;
    } finally {
      try (var walk = Files.walk(work)) {
        walk.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
      }
    }
  }

  private static String count(Demo.Row r, String key) {
    return r.stats().asMap().containsKey(key) ? String.valueOf(r.stats().count(key)) : "-";
  }
}
