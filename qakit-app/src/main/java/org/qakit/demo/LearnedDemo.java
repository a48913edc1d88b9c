package org.qakit.demo;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.qakit.dataset.Dataset;
import org.qakit.corpus.Importers;
import org.qakit.dataset.Samples;
import org.qakit.encode.EncoderConfig;
import org.qakit.encode.Models;
import org.qakit.encode.OnnxEncoder;
import org.qakit.eval.Bootstrap;
import org.qakit.eval.ItemScores;
import org.qakit.eval.metric.Metric;
import org.qakit.eval.metric.Metrics;
import org.qakit.format.Formats;
import org.qakit.format.ReadOptions;
import org.qakit.index.IndexBuilder;
import org.qakit.index.IndexProgress;
import org.qakit.index.PassageSource;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Item;
import org.qakit.model.Passage;
import org.qakit.retrieve.Bm25Retriever;
import org.qakit.select.SentenceRanker;
import org.qakit.solve.Prediction;
import org.qakit.solve.Solver;
import org.qakit.solve.choice.IrSolver;
import org.qakit.solve.entail.EncoderSupport;
import org.qakit.solve.entail.EntailSolver;
import org.qakit.text.Language;

/**
 * The demo's second part: the solvers that need an index or training, on the shipped samples —
 * {@code ir} over a BM25 index of the QuaRTz sample's knowledge sentences, answering its
 * questions; the sentence ranker trained on one WikiQA sample file and scored on the other; and
 * the neural {@code entail} solver (GeoSQA's entailment setting) over a BM25 index of the GKMC
 * sample's evidence sentences, support scored by bge-small-zh cosine (no embedding cache: the
 * sample's few texts are encoded each time, in seconds).
 */
public final class LearnedDemo {
  private LearnedDemo() {}

  /** One line: what ran on which sample, its metric and score with a 95% interval. */
  public record Row(String solver, String setting, int items, String metric, double score, Bootstrap.Interval interval) {}

  public static List<Row> run(Path workDir) throws IOException {
    return List.of(ir(workDir), ranker(workDir), entail(workDir));
  }

  private static Row ir(Path workDir) throws IOException {
    List<Path> quartz = Samples.materialize("quartz", workDir.resolve("quartz-sample"));
    Dataset d = Formats.get("quartz").read(quartz, ReadOptions.STRICT);
    Path index = workDir.resolve("quartz-index");
    new IndexBuilder(Language.ENGLISH, 1, false, IndexProgress.NONE)
        .build(index, PassageSource.of(d.passages()), "quartz", quartz, d.passages().size());
    try (Bm25Retriever retriever = Bm25Retriever.open(index, Language.ENGLISH)) {
      return row(new IrSolver(retriever), "quartz sample, index of its " + d.passages().size() + " knowledge sentences",
          d.items(), Metrics.get("accuracy"));
    }
  }

  private static Row ranker(Path workDir) throws IOException {
    List<Path> wikiqa = Samples.materialize("wikiqa", workDir.resolve("wikiqa-sample"));
    var format = Formats.get("wikiqa");
    Path trainFile = wikiqa.stream().filter(p -> p.getFileName().toString().contains("reshaped")).findFirst().orElseThrow();
    Path testFile = wikiqa.stream().filter(p -> !p.equals(trainFile)).findFirst().orElseThrow();
    List<AnswerSelectionItem> train = format.read(trainFile, ReadOptions.STRICT).items().stream()
        .map(AnswerSelectionItem.class::cast).toList();
    List<Item> test = format.read(testFile, ReadOptions.STRICT).items();
    return row(SentenceRanker.train(train, Language.ENGLISH), "wikiqa sample: trained on " + trainFile.getFileName()
        + ", scored on " + testFile.getFileName(), test, Metrics.get("mrr"));
  }

  private static Row entail(Path workDir) throws IOException {
    List<Path> gkmc = Samples.materialize("gkmc", workDir.resolve("gkmc-sample"));
    var sentences = new ArrayList<Passage>();
    for (Path p : gkmc) {
      Importers.get("gkmc-evidence-sentences").read(p, ReadOptions.STRICT, sentences::add);
    }
    Path index = workDir.resolve("gkmc-index");
    new IndexBuilder(Language.CHINESE, 1, false, IndexProgress.NONE)
        .build(index, PassageSource.of(sentences), "gkmc-evidence-sentences", gkmc, sentences.size());
    List<Item> items = Formats.get("gkmc").read(gkmc, ReadOptions.STRICT).items();
    try (Bm25Retriever retriever = Bm25Retriever.open(index, Language.CHINESE);
        var encoder = OnnxEncoder.open(Models.BGE_SMALL_ZH, EncoderConfig.DEFAULT)) {
      return row(new EntailSolver(retriever, new EncoderSupport(encoder)), "gkmc sample, index of its " + sentences.size()
          + " evidence sentences, bge-small-zh cosine", items, Metrics.get("accuracy"));
    }
  }

  private static Row row(Solver solver, String setting, List<Item> items, Metric metric) {
    Map<String, Prediction> predictions = new HashMap<>();
    items.forEach(i -> solver.solve(i).ifPresent(p -> predictions.put(i.id(), p)));
    ItemScores scores = ItemScores.of(metric, items, predictions);
    var interval = new Bootstrap(Bootstrap.DEFAULT_SAMPLES, Bootstrap.DEFAULT_SEED).meanInterval(scores.values());
    return new Row(solver.id(), setting, scores.values().length, metric.id(), scores.mean(), interval);
  }
}
