package org.qakit.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.qakit.analysis.Analysis;
import org.qakit.curate.DedupReport;
import org.qakit.curate.DedupRun;
import org.qakit.dedup.AnalysedTexts;
import org.qakit.dedup.Deduplicator;
import org.qakit.dedup.LabelledPair;
import org.qakit.dedup.LabelledPairsFile;
import org.qakit.model.Item;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code qakit dedup}: near-duplicate clusters within a dataset, or leakage of another split into it. */
@Command(name = "dedup", mixinStandardHelpOptions = true,
    description = {"Find near-duplicate items by GeoSQA's method (docs/curation.md): each item's 10 most similar "
        + "items by BM25, six bag-of-words cosines per pair, a logistic-regression matcher trained on "
        + "labelled pairs (--pairs, or generated from the data with --seed; --real-pairs for hand-labelled real pairs).",
        "Prints the clusters of duplicates; with --against, the items of those files that have a "
        + "near-duplicate in --input (leakage); both sides of every pair are shown. --write-pairs FILE writes the "
        + "generated labelled pairs (item ids and rewrite recipes, no text) and stops."})
final class DedupCommand implements Callable<Integer> {
  @Mixin DatasetOptions dataset;

  @Option(names = "--lang", required = true, paramLabel = "L", description = "language of the items: en, zh or cs")
  String lang;

  @Option(names = "--analyzer", paramLabel = "NAME", description = "the language's named analysis (docs/indexing.md); default: its default")
  String analyzer;

  @Option(names = "--against", paramLabel = "DATA", description = "a second split (same format), e.g. test files: report its items that duplicate an item of --input")
  List<Path> against;

  @Option(names = "--pairs", paramLabel = "FILE", description = "labelled pairs over the items of --input (as --write-pairs writes them); default: generated from --input")
  Path pairs;

  @Option(names = "--real-pairs", paramLabel = "FILE",
      description = "hand-labelled real pairs (benchmarks/dedup/pairs.tsv): train the matcher on them instead (their items are read from the tasks they name)")
  Path realPairs;

  @Option(names = "--write-pairs", paramLabel = "FILE", description = "write the labelled pairs generated from --input to FILE, print the matcher's held-back accuracy, and stop")
  Path writePairs;

  @Option(names = "--anchors", paramLabel = "N", defaultValue = "1000", description = "anchors when generating pairs; default: ${DEFAULT-VALUE}")
  int anchors;

  @Option(names = "--seed", paramLabel = "SEED", defaultValue = "7", description = "seed when generating pairs; default: ${DEFAULT-VALUE}")
  long seed;

  @Option(names = "--suspects", paramLabel = "K", defaultValue = "10", description = "suspects per item; default: ${DEFAULT-VALUE}")
  int suspects;

  @Option(names = "--threshold", paramLabel = "P", defaultValue = "0.5", description = "accept a pair when P(duplicate) >= P; default: ${DEFAULT-VALUE}")
  double threshold;

  @Option(names = "--threads", paramLabel = "N", defaultValue = "1", description = "search threads; default: ${DEFAULT-VALUE}")
  int threads;

  @Option(names = "--json", description = "print one JSON object instead of a table")
  boolean json;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    var out = spec.commandLine().getOut();
    var err = spec.commandLine().getErr();
    List<Item> items = dataset.read(err).items();
    Analysis analysis = Analysis.of(lang, analyzer);
    long start = System.nanoTime();
    if (writePairs != null && pairs != null) {
      throw new IllegalArgumentException("--write-pairs writes generated pairs; it cannot be combined with --pairs");
    }
    if (realPairs != null && (pairs != null || writePairs != null)) {
      throw new IllegalArgumentException("--real-pairs trains on hand-labelled pairs; it cannot be combined with --pairs or --write-pairs");
    }
    DedupRun run;
    try (var phase = Heartbeat.start(err, "training the duplicate matcher")) {
      run = realPairs != null ? DedupRun.trainOnReal(items, analysis, realPairs, seed, org.qakit.task.DataHome.locate(), Path.of(""))
          : DedupRun.train(items, analysis, pairs, anchors, seed, threshold);
      phase.done();
    }
    if (writePairs != null) {
      LabelledPairsFile.write(writePairs, run.pairs());
      long positives = run.pairs().stream().filter(p -> p.label() == 1).count();
      long held = run.pairs().stream().filter(LabelledPair::heldOut).count();
      out.println("wrote " + run.pairs().size() + " labelled pair(s) (" + positives + " duplicate, "
          + (run.pairs().size() - positives) + " not; " + held + " held back) to " + writePairs);
      out.println(DedupReport.accuracyLine(run.accuracy()));
      out.flush();
      return 0;
    }
    err.println(DedupReport.accuracyLine(run.accuracy()));
    var dedup = new Deduplicator(run.matcher(), suspects, threads);
    var mapper = new ObjectMapper().writerWithDefaultPrettyPrinter();
    if (against != null && !against.isEmpty()) {
      List<Item> other = DatasetOptions.read(dataset.format, dataset.view, dataset.lenient, against, err).items();
      List<AnalysedTexts> test = DedupRun.analyse(other, run.analyzer());
      Deduplicator.Leakage l;
      try (var phase = Heartbeat.start(err, "searching --against for near-duplicates")) {
        l = dedup.leakage(run.items(), test);
        phase.done();
      }
      if (json) {
        out.println(mapper.writeValueAsString(DedupReport.leakageJson(l, run.items(), test, run.accuracy())));
      } else {
        out.print(DedupReport.leakageTable(l, run.items(), test));
        out.println(String.format(Locale.ROOT, "%d of %d item(s) of --against have a near-duplicate among the %d item(s) of --input"
            + " (leakage rate %.4f)", l.leaks().size(), l.testItems(), l.trainItems(), l.rate()));
      }
    } else {
      Deduplicator.Result r;
      try (var phase = Heartbeat.start(err, "searching for near-duplicates")) {
        r = dedup.within(run.items());
        phase.done();
      }
      if (json) {
        out.println(mapper.writeValueAsString(DedupReport.clustersJson(r, run.items(), run.accuracy())));
      } else {
        out.print(DedupReport.clustersTable(r, run.items()));
        out.println(String.format(Locale.ROOT, "%d cluster(s) of near-duplicates (%d item(s)) among %d item(s); %d suspect"
            + " pair(s) scored, %d accepted", r.clusters().size(), r.clusters().stream().mapToInt(c -> c.members().size()).sum(),
            r.items(), r.suspectPairs(), r.accepted().size()));
      }
    }
    err.println(String.format(Locale.ROOT, "done in %.1f s", (System.nanoTime() - start) / 1e9));
    out.flush();
    err.flush();
    return 0;
  }
}
