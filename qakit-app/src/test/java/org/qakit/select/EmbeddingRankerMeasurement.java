package org.qakit.select;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.apache.lucene.analysis.Analyzer;
import org.junit.jupiter.api.Test;
import org.qakit.analysis.Analysis;
import org.qakit.encode.CachedEncoder;
import org.qakit.encode.EncoderConfig;
import org.qakit.encode.ModelSpec;
import org.qakit.encode.Models;
import org.qakit.eval.ItemScores;
import org.qakit.eval.metric.Metrics;
import org.qakit.format.Formats;
import org.qakit.format.ReadOptions;
import org.qakit.learn.LogisticRegression;
import org.qakit.learn.PairwiseRanker;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.solve.EncoderOptions;
import org.qakit.solve.Prediction;
import org.qakit.testing.SharedData;
import org.qakit.text.Language;

/**
 * The embedding-feature figures of docs/rankers.md: the ranker's 30 features plus {@link
 * EmbeddingFeatures} (bge-small-zh-v15-q for DBQA, bge-small-en-v15-q for WikiQA), as an
 * ablation by column groups, with {@link EmbeddingContextFeatures} and three within-item
 * transformations of the cosine that were left out. Each item's 41 columns are computed once; each row of the table then
 * trains {@link PairwiseRanker} (what {@code SentenceRanker} does with the pairwise learner) on its
 * columns. DBQA: the 5 folds of {@code SentenceRankerMeasurement} (seed 20160, shuffled and dealt
 * round-robin); WikiQA: train file → dev. Not part of the default build (the class name does not
 * end in Test); vectors come from the embedding cache in {@code $QAKIT_EMBEDDING_CACHE} (default:
 * {@link EncoderOptions#defaultCache()}), so run it once to fill the cache:
 *
 * <pre>
 * QAKIT_EMBEDDING_CACHE=/path/to/cache nice ./mvnw -q -B -o test -pl qakit-app -am \
 *   -Dtest=EmbeddingRankerMeasurement -Dsurefire.failIfNoSpecifiedTests=false
 * </pre>
 */
class EmbeddingRankerMeasurement {
  static final long SEED = 20160;
  static final int LEXICAL = 30;

  /** The rows of the ablation: a name and the embedding columns added to (or used without) the 30. */
  static final Map<String, List<String>> ROWS = new LinkedHashMap<>();

  /** Columns each left out of the default 4 in turn. */
  static final Map<String, List<String>> GROUPS = new LinkedHashMap<>();

  /** The default 4 ({@link EmbeddingFeatures}). */
  static final List<String> DEFAULT = List.of("cosine", "cosine-passage", "cosine-statement", "cosine-relation");

  /** {@link EmbeddingContextFeatures}, measured and left out of the default. */
  static final List<String> CONTEXT = List.of("cosine-previous", "cosine-next", "coherence-previous", "centrality");

  /** Within-item transformations of the cosine, measured and left out (derived here). */
  static final List<String> DERIVED = List.of("cosine-z", "cosine-rank", "cosine-margin");

  static {
    ROWS.put("cosine", List.of("cosine"));
    ROWS.put("+ passage", DEFAULT.subList(0, 2));
    ROWS.put("+ statement, relation (the default 4)", DEFAULT);
    var context = new ArrayList<>(DEFAULT);
    context.addAll(CONTEXT);
    ROWS.put("+ context: previous, next, coherence, centrality (not kept)", context);
    var derived = new ArrayList<>(DEFAULT);
    derived.addAll(DERIVED);
    ROWS.put("+ z, rank, margin of the cosine (not kept)", derived);
    GROUPS.put("passage", List.of("cosine-passage"));
    GROUPS.put("statement", List.of("cosine-statement"));
    GROUPS.put("relation", List.of("cosine-relation"));
  }

  private static Path cache() {
    String env = System.getenv("QAKIT_EMBEDDING_CACHE");
    return env != null && !env.isBlank() ? Path.of(env) : EncoderOptions.defaultCache();
  }

  static List<AnswerSelectionItem> read(String format, String file) throws IOException {
    return Formats.get(format).read(SharedData.path(file), ReadOptions.LENIENT).items().stream()
        .map(AnswerSelectionItem.class::cast).toList();
  }

