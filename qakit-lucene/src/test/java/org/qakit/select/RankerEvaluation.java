package org.qakit.select;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Function;
import org.qakit.eval.ItemScores;
import org.qakit.eval.metric.Metrics;
import org.qakit.format.Formats;
import org.qakit.format.ReadOptions;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.solve.Prediction;
import org.qakit.solve.Solver;
import org.qakit.testing.SharedData;

/** Shared helpers of the ranker tests and measurements: reading, seeded folds, MRR/MAP. */
final class RankerEvaluation {
  private RankerEvaluation() {}

  static List<AnswerSelectionItem> read(String format, String file) throws IOException {
    return Formats.get(format).read(SharedData.path(file), ReadOptions.LENIENT).items().stream()
        .map(AnswerSelectionItem.class::cast).toList();
  }

  /** Fold of each item: items shuffled with {@code new Random(seed)}, then dealt round-robin. */
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

  static List<AnswerSelectionItem> part(List<AnswerSelectionItem> items, int[] fold, int f, boolean in) {
    var out = new ArrayList<AnswerSelectionItem>();
    for (int i = 0; i < items.size(); i++) {
      if ((fold[i] == f) == in) {
        out.add(items.get(i));
      }
    }
    return out;
  }

  static Map<String, Prediction> predict(Solver solver, List<AnswerSelectionItem> items) {
    var out = new HashMap<String, Prediction>();
    items.parallelStream().map(i -> solver.solve(i).orElseThrow()).toList().forEach(p -> out.put(p.itemId(), p));
    return out;
  }

  static double[] values(String metric, List<AnswerSelectionItem> items, Map<String, Prediction> predictions) {
    return ItemScores.of(Metrics.get(metric), items, predictions).values();
  }

  static double mean(double[] v) {
    double s = 0;
    for (double x : v) {
      s += x;
    }
    return s / v.length;
  }

  /** A solver from a per-item scoring function (for baselines). */
  static Solver scorer(String id, Function<AnswerSelectionItem, List<Double>> f) {
    return new Solver() {
      @Override
      public String id() {
        return id;
      }

      @Override
      public String description() {
        return id;
      }

      @Override
      public java.util.Optional<Prediction> solve(org.qakit.model.Item item) {
        var a = (AnswerSelectionItem) item;
        return java.util.Optional.of(new Prediction.CandidateScores(a.id(), f.apply(a)));
      }
    };
  }
}
