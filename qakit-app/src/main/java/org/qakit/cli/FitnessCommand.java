package org.qakit.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.apache.lucene.analysis.Analyzer;
import org.qakit.analysis.Analysis;
import org.qakit.corpus.Corpus;
import org.qakit.curate.FitnessRun;
import org.qakit.fitness.FitnessEvaluation;
import org.qakit.fitness.PassageFitness;
import org.qakit.report.TextTable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code qakit fitness}: a learned score of how fit passages are for writing questions. */
@Command(name = "fitness", mixinStandardHelpOptions = true,
    description = {"Learn how fit passages are for writing questions (SciQ's passage selection; docs/curation.md): "
        + "passages questions were written from (--fit) against background passages (--unfit), described "
        + "by length, sentences, domain-term log-odds, numbers and variety, scored by a logistic "
        + "regression.",
        "Prints the cross-validated AUC, average precision and P@10 and the weights; with --rank, the -k "
        + "fittest passages of another corpus (the model then trains on everything)."})
final class FitnessCommand implements Callable<Integer> {
  @Option(names = "--fit", required = true, paramLabel = "ID=PATH", description = "a corpus of fit passages (importer=path; repeat for several)")
  List<String> fit;

  @Option(names = "--unfit", required = true, paramLabel = "ID=PATH", description = "a background corpus of unfit passages (repeat for several)")
  List<String> unfit;

  @Option(names = "--rank", paramLabel = "ID=PATH", description = "a corpus to rank by fitness (repeat for several)")
  List<String> rank;

  @Option(names = "--lang", required = true, paramLabel = "L", description = "language of the passages: en, zh or cs")
  String lang;

  @Option(names = "--analyzer", paramLabel = "NAME", description = "the language's named analysis (docs/indexing.md); default: its default")
  String analyzer;

  @Option(names = "--sample", paramLabel = "N", defaultValue = "5000", description = "passages kept per side at most (seeded reservoir sample); default: ${DEFAULT-VALUE}")
  int sample;

  @Option(names = "--folds", paramLabel = "K", defaultValue = "5", description = "cross-validation folds; default: ${DEFAULT-VALUE}")
  int folds;

  @Option(names = "--seed", paramLabel = "SEED", defaultValue = "7", description = "seed of the samples and folds; default: ${DEFAULT-VALUE}")
  long seed;

  @Option(names = "-k", paramLabel = "K", defaultValue = "10", description = "passages --rank prints; default: ${DEFAULT-VALUE}")
  int k;

  @Option(names = "--json", description = "print one JSON object instead of tables")
  boolean json;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    var out = spec.commandLine().getOut();
    Analyzer an = Analysis.of(lang, analyzer).analyzer();
    FitnessRun.Side fitSide = FitnessRun.sample(corpus(fit), sample, seed, java.util.Set.of());
    FitnessRun.Side unfitSide = FitnessRun.sample(corpus(unfit), sample, seed + 1, FitnessRun.texts(fitSide.passages()));
    var fitFeatures = FitnessRun.analyse(an, fitSide.passages());
    var unfitFeatures = FitnessRun.analyse(an, unfitSide.passages());
    FitnessEvaluation cv = FitnessEvaluation.crossValidate(an, fitFeatures, unfitFeatures, folds, seed);
    PassageFitness model = PassageFitness.train(an, fitFeatures, unfitFeatures);
    List<FitnessRun.Ranked> top = List.of();
    if (rank != null) {
      var exclude = new HashSet<>(FitnessRun.texts(fitSide.passages()));
      exclude.addAll(FitnessRun.texts(unfitSide.passages()));
      top = FitnessRun.rank(model, an, corpus(rank), k, exclude);
    }
    if (json) {
      var mapper = new ObjectMapper();
      ObjectNode o = mapper.createObjectNode();
      o.putObject("fit").put("read", fitSide.read()).put("used", fitSide.passages().size());
      o.putObject("unfit").put("read", unfitSide.read()).put("used", unfitSide.passages().size());
      o.putObject("cross-validation").put("folds", cv.folds()).put("auc", cv.auc())
          .put("average-precision", cv.averagePrecision()).put("p@10", cv.precisionAt10());
      ObjectNode w = o.putObject("weights");
      model.weights().forEach(w::put);
      ArrayNode ranked = o.putArray("ranked");
      top.forEach(r -> ranked.addObject().put("id", r.passage().id()).put("score", r.score()).put("text", r.passage().text()));
      out.println(mapper.writerWithDefaultPrettyPrinter().writeValueAsString(o));
    } else {
      var sides = new TextTable(List.of("side", "passages read", "used"));
      sides.row(List.of("fit", String.valueOf(fitSide.read()), String.valueOf(fitSide.passages().size())));
      sides.row(List.of("unfit", String.valueOf(unfitSide.read()), String.valueOf(unfitSide.passages().size())));
      out.print(sides.render());
      out.println(String.format(Locale.ROOT, "%d-fold cross-validation: AUC %.4f, average precision %.4f, P@10 %.4f",
          cv.folds(), cv.auc(), cv.averagePrecision(), cv.precisionAt10()));
      var weights = new TextTable(List.of("feature", "weight (standardised)"));
      model.weights().forEach((f, v) -> weights.row(List.of(f, String.format(Locale.ROOT, "%+.4f", v))));
      out.print(weights.render());
      if (!top.isEmpty()) {
        var t = new TextTable(List.of("rank", "score", "id", "text"));
        int r = 0;
        for (var x : top) {
          String text = x.passage().text().strip().replaceAll("\\s+", " ");
          t.row(List.of(String.valueOf(++r), String.format(Locale.ROOT, "%.4f", x.score()), x.passage().id(),
              text.length() > 90 ? text.substring(0, 87) + "..." : text));
        }
        out.print(t.render());
      }
    }
    out.flush();
    return 0;
  }

  private static Corpus corpus(List<String> specs) {
    return new Corpus(specs.stream().map(Corpus::source).toList());
  }
}
