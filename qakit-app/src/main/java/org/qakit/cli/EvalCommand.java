package org.qakit.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.qakit.dataset.Dataset;
import org.qakit.eval.Bootstrap;
import org.qakit.eval.Evaluation;
import org.qakit.eval.Evaluator;
import org.qakit.eval.PredictionsLayout;
import org.qakit.eval.metric.Metric;
import org.qakit.eval.metric.Metrics;
import org.qakit.report.EvaluationJson;
import org.qakit.report.EvaluationText;
import org.qakit.report.HtmlReport;
import org.qakit.report.ReportHeader;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code qakit eval}: scores a predictions file against a dataset with the metrics that fit its
 * items, with 95% bootstrap intervals and breakdowns. Its options are checked in {@link #call()}
 * rather than declared required, so that subcommands ({@code qakit eval trec …}) can hang off it.
 */
@Command(name = "eval", mixinStandardHelpOptions = true,
    description = {"Score predictions against a dataset with every registered metric of its item kinds (`qakit list "
        + "metrics`), or those given with --metric, each with a 95%% confidence interval (percentile "
        + "bootstrap over items, seeded).",
        "--by breaks the scores down by an item field: kind, group, choices, candidates, answer, or a "
        + "type key such as question_type.",
        "An item without prediction, or a prediction for an id not in the dataset, is an error unless "
        + "--lenient. --json prints one object (keys: docs/evaluation.md); --html writes a self-contained "
        + "report with charts. --task ID [--split S] reads a task's split from the data home instead of "
        + "-f/--input, applies its protocol (WikiQA: only questions with a correct sentence) and defaults "
        + "to its official metrics (`qakit tasks`). Items left out by --ids or a task's protocol are not "
        + "scored, and their predictions are ignored (no --lenient needed).",
        "`qakit eval trec` scores TREC run files as trec_eval does."},
    subcommands = {EvalTrecCommand.class})
final class EvalCommand implements Callable<Integer> {
  @picocli.CommandLine.Mixin TaskOptions task;

  @Option(names = {"-f", "--format"}, paramLabel = "FORMAT", description = "dataset format; `qakit list formats` shows them (required without --task)")
  String format;

  @Option(names = "--view", paramLabel = "VIEW", description = "task view for formats with several; default: the format's first")
  String view;

  @Option(names = "--input", arity = "1", split = ",", paramLabel = "DATA",
      description = "dataset file (or folder, for folder formats); repeat the option or separate with commas for several (required without --task)")
  List<Path> inputs;

  @Option(names = "--ids", paramLabel = "IDS", description = "score only the items listed in this ids file (`qakit data split --write ids`)")
  Path ids;

  @Option(names = "--predictions", paramLabel = "P", description = "the predictions file; needed by eval itself, not by `qakit eval trec` (picocli would demand a mandatory option of the subcommand too)")
  Path predictions;

  @Option(names = "--predictions-format", paramLabel = "F", defaultValue = "qakit",
      description = "qakit (JSONL keyed by item id), nlpcc-dbqa (one score per test line), nlpcc-kbqa (question/answer records), trec (a TREC run of answer-selection items); default: ${DEFAULT-VALUE}")
  String predictionsFormat;

  @Option(names = "--metric", paramLabel = "M", description = "a metric to compute (repeatable); default: every registered metric of the dataset's item kinds")
  List<String> metrics = new ArrayList<>();

  @Option(names = "--by", paramLabel = "FIELD", description = "break the scores down by this item field (repeatable)")
  List<String> by = new ArrayList<>();

  @Option(names = "--json", description = "print one JSON object instead of tables")
  boolean json;

  @Option(names = "--lenient",
      description = "skip malformed dataset records, score items without a prediction as wrong (0 for every metric) and ignore predictions for ids not in the dataset, saying how many")
  boolean lenient;

  @Option(names = "--samples", paramLabel = "N", defaultValue = "" + Bootstrap.DEFAULT_SAMPLES,
      description = "bootstrap resamples behind each interval; default: ${DEFAULT-VALUE}")
  int samples;

  @Option(names = "--bootstrap-samples", hidden = true, paramLabel = "N", description = RetiredSpelling.PREFIX + "--samples")
  int retiredSamples;

  @Option(names = "--seed", paramLabel = "SEED", defaultValue = "" + Bootstrap.DEFAULT_SEED, description = "bootstrap seed; default: ${DEFAULT-VALUE}")
  long seed;

  @Option(names = "--html", paramLabel = "OUT", description = "also write a self-contained HTML report with charts to OUT")
  Path html;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    var missing = new ArrayList<String>();
    if (format == null && !task.given()) {
      missing.add("'--format=FORMAT' (or --task)");
    }
    if (inputs == null && !task.given()) {
      missing.add("'--input=DATA' (or --task)");
    }
    if (predictions == null) {
      missing.add("'--predictions=P'");
    }
    if (!missing.isEmpty()) {
      var e = new CommandLine.ParameterException(spec.commandLine(), "Missing required option(s): " + String.join(", ", missing));
      return spec.commandLine().getParameterExceptionHandler().handleParseException(e, new String[0]);
    }
    PrintWriter err = spec.commandLine().getErr();
    PredictionsLayout layout = PredictionsLayout.of(predictionsFormat);
    ScoredItems scored = task.given() ? task.read(lenient, format, view, inputs, ids)
        : ScoredItems.ofFiles(format, view, lenient, inputs, ids, err);
    List<String> metricIds = metrics.isEmpty() && scored.task() != null ? scored.task().metrics() : metrics;
    List<Metric> chosen = metricIds.stream().map(Metrics::get).toList();
    var evaluator = new Evaluator(chosen, by, new Bootstrap(samples, seed), lenient);
    if (html != null) {
      refuseToOverwrite(html, scored.inputs());
    }
    scored.describe(err);
    Dataset d = scored.dataset();
    Evaluation e;
    try {
      var read = scored.predictions(layout, predictions);
      if (metrics.isEmpty() && scored.task() != null) { // the official metrics, and the diagnostics the predictions allow
        evaluator = new Evaluator(Evaluator.withDiagnostics(chosen, d.items(), read), by, new Bootstrap(samples, seed), lenient);
      }
      e = evaluator.evaluate(d.items(), read);
    } catch (org.qakit.eval.PredictionMismatchException mismatch) {
      throw new IllegalArgumentException(predictions + ": " + mismatch.getMessage(), mismatch);
    }
    report(err, e);
    var header = new ReportHeader(scored.format(), scored.view(), scored.inputs().stream().map(Path::toString).toList(), predictions.toString(),
        layout.id());
    if (html != null) {
      HtmlReport.write(header, e, html);
    }
    var out = spec.commandLine().getOut();
    if (json) {
      out.println(new ObjectMapper().writeValueAsString(EvaluationJson.of(header, e)));
    } else {
      out.print(EvaluationText.render(header, e));
    }
    if (html != null) {
      err.println("wrote " + html);
    }
    out.flush();
    err.flush();
    return 0;
  }

  private static void report(PrintWriter err, Evaluation e) {
    var c = e.coverage();
    if (c.missing() > 0) {
      err.println("--lenient: " + c.missing() + " item(s) had no prediction and were scored 0 (wrong) for every metric: "
          + String.join(", ", c.missingIds()) + (c.missing() > c.missingIds().size() ? ", …" : ""));
    }
    if (c.unknown() > 0) {
      err.println("--lenient: " + c.unknown() + " prediction(s) for ids not in the dataset were ignored: "
          + String.join(", ", c.unknownIds()) + (c.unknown() > c.unknownIds().size() ? ", …" : ""));
    }
    e.unscored().forEach((kind, n) -> err.println("note: " + n + " " + kind + " item(s) not scored: no selected metric scores them"));
  }

  /** The report must not replace one of the files it reports on. */
  private void refuseToOverwrite(Path target, List<Path> inputs) throws java.io.IOException {
    var sources = new ArrayList<Path>(inputs);
    sources.add(predictions);
    for (Path source : sources) {
      if (java.nio.file.Files.exists(target) && java.nio.file.Files.exists(source) && java.nio.file.Files.isSameFile(source, target)) {
        throw new IllegalArgumentException("--html " + target + " is also an input; write the report to another file");
      }
    }
  }
}