  /** Every item's full feature matrix (30 + 4 + 4 context columns, then the 3 {@link #DERIVED} ones), in item order. */
  static List<double[][]> matrices(List<AnswerSelectionItem> items, Language language, ModelSpec model, List<String> names) {
    try (var encoder = CachedEncoder.open(model, EncoderConfig.DEFAULT, cache());
        Analyzer analyzer = Analysis.of(language).analyzer()) {
      var families = new ArrayList<>(SentenceFeatures.withEmbeddings(language, encoder).families());
      families.add(new EmbeddingContextFeatures(encoder, language));
      var features = new SentenceFeatures(families);
      names.addAll(features.names());
      long start = System.nanoTime();
      var out = items.parallelStream().map(i -> withDerived(features.matrix(i, analyzer), features.names().indexOf("cosine"))).toList();
      names.addAll(DERIVED);
      System.out.printf("%s: features of %d items in %.1f s; cache %s holds %d vectors (%d hits, %d misses), %d truncated%n",
          model.id(), items.size(), (System.nanoTime() - start) / 1e9, encoder.cache().file(), encoder.cache().size(),
          encoder.cache().hits(), encoder.cache().misses(), encoder.truncated());
      return out;
    }
  }

  /**
   * The rows with three columns appended, from cos_i = column {@code c} over the item's n candidates
   * (mean μ, population standard deviation σ): z = (cos_i − μ)/σ (0 when σ = 0), rank = 1/(1 + #{j :
   * cos_j &gt; cos_i}), margin = cos_i − max_{j≠i} cos_j (0 when n = 1).
   */
  static double[][] withDerived(double[][] x, int c) {
    int n = x.length;
    double mean = 0;
    for (double[] r : x) {
      mean += r[c] / n;
    }
    double var = 0;
    for (double[] r : x) {
      var += (r[c] - mean) * (r[c] - mean) / n;
    }
    double sd = Math.sqrt(var);
    double[][] out = new double[n][];
    for (int i = 0; i < n; i++) {
      int above = 0;
      double otherMax = Double.NEGATIVE_INFINITY;
      for (int j = 0; j < n; j++) {
        above += x[j][c] > x[i][c] ? 1 : 0;
        otherMax = j == i ? otherMax : Math.max(otherMax, x[j][c]);
      }
      out[i] = java.util.Arrays.copyOf(x[i], x[i].length + 3);
      out[i][x[i].length] = sd > 0 ? (x[i][c] - mean) / sd : 0;
      out[i][x[i].length + 1] = 1.0 / (1 + above);
      out[i][x[i].length + 2] = n == 1 ? 0 : x[i][c] - otherMax;
    }
    return out;
  }

  static int[] labels(AnswerSelectionItem item) {
    return item.candidates().stream().mapToInt(c -> c.label()).toArray();
  }

  /** The columns {@code cols} of every row. */
  static double[][] select(double[][] x, int[] cols) {
    double[][] out = new double[x.length][cols.length];
    for (int i = 0; i < x.length; i++) {
      for (int j = 0; j < cols.length; j++) {
        out[i][j] = x[i][cols[j]];
      }
    }
    return out;
  }

  static int[] columns(List<String> names, boolean lexical, List<String> embedding) {
    var cols = new ArrayList<Integer>();
    for (int j = 0; j < (lexical ? LEXICAL : 0); j++) {
      cols.add(j);
    }
    embedding.forEach(n -> cols.add(names.indexOf(n)));
    assertThat(cols).doesNotContain(-1);
    return cols.stream().mapToInt(Integer::intValue).toArray();
  }

