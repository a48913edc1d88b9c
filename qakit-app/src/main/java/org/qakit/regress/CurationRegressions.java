package org.qakit.regress;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.qakit.analysis.Analysis;
import org.qakit.curate.DedupRun;
import org.qakit.curate.DistractorRun;
import org.qakit.dedup.DuplicateMatcher;
import org.qakit.format.Formats;
import org.qakit.format.ReadOptions;

/**
 * Regression files whose {@code solver.id} names a curation task instead of a solver
 * (docs/curation.md):
 *
 * <ul>
 *   <li>{@code dedup-matcher}: the task split's files (or {@code dataset.inputs}) are the items, {@code solver.train.inputs[0]}
 *       the labelled-pairs file over them, {@code solver.lang} (and {@code solver.analyzer}) the
 *       analysis; the matcher trains on the pairs' train part and the file records its held-back
 *       {@code accuracy}, {@code precision}, {@code recall} and {@code f1};
 *   <li>{@code distractor-ranker}: the training split's files ({@code solver.train.split}, or
 *       {@code solver.train.inputs}) are the training questions and the vocabulary read together in
 *       the task's format (mcql: {@code train_neg.json vocab.txt}), {@code solver.seed} seeds the
 *       negatives, the split's files (or {@code dataset.inputs}) are the questions scored; the
 *       file records {@code p@1}, {@code p@3}, {@code p@10}, {@code r@10}, {@code map}, {@code
 *       ndcg@10} and {@code mrr}. Lexical features only (no encoder), so it runs anywhere.
 * </ul>
 */
final class CurationRegressions {
  /** Negatives per training question in the distractor regression. */
  static final int NEGATIVES = 30;

  private CurationRegressions() {}

  static boolean handles(String id) {
    return id.equals("dedup-matcher") || id.equals("distractor-ranker");
  }

  /**
   * Runs {@code f}'s curation task.
   *
   * @param inputs the files scored (the task split's, or {@code dataset.inputs})
   * @param train the training files (the training split's, or {@code solver.train.inputs})
   */
  static Map<String, Double> run(RegressionFile f, List<Path> inputs, List<Path> train, long seed) throws IOException {
    var out = new LinkedHashMap<String, Double>();
    if (f.solver().equals("dedup-matcher")) {
      if (train.size() != 1 || f.language() == null) {
        throw new IllegalArgumentException(f.file() + ": dedup-matcher expects solver.lang and one solver.train input (the labelled pairs)");
      }
      var items = Formats.get(f.format()).read(inputs, new ReadOptions(f.lenient(), f.view())).items();
      DuplicateMatcher.Accuracy a = DedupRun.train(items, Analysis.of(f.language(), f.analyzer()), train.getFirst(), 0, 0, 0.5)
          .accuracy();
      out.put("accuracy", a.accuracy());
      out.put("precision", a.precision());
      out.put("recall", a.recall());
      out.put("f1", a.f1());
    } else {
      var trained = DistractorRun.train(f.format(), train, null, NEGATIVES, seed);
      out.putAll(DistractorRun.evaluate(trained.ranker(), f.format(), inputs).measures());
    }
    return out;
  }
}
