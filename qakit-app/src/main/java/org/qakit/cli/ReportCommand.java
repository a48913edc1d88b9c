package org.qakit.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.qakit.eval.Bootstrap;
import org.qakit.eval.significance.PairedBootstrap;
import org.qakit.io.AtomicFile;
import org.qakit.report.Leaderboard;
import org.qakit.report.LeaderboardBuilder;
import org.qakit.report.ReportFormat;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code qakit report}: leaderboards of several runs, per task split, as Markdown, LaTeX, CSV or an HTML page. */
@Command(name = "report", mixinStandardHelpOptions = true,
    description = {"Leaderboards of several runs, one per task split.",
        "Systems are ranked by the task's headline metric; every official metric comes with its 95%% "
            + "bootstrap interval; each system is tested against the best one and the --baseline (paired "
            + "bootstrap and approximate randomization, as `qakit compare`); the task's published anchors "
            + "stand beside, marked as published. A RUN is a run record (*.run.json) or a predictions file "
            + "with its record beside it, as `qakit run -o` and `qakit solve -o` write them. Markdown goes to "
            + "stdout; -o OUT picks the format by its extension (.md, .tex, .csv, .html). See docs/report.md."})
final class ReportCommand implements Callable<Integer> {

  @Parameters(arity = "1..*", paramLabel = "RUN", description = "run records or predictions files with their records beside them")
  List<Path> runs = new ArrayList<>();

  @Option(names = "--baseline", paramLabel = "RUN", description = "compare every system with this run too (added to the runs if not among them)")
  Path baseline;

  @Option(names = "--to", paramLabel = "FORMAT", description = "markdown, latex, csv or html; default: from -o's extension, else markdown")
  String format;

  @Option(names = {"-o", "--output"}, paramLabel = "OUT", description = "write here instead of stdout (whole or not at all)")
  Path output;

  @Option(names = "--samples", paramLabel = "N", defaultValue = "" + PairedBootstrap.DEFAULT_SAMPLES,
      description = "bootstrap resamples and randomization rounds of the significance tests (default: ${DEFAULT-VALUE})")
  int samples;

  @Option(names = "--seed", paramLabel = "SEED", defaultValue = "" + Bootstrap.DEFAULT_SEED, description = "seed of the intervals and tests (default: ${DEFAULT-VALUE})")
  long seed;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    ReportFormat chosen = format != null ? ReportFormat.of(format) : output != null ? ReportFormat.forFile(output) : ReportFormat.MARKDOWN;
    var err = spec.commandLine().getErr();
    long start = System.nanoTime();
    var builder = new LeaderboardBuilder(new Leaderboard.Settings(Bootstrap.DEFAULT_SAMPLES, samples, seed));
    var boards = new ArrayList<Leaderboard>();
    for (ReportRuns.Group g : ReportRuns.load(runs, baseline, err)) {
      ScoredItems s = g.scored();
      String dataset = s.format() + (s.view() == null ? "" : " " + s.view()) + ": "
          + String.join(", ", s.inputs().stream().map(p -> String.valueOf(p.getFileName())).toList());
      String protocol = s.task() == null ? (s.excluded().isEmpty() ? "every item read" : "the items of the ids file") : s.task().protocol().description();
      Leaderboard board = builder.build(s.task(), s.split(), dataset, protocol, s.dataset().items(), g.systems(), g.baseline());
      board.disagreements().forEach(line -> err.println("note: " + line));
      boards.add(board);
    }
    String text = chosen.render(boards);
    if (output == null) {
      spec.commandLine().getOut().print(text);
      spec.commandLine().getOut().flush();
    } else {
      AtomicFile.write(output, out -> out.write(text));
    }
    err.println(String.format(java.util.Locale.ROOT, "report: %d run(s) on %d leaderboard(s) (%s) in %.1f s%s",
        boards.stream().mapToInt(b -> b.entries().size()).sum(), boards.size(),
        String.join("; ", boards.stream().map(b -> b.title() + ", " + b.items() + " items, best " + b.entries().get(0).system().label()).toList()),
        (System.nanoTime() - start) / 1e9, output == null ? "" : "; wrote " + output + " (" + chosen.id() + ")"));
    err.flush();
    return 0;
  }
}