  /** MRR and MAP (NLPCC) of a model trained on {@code train} and scored on {@code test}. */
  static double[] score(List<AnswerSelectionItem> items, List<double[][]> x, List<Integer> train, List<Integer> test,
      int[] cols, double lambda, LogisticRegression[] keep) {
    var groups = new ArrayList<double[][]>();
    var labels = new ArrayList<int[]>();
    for (int i : train) {
      groups.add(select(x.get(i), cols));
      labels.add(labels(items.get(i)));
    }
    LogisticRegression model = PairwiseRanker.train(groups, labels, lambda).model();
    if (keep != null) {
      keep[0] = model;
    }
    var predictions = new HashMap<String, Prediction>();
    var tested = new ArrayList<AnswerSelectionItem>();
    for (int i : test) {
      double[][] rows = select(x.get(i), cols);
      var s = new ArrayList<Double>();
      for (double[] r : rows) {
        s.add(model.score(r));
      }
      predictions.put(items.get(i).id(), new Prediction.CandidateScores(items.get(i).id(), s));
      tested.add(items.get(i));
    }
    return new double[] {mean(ItemScores.of(Metrics.get("mrr"), tested, predictions).values()),
        mean(ItemScores.of(Metrics.get("map"), tested, predictions).values())};
  }

  static double mean(double[] v) {
    double s = 0;
    for (double d : v) {
      s += d;
    }
    return s / v.length;
  }

  static int[] folds(int n, int k, long seed) {
    var order = new ArrayList<Integer>();
    for (int i = 0; i < n; i++) {
      order.add(i);
    }
    Collections.shuffle(order, new Random(seed));
    int[] fold = new int[n];
    for (int p = 0; p < n; p++) {
      fold[order.get(p)] = p % k;
    }
    return fold;
  }

  @Test
  void dbqaFiveFold() throws IOException {
    var items = read("nlpcc-dbqa", "nlpcc-dbqa/dbqa-subset.train-dev.tsv");
    var names = new ArrayList<String>();
    List<double[][]> x = matrices(items, Language.CHINESE, Models.BGE_SMALL_ZH, names);
    int[] fold = folds(items.size(), 5, SEED);
    double best = 0;
    for (double lambda : new double[] {SentenceRanker.LAMBDA}) {
      best = Math.max(best, cv(items, x, fold, "30 features (lexical and language)", columns(names, true, List.of()), lambda));
      for (var row : ROWS.entrySet()) {
        cv(items, x, fold, "embedding alone: " + row.getKey(), columns(names, false, row.getValue()), lambda);
      }
      for (var row : ROWS.entrySet()) {
        best = Math.max(best, cv(items, x, fold, "30 + " + row.getKey(), columns(names, true, row.getValue()), lambda));
      }
    }
    for (var g : GROUPS.entrySet()) {
      var kept = DEFAULT.stream().filter(n -> !g.getValue().contains(n)).toList();
      cv(items, x, fold, "30 + the 4 but " + g.getKey(), columns(names, true, kept), SentenceRanker.LAMBDA);
    }
    for (double lambda : new double[] {1e-5, 1e-4, 1e-2}) {
      cv(items, x, fold, "30 + the 4, lambda " + lambda, columns(names, true, DEFAULT), lambda);
    }
    nestedLambda(items, x, fold, columns(names, true, DEFAULT));
    assertThat(best).isGreaterThan(0.8);
  }

  /** For each outer fold, λ by 4-fold CV on its training part (inner folds: seed 20161), as for the lexical ranker. */
  private static void nestedLambda(List<AnswerSelectionItem> items, List<double[][]> x, int[] fold, int[] cols) {
    double[] grid = {1e-5, 1e-4, 1e-3, 1e-2, 1e-1, 1};
    double mrr = 0;
    var chosen = new ArrayList<Double>();
    for (int f = 0; f < 5; f++) {
      var outerTrain = new ArrayList<Integer>();
      var test = new ArrayList<Integer>();
      for (int i = 0; i < items.size(); i++) {
        (fold[i] == f ? test : outerTrain).add(i);
      }
      int[] inner = folds(outerTrain.size(), 4, SEED + 1);
      double best = -1;
      double bestLambda = grid[0];
      for (double lambda : grid) {
        double sum = 0;
        for (int g = 0; g < 4; g++) {
          var tr = new ArrayList<Integer>();
          var te = new ArrayList<Integer>();
          for (int p = 0; p < outerTrain.size(); p++) {
            (inner[p] == g ? te : tr).add(outerTrain.get(p));
          }
          sum += score(items, x, tr, te, cols, lambda, null)[0];
        }
        if (sum > best) {
          best = sum;
          bestLambda = lambda;
        }
      }
      chosen.add(bestLambda);
      mrr += score(items, x, outerTrain, test, cols, bestLambda, null)[0] / 5;
    }
    System.out.printf("dbqa nested lambda | chosen per fold %s | nested MRR %.4f%n", chosen, mrr);
  }

