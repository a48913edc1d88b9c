package org.qakit.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import org.qakit.dataset.Dataset;
import org.qakit.eval.Bootstrap;
import org.qakit.eval.ItemScores;
import org.qakit.eval.PredictionsFile;
import org.qakit.eval.metric.Metric;
import org.qakit.eval.metric.Metrics;
import org.qakit.eval.significance.ApproximateRandomization;
import org.qakit.eval.significance.PairedBootstrap;
import org.qakit.eval.significance.PairedComparison;
import org.qakit.model.Item;
import org.qakit.report.TextTable;
import org.qakit.solve.Prediction;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code qakit compare}: paired significance of two predictions files on the same dataset. */
@Command(name = "compare", mixinStandardHelpOptions = true,
    description = {"Compare two systems' predictions files on one dataset, metric by metric: both scores, the "
        + "difference A − B with its 95%% paired-bootstrap interval, two-sided p-values from the paired "
        + "bootstrap and approximate randomization (seeded), and the items each system wins.",
        "Every item that counts needs a prediction in both files. --task ID [--split S] reads a task's "
        + "split and compares on the items its protocol counts, with its official metrics; --ids limits to "
        + "the items of an ids file. See docs/significance.md."})
final class CompareCommand implements Callable<Integer> {

  @Option(names = "--predictions", required = true, arity = "1", paramLabel = "P",
      description = "predictions of system A, then of system B: give the option twice")
  List<Path> predictions;

  @Parameters(arity = "0..2", hidden = true, paramLabel = "A B", description = RetiredSpelling.PREFIX + "--predictions")
  List<Path> retiredPredictions;

  Path a;
  Path b;

  @picocli.CommandLine.Mixin TaskOptions task;

  @Option(names = "--ids", paramLabel = "IDS", description = "compare only on the items listed in this ids file (`qakit data split --write ids`)")
  Path ids;

  @Option(names = {"-f", "--format"}, paramLabel = "FORMAT", description = "dataset format; `qakit list formats` shows them (required without --task)")
  String format;

  @Option(names = "--view", paramLabel = "VIEW", description = "task view for formats with several; default: the format's first")
  String view;

  @Option(names = "--input", arity = "1", split = ",", paramLabel = "DATA",
      description = "dataset file (or folder, for folder formats); repeat the option or separate with commas for several (required without --task)")
  List<Path> input;

  @Option(names = "--predictions-format", paramLabel = "F", defaultValue = "qakit",
      description = "layout of both --predictions files: qakit (JSONL keyed by item id), nlpcc-dbqa (one score per test line), nlpcc-kbqa (question/answer records); default: ${DEFAULT-VALUE}")
  String predictionsFormat;

  @Option(names = "--metric", paramLabel = "M",
      description = "metric to compare on (repeatable; `qakit list metrics`); default: every metric for the item kinds present")
  List<String> metrics;

  @Option(names = "--samples", paramLabel = "N", defaultValue = "" + PairedBootstrap.DEFAULT_SAMPLES,
      description = "bootstrap resamples and randomization rounds (default: ${DEFAULT-VALUE})")
  int samples;

  @Option(names = "--seed", paramLabel = "SEED", defaultValue = "" + Bootstrap.DEFAULT_SEED, description = "seed of both tests (default: ${DEFAULT-VALUE})")
  long seed;

  @Option(names = "--json", description = "print one JSON object instead of a table")
  boolean json;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws IOException {
    var bootstrap = new PairedBootstrap(samples, seed);
    var randomization = new ApproximateRandomization(samples, seed);
    if (predictions.size() != 2) {
      throw new IllegalArgumentException(
          "compare takes two predictions files, --predictions A --predictions B; got " + predictions.size());
    }
    a = predictions.get(0);
    b = predictions.get(1);
    var err = spec.commandLine().getErr();
    ScoredItems scored = scoredItems(err);
    scored.describe(err);
    List<Item> items = scored.dataset().items();
    var byId = PredictionsFile.byId(items);
    var layout = org.qakit.eval.PredictionsLayout.of(predictionsFormat);
    Map<String, Prediction> predictionsA = predictions(scored.predictions(layout, a), a, items, byId);
    Map<String, Prediction> predictionsB = predictions(scored.predictions(layout, b), b, items, byId);
    var results = new ArrayList<PairedComparison>();
    List<String> taskMetrics = scored.task() == null ? List.of() : scored.task().metrics();
    for (Metric metric : chosenMetrics(taskMetrics, items, predictionsA, predictionsB)) {
      results.add(PairedComparison.of(scores(metric, items, predictionsA, a), scores(metric, items, predictionsB, b), bootstrap, randomization));
    }
    var out = spec.commandLine().getOut();
    if (json) {
      printJson(out, results);
    } else {
      printTable(out, results);
    }
    out.flush();
    return 0;
  }

