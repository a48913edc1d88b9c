package org.qakit.select;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.lucene.analysis.Analyzer;
import org.junit.jupiter.api.Test;
import org.qakit.analysis.Analysis;
import org.qakit.learn.LogisticRegression;
import org.qakit.learn.PairwiseRanker;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.solve.Prediction;
import org.qakit.text.Language;

/**
 * The ablation tables of docs/rankers.md (not part of the default test run: the class name does
 * not end in Test): DBQA 5-fold MRR/MAP as each language-aware family is added to the 16 lexical
 * features, for smartcn and HanLP analysis; the pairwise ranker's λ chosen by nested
 * cross-validation (inner 4 folds inside each outer training part, never the outer test fold);
 * the same families on WikiQA train → dev. Features are computed once per item and columns
 * selected per row of the table. Run with {@code ./mvnw -q -B test -o -pl qakit-lucene -am
 * -Dtest=SentenceRankerAblation -Dsurefire.failIfNoSpecifiedTests=false}.
 */
class SentenceRankerAblation {
  record Data(List<AnswerSelectionItem> items, List<double[][]> x, List<int[]> y, List<String> names) {}

  static Data features(List<AnswerSelectionItem> items, Analysis analysis, SentenceFeatures features) {
    try (Analyzer analyzer = analysis.analyzer()) {
      var x = items.parallelStream().map(i -> features.matrix(i, analyzer)).toList();
      var y = items.stream().map(i -> i.candidates().stream().mapToInt(c -> c.label()).toArray()).toList();
      return new Data(items, x, y, features.names());
    }
  }

  static double[][] select(double[][] m, int[] cols) {
    double[][] out = new double[m.length][cols.length];
    for (int i = 0; i < m.length; i++) {
      for (int j = 0; j < cols.length; j++) {
        out[i][j] = m[i][cols[j]];
      }
    }
    return out;
  }

  static int[] columns(List<String> names, List<String> keep) {
    return java.util.stream.IntStream.range(0, names.size()).filter(j -> keep.contains(names.get(j))).toArray();
  }

  static LogisticRegression train(Data d, List<Integer> rows, int[] cols, boolean pairwise, double lambda) {
    var gx = new ArrayList<double[][]>();
    var gy = new ArrayList<int[]>();
    for (int r : rows) {
      gx.add(select(d.x().get(r), cols));
      gy.add(d.y().get(r));
    }
    if (pairwise) {
      return PairwiseRanker.train(gx, gy, lambda).model();
    }
    var xs = new ArrayList<double[]>();
    var ys = new ArrayList<Integer>();
    for (int g = 0; g < gx.size(); g++) {
      for (int i = 0; i < gx.get(g).length; i++) {
        xs.add(gx.get(g)[i]);
        ys.add(gy.get(g)[i]);
      }
    }
    return LogisticRegression.train(xs.toArray(double[][]::new), ys.stream().mapToInt(Integer::intValue).toArray(), lambda);
  }

  /** Mean over folds of MRR and MAP. */
  static double[] crossValidate(Data d, int[] cols, boolean pairwise, double lambda) {
    int[] fold = RankerEvaluation.folds(d.items().size(), 5, SentenceRankerMeasurement.SEED);
    double mrr = 0;
    double map = 0;
    for (int f = 0; f < 5; f++) {
      var trainRows = new ArrayList<Integer>();
      var testRows = new ArrayList<Integer>();
      for (int i = 0; i < fold.length; i++) {
        (fold[i] == f ? testRows : trainRows).add(i);
      }
      var model = train(d, trainRows, cols, pairwise, lambda);
      var test = new ArrayList<AnswerSelectionItem>();
      Map<String, Prediction> p = new HashMap<>();
      for (int r : testRows) {
        var item = d.items().get(r);
        test.add(item);
        var scores = new ArrayList<Double>();
        for (double[] row : select(d.x().get(r), cols)) {
          scores.add(model.score(row));
        }
        p.put(item.id(), new Prediction.CandidateScores(item.id(), scores));
      }
      mrr += RankerEvaluation.mean(RankerEvaluation.values("mrr", test, p));
      map += RankerEvaluation.mean(RankerEvaluation.values("map", test, p));
    }
    return new double[] {mrr / 5, map / 5};
  }