  private static double cv(List<AnswerSelectionItem> items, List<double[][]> x, int[] fold, String name, int[] cols,
      double lambda) {
    double mrr = 0;
    double map = 0;
    var perFold = new ArrayList<String>();
    for (int f = 0; f < 5; f++) {
      var train = new ArrayList<Integer>();
      var test = new ArrayList<Integer>();
      for (int i = 0; i < items.size(); i++) {
        (fold[i] == f ? test : train).add(i);
      }
      double[] s = score(items, x, train, test, cols, lambda, null);
      mrr += s[0] / 5;
      map += s[1] / 5;
      perFold.add(String.format("%.4f", s[0]));
    }
    System.out.printf("dbqa 5-fold | %s | %d | %.4f | %.4f | folds %s%n", name, cols.length, mrr, map, perFold);
    return mrr;
  }

  @Test
  void wikiQaTrainToDev() throws IOException {
    var train = read("wikiqa", "wikiqa/WikiQA-train.DataAlchemist-derived.tsv");
    var dev = read("wikiqa", "wikiqa/WikiQA-dev.tsv");
    var items = new ArrayList<AnswerSelectionItem>(train);
    items.addAll(dev);
    var names = new ArrayList<String>();
    List<double[][]> x = matrices(items, Language.ENGLISH, Models.BGE_SMALL_EN, names);
    var trainIdx = new ArrayList<Integer>();
    var devIdx = new ArrayList<Integer>();
    var answered = new ArrayList<Integer>();
    for (int i = 0; i < items.size(); i++) {
      if (i < train.size()) {
        trainIdx.add(i);
      } else {
        devIdx.add(i);
        if (items.get(i).positives() > 0) {
          answered.add(i);
        }
      }
    }
    double best = wiki(items, x, trainIdx, devIdx, answered, "30 features", columns(names, true, List.of()), names);
    for (var row : ROWS.entrySet()) {
      wiki(items, x, trainIdx, devIdx, answered, "embedding alone: " + row.getKey(), columns(names, false, row.getValue()), names);
    }
    for (var row : ROWS.entrySet()) {
      best = Math.max(best, wiki(items, x, trainIdx, devIdx, answered, "30 + " + row.getKey(),
          columns(names, true, row.getValue()), names));
    }
    for (var g : GROUPS.entrySet()) {
      var kept = DEFAULT.stream().filter(n -> !g.getValue().contains(n)).toList();
      wiki(items, x, trainIdx, devIdx, answered, "30 + the 4 but " + g.getKey(), columns(names, true, kept), names);
    }
    for (double lambda : new double[] {1e-4}) {
      var keep = new LogisticRegression[1];
      double[] all = score(items, x, trainIdx, devIdx, columns(names, true, DEFAULT), lambda, keep);
      double[] pos = score(items, x, trainIdx, answered, columns(names, true, DEFAULT), lambda, null);
      System.out.printf("wikiqa dev | 30 + the 4, lambda %s | all: MRR %.4f MAP %.4f | with a positive: MRR %.4f MAP %.4f%n", lambda,
          all[0], all[1], pos[0], pos[1]);
    }
    assertThat(best).isGreaterThan(0.7);
  }

  private static double wiki(List<AnswerSelectionItem> items, List<double[][]> x, List<Integer> train, List<Integer> dev,
      List<Integer> answered, String name, int[] cols, List<String> names) {
    var keep = new LogisticRegression[1];
    double[] all = score(items, x, train, dev, cols, SentenceRanker.LAMBDA, keep);
    double[] pos = score(items, x, train, answered, cols, SentenceRanker.LAMBDA, null);
    System.out.printf("wikiqa dev | %s | %d | all %d: MRR %.4f MAP %.4f | %d with a positive: MRR %.4f MAP %.4f%n", name,
        cols.length, dev.size(), all[0], all[1], answered.size(), pos[0], pos[1]);
    return pos[1];
  }
}
