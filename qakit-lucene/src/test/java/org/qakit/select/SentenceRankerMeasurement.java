package org.qakit.select;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.solve.Prediction;
import org.qakit.text.Language;

/**
 * The figures of docs/rankers.md for the default features ({@link SentenceFeatures#forLanguage})
 * with both learners (not part of the default test run: the class name does not end in Test). Re-run with {@code ./mvnw -q -B test -o -pl qakit-lucene -am -Dtest=SentenceRankerMeasurement
 * -Dsurefire.failIfNoSpecifiedTests=false}; the figures are printed to standard output.
 */
class SentenceRankerMeasurement {
  static final long SEED = 20160;

  @Test
  void dbqaFiveFoldCrossValidation() throws IOException {
    var items = RankerEvaluation.read("nlpcc-dbqa", "nlpcc-dbqa/dbqa-subset.train-dev.tsv");
    for (var learner : SentenceRanker.Learner.values()) {
      int[] fold = RankerEvaluation.folds(items.size(), 5, SEED);
      var pooledMrr = new ArrayList<Double>();
      var pooledMap = new ArrayList<Double>();
      double sumMrr = 0;
      double sumMap = 0;
      for (int f = 0; f < 5; f++) {
        var train = RankerEvaluation.part(items, fold, f, false);
        var test = RankerEvaluation.part(items, fold, f, true);
        var ranker = SentenceRanker.train(train, Language.CHINESE, SentenceFeatures.forLanguage(Language.CHINESE), learner,
            SentenceRanker.LAMBDA);
        Map<String, Prediction> p = RankerEvaluation.predict(ranker, test);
        double[] mrr = RankerEvaluation.values("mrr", test, p);
        double[] map = RankerEvaluation.values("map", test, p);
        for (int i = 0; i < mrr.length; i++) {
          pooledMrr.add(mrr[i]);
          pooledMap.add(map[i]);
        }
        sumMrr += RankerEvaluation.mean(mrr);
        sumMap += RankerEvaluation.mean(map);
        System.out.printf("dbqa %s fold %d: %d test items, MRR %.4f MAP %.4f%n", learner, f, test.size(),
            RankerEvaluation.mean(mrr), RankerEvaluation.mean(map));
        if (f == 0) {
          System.out.println("dbqa " + learner + " fold 0 weights: " + ranker.weights());
        }
      }
      System.out.printf("dbqa %s 5-fold: mean over folds MRR %.4f MAP %.4f; pooled MRR %.4f MAP %.4f (%d items)%n", learner,
          sumMrr / 5, sumMap / 5, pooledMrr.stream().mapToDouble(d -> d).average().orElseThrow(),
          pooledMap.stream().mapToDouble(d -> d).average().orElseThrow(), pooledMrr.size());
      assertThat(sumMrr / 5).isGreaterThan(0.65);
    }
  }

  @Test
  void wikiQaTrainToDev() throws IOException {
    var train = RankerEvaluation.read("wikiqa", "wikiqa/WikiQA-train.DataAlchemist-derived.tsv");
    var dev = RankerEvaluation.read("wikiqa", "wikiqa/WikiQA-dev.tsv");
    List<AnswerSelectionItem> answered = dev.stream().filter(i -> i.positives() > 0).toList();
    System.out.printf("wikiqa: %d train items, %d dev items, %d with a positive%n", train.size(), dev.size(), answered.size());
    var order = RankerEvaluation.scorer("order", a -> {
      var s = new ArrayList<Double>();
      for (int i = 0; i < a.candidates().size(); i++) {
        s.add((double) -i);
      }
      return s;
    });
    report("original order", order, dev, answered);
    for (var learner : SentenceRanker.Learner.values()) {
      var ranker = SentenceRanker.train(train, Language.ENGLISH, SentenceFeatures.forLanguage(Language.ENGLISH), learner,
          SentenceRanker.LAMBDA);
      System.out.println("wikiqa " + learner + " weights: " + ranker.weights());
      double mrr = report("sentence-ranker " + learner, ranker, dev, answered);
      assertThat(mrr).isGreaterThan(0.675);
    }
  }

  private static double report(String name, org.qakit.solve.Solver solver, List<AnswerSelectionItem> dev,
      List<AnswerSelectionItem> answered) {
    var p = RankerEvaluation.predict(solver, dev);
    double mrrAll = RankerEvaluation.mean(RankerEvaluation.values("mrr", dev, p));
    double mapAll = RankerEvaluation.mean(RankerEvaluation.values("map", dev, p));
    double mrr = RankerEvaluation.mean(RankerEvaluation.values("mrr", answered, p));
    double map = RankerEvaluation.mean(RankerEvaluation.values("map", answered, p));
    System.out.printf("wikiqa dev %s: all %d questions MRR %.4f MAP %.4f; %d with a positive MRR %.4f MAP %.4f%n", name,
        dev.size(), mrrAll, mapAll, answered.size(), mrr, map);
    return mrr;
  }
}