  @Test
  void dbqaAblation() throws IOException {
    var items = RankerEvaluation.read("nlpcc-dbqa", "nlpcc-dbqa/dbqa-subset.train-dev.tsv");
    for (String which : List.of("zh:smartcn", "zh:hanlp")) {
      ablation(items, Analysis.parse(which));
    }
  }

  private static void ablation(List<AnswerSelectionItem> items, Analysis analysis) {
    var features = SentenceFeatures.forLanguage(Language.CHINESE);
    long t0 = System.nanoTime();
    Data d = features(items, analysis, features);
    System.out.printf("dbqa %s: features of %d items in %.1f s%n", analysis, items.size(), (System.nanoTime() - t0) / 1e9);
    var steps = new LinkedHashMap<String, List<String>>();
    var base = SentenceFeatures.all().names();
    steps.put("lexical (16)", base);
    var cumulative = new ArrayList<>(base);
    for (var fam : List.of(new AnswerTypeFeatures(Language.CHINESE), new NumberFeatures(Language.CHINESE),
        new EntityOverlapFeatures(Language.CHINESE), new AttributeFeatures(Language.CHINESE))) {
      var only = new ArrayList<>(base);
      only.addAll(fam.names());
      steps.put("lexical + " + fam.getClass().getSimpleName(), only);
      cumulative.addAll(fam.names());
      steps.put("cumulative to " + fam.getClass().getSimpleName(), new ArrayList<>(cumulative));
    }
    for (var e : steps.entrySet()) {
      int[] cols = columns(d.names(), e.getValue());
      double[] pw = crossValidate(d, cols, true, SentenceRanker.LAMBDA);
      double[] lr = crossValidate(d, cols, false, SentenceRanker.LAMBDA);
      System.out.printf("dbqa %s %-45s %2d features: pairwise MRR %.4f MAP %.4f | pointwise MRR %.4f MAP %.4f%n", analysis,
          e.getKey(), cols.length,
          pw[0], pw[1], lr[0], lr[1]);
    }
  }

  @Test
  void wikiqaAblation() throws IOException {
    var train = RankerEvaluation.read("wikiqa", "wikiqa/WikiQA-train.DataAlchemist-derived.tsv");
    var dev = RankerEvaluation.read("wikiqa", "wikiqa/WikiQA-dev.tsv");
    var features = SentenceFeatures.forLanguage(Language.ENGLISH);
    Data dt = features(train, Analysis.of(Language.ENGLISH), features);
    Data dd = features(dev, Analysis.of(Language.ENGLISH), features);
    var base = SentenceFeatures.all().names();
    var steps = new LinkedHashMap<String, List<String>>();
    steps.put("lexical", base);
    var cumulative = new ArrayList<>(base);
    for (var fam : List.of(new AnswerTypeFeatures(Language.ENGLISH), new NumberFeatures(Language.ENGLISH),
        new EntityOverlapFeatures(Language.ENGLISH), new AttributeFeatures(Language.ENGLISH))) {
      var only = new ArrayList<>(base);
      only.addAll(fam.names());
      steps.put("lexical + " + fam.getClass().getSimpleName(), only);
      cumulative.addAll(fam.names());
      steps.put("cumulative to " + fam.getClass().getSimpleName(), new ArrayList<>(cumulative));
    }
    var all = java.util.stream.IntStream.range(0, train.size()).boxed().toList();
    for (var e : steps.entrySet()) {
      int[] cols = columns(dt.names(), e.getValue());
      var line = new StringBuilder(String.format("%-45s", e.getKey()));
      for (boolean pairwise : new boolean[] {false, true}) {
        var model = train(dt, all, cols, pairwise, SentenceRanker.LAMBDA);
        Map<String, Prediction> p = new HashMap<>();
        for (int r = 0; r < dev.size(); r++) {
          var scores = new ArrayList<Double>();
          for (double[] row : select(dd.x().get(r), cols)) {
            scores.add(model.score(row));
          }
          p.put(dev.get(r).id(), new Prediction.CandidateScores(dev.get(r).id(), scores));
        }
        var answered = dev.stream().filter(i -> i.positives() > 0).toList();
        line.append(String.format(" %s: all MRR %.4f MAP %.4f, 126 MRR %.4f MAP %.4f |", pairwise ? "pairwise" : "pointwise",
            RankerEvaluation.mean(RankerEvaluation.values("mrr", dev, p)), RankerEvaluation.mean(RankerEvaluation.values("map", dev, p)),
            RankerEvaluation.mean(RankerEvaluation.values("mrr", answered, p)), RankerEvaluation.mean(RankerEvaluation.values("map", answered, p))));
      }
      System.out.println("wikiqa dev " + line);
    }
  }