  private ScoredItems scoredItems(PrintWriter err) throws IOException {
    if (task.given()) {
      return task.read(false, format, view, input, ids);
    }
    if (format == null || input == null) {
      throw new picocli.CommandLine.ParameterException(spec.commandLine(), "Missing required option(s): "
          + (format == null ? "'--format=FORMAT' (or --task)" : "") + (format == null && input == null ? ", " : "")
          + (input == null ? "'--input=DATA' (or --task)" : ""));
    }
    return ScoredItems.ofFiles(format, view, false, input, ids, err);
  }

  private static Map<String, Prediction> predictions(Map<String, Prediction> predictions, Path file, List<Item> items, Map<String, Item> byId) {
    List<String> missing = items.stream().map(Item::id).filter(id -> !predictions.containsKey(id)).toList();
    if (!missing.isEmpty()) {
      throw new IllegalArgumentException(file + ": expected a prediction for every item, found none for " + missing.size() + " of " + items.size() + ": " + ids(missing));
    }
    List<String> unknown = predictions.keySet().stream().filter(id -> !byId.containsKey(id)).toList();
    if (!unknown.isEmpty()) {
      throw new IllegalArgumentException(file + ": expected predictions for items of the dataset, found " + unknown.size() + " for unknown ids: " + ids(unknown));
    }
    return predictions;
  }

  private static String ids(List<String> ids) {
    return org.qakit.eval.Ids.abbreviate(ids);
  }

  private List<Metric> chosenMetrics(List<String> taskMetrics, List<Item> items, Map<String, Prediction> a, Map<String, Prediction> b) {
    List<String> ids = metrics != null ? metrics : taskMetrics;
    List<Metric> requested = ids.stream().map(Metrics::get).toList();
    return org.qakit.eval.Evaluator.metricsFor(requested, items, List.of(a, b));
  }

  private static ItemScores scores(Metric metric, List<Item> items, Map<String, Prediction> predictions, Path file) {
    try {
      return ItemScores.of(metric, items, predictions);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(file + ": " + e.getMessage(), e);
    }
  }

  private void printTable(PrintWriter out, List<PairedComparison> results) {
    out.println("A: " + a);
    out.println("B: " + b);
    out.println();
    var table = new TextTable(List.of("metric", "items", "A", "B", "A−B", "95% CI", "p bootstrap", "p randomization", "A>B", "A<B", "A=B"));
    for (PairedComparison c : results) {
      table.row(List.of(c.metric(), String.valueOf(c.items()), fixed(c.scoreA()), fixed(c.scoreB()), signed(c.delta()),
          "[" + signed(c.interval().low()) + ", " + signed(c.interval().high()) + "]",
          p(c.bootstrap().p()), p(c.randomization().p()),
          String.valueOf(c.outcomes().wins()), String.valueOf(c.outcomes().losses()), String.valueOf(c.outcomes().ties())));
    }
    out.print(table.render());
    out.println();
    out.println("p: two-sided, paired bootstrap (" + samples + " resamples) and approximate randomization (" + samples
        + " rounds), seed " + seed + "; the smallest p they can give is 1/" + (samples + 1) + ".");
    out.println("A>B, A<B, A=B: items where A's per-item value is higher, lower, equal.");
  }

  private void printJson(PrintWriter out, List<PairedComparison> results) throws IOException {
    var mapper = new ObjectMapper();
    ObjectNode root = mapper.createObjectNode().put("a", a.toString()).put("b", b.toString()).put("samples", samples).put("seed", seed);
    var array = root.putArray("metrics");
    for (PairedComparison c : results) {
      ObjectNode m = array.addObject().put("metric", c.metric()).put("items", c.items()).put("a", c.scoreA()).put("b", c.scoreB()).put("delta", c.delta());
      m.putObject("interval").put("low", c.interval().low()).put("high", c.interval().high()).put("level", c.interval().level());
      m.put("pBootstrap", c.bootstrap().p()).put("pRandomization", c.randomization().p());
      m.put("wins", c.outcomes().wins()).put("losses", c.outcomes().losses()).put("ties", c.outcomes().ties());
    }
    out.println(mapper.writeValueAsString(root));
  }

  private static String fixed(double v) {
    return String.format(Locale.ROOT, "%.4f", v);
  }

  private static String signed(double v) {
    return String.format(Locale.ROOT, "%+.4f", v);
  }

  private static String p(double v) {
    return v < 5e-5 ? String.format(Locale.ROOT, "%.1e", v) : String.format(Locale.ROOT, "%.4f", v);
  }
}
