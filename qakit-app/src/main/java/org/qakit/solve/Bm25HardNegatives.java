package org.qakit.solve;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import org.apache.lucene.analysis.Analyzer;
import org.qakit.analysis.Analysis;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.select.Bm25Features;
import org.qakit.text.LanguageGuess;
import org.qakit.train.HardNegatives;

/**
 * The hard negatives of {@code qakit train --negatives N} and of a regression file's
 * {@code solver.model.negatives}: each training question's candidates ranked by their BM25 against
 * it, analysed in the questions' language, so that one place decides what "hard" means.
 */
public final class Bm25HardNegatives {
  private Bm25HardNegatives() {}

  /** Ranks each question's candidates by BM25 and keeps {@code count} negatives a step; a line on {@code err} says how long it took. */
  public static HardNegatives of(List<AnswerSelectionItem> train, int count, PrintWriter err) {
    long started = System.nanoTime();
    Analysis analysis = Analysis.of(LanguageGuess.of(train.stream().map(AnswerSelectionItem::question).toList()));
    List<double[]> hardness;
    try (Analyzer analyzer = analysis.analyzer()) {
      hardness = train.stream().map(item -> Bm25Features.scores(item, analyzer)).toList();
    }
    err.printf(Locale.ROOT, "train: BM25 hardness of %d questions' candidates in %.1f s (%s)%n", train.size(),
        (System.nanoTime() - started) / 1e9, analysis.id());
    return HardNegatives.of(train, hardness, count, "bm25 (" + analysis.id() + ")");
  }
}