  static final double[] GRID = {1e-5, 1e-4, 1e-3, 1e-2, 1e-1, 1};

  static double mrrOf(Data d, List<Integer> trainRows, List<Integer> testRows, int[] cols, boolean pairwise, double lambda) {
    var model = train(d, trainRows, cols, pairwise, lambda);
    var test = new ArrayList<AnswerSelectionItem>();
    Map<String, Prediction> p = new HashMap<>();
    for (int r : testRows) {
      var item = d.items().get(r);
      test.add(item);
      var scores = new ArrayList<Double>();
      for (double[] row : select(d.x().get(r), cols)) {
        scores.add(model.score(row));
      }
      p.put(item.id(), new Prediction.CandidateScores(item.id(), scores));
    }
    return RankerEvaluation.mean(RankerEvaluation.values("mrr", test, p));
  }

  @Test
  void nestedLambda() throws IOException {
    var items = RankerEvaluation.read("nlpcc-dbqa", "nlpcc-dbqa/dbqa-subset.train-dev.tsv");
    Data d = features(items, Analysis.of(Language.CHINESE), SentenceFeatures.forLanguage(Language.CHINESE));
    int[] cols = java.util.stream.IntStream.range(0, d.names().size()).toArray();
    int[] fold = RankerEvaluation.folds(items.size(), 5, SentenceRankerMeasurement.SEED);
    for (double lambda : GRID) {
      System.out.printf("outer 5-fold, fixed lambda %.0e: pairwise MRR %.4f%n", lambda, crossValidate(d, cols, true, lambda)[0]);
    }
    double sum = 0;
    for (int f = 0; f < 5; f++) {
      var outerTrain = new ArrayList<Integer>();
      var outerTest = new ArrayList<Integer>();
      for (int i = 0; i < fold.length; i++) {
        (fold[i] == f ? outerTest : outerTrain).add(i);
      }
      int[] inner = RankerEvaluation.folds(outerTrain.size(), 4, SentenceRankerMeasurement.SEED + 1);
      double best = Double.NaN;
      double bestMrr = -1;
      var line = new StringBuilder();
      for (double lambda : GRID) {
        double m = 0;
        for (int g = 0; g < 4; g++) {
          var tr = new ArrayList<Integer>();
          var te = new ArrayList<Integer>();
          for (int k = 0; k < outerTrain.size(); k++) {
            (inner[k] == g ? te : tr).add(outerTrain.get(k));
          }
          m += mrrOf(d, tr, te, cols, true, lambda) / 4;
        }
        line.append(String.format(" %.0e:%.4f", lambda, m));
        if (m > bestMrr) {
          bestMrr = m;
          best = lambda;
        }
      }
      double outer = mrrOf(d, outerTrain, outerTest, cols, true, best);
      sum += outer;
      System.out.printf("fold %d inner%s -> lambda %.0e, outer MRR %.4f%n", f, line, best, outer);
    }
    System.out.printf("nested CV pairwise MRR %.4f%n", sum / 5);
  }
}
