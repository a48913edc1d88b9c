package org.qakit.curate;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.apache.lucene.analysis.Analyzer;
import org.qakit.analysis.Analysis;
import org.qakit.dedup.AnalysedTexts;
import org.qakit.dedup.DuplicateMatcher;
import org.qakit.dedup.LabelledPair;
import org.qakit.dedup.LabelledPairsFile;
import org.qakit.dedup.PairGenerator;
import org.qakit.dedup.RealPairsEvaluation;
import org.qakit.dedup.SuspectSearch;
import org.qakit.model.Item;
import org.qakit.task.DataHome;

/**
 * What {@code qakit dedup}, {@code qakit dedup pairs} and the {@code dedup-matcher} regression
 * share: items analysed once, the labelled pairs (read from a file or generated from the items),
 * and the matcher trained on their train part with its held-back accuracy.
 *
 * @param items the analysed items
 * @param analyzer the analyzer used
 * @param pairs the labelled pairs
 * @param matcher the matcher trained on the pairs' train part
 * @param accuracy its scores on the held-back part
 */
public record DedupRun(List<AnalysedTexts> items, Analyzer analyzer, List<LabelledPair> pairs, DuplicateMatcher matcher,
    DuplicateMatcher.Accuracy accuracy) {

  /** The default number of anchors {@link PairGenerator} draws. */
  public static final int DEFAULT_ANCHORS = 1000;

  /** Analyses {@code items}. */
  public static List<AnalysedTexts> analyse(List<Item> items, Analyzer analyzer) {
    return AnalysedTexts.ofItems(items, analyzer);
  }

  /** The labelled pairs generated from {@code items}. */
  public static List<LabelledPair> generate(List<AnalysedTexts> items, int anchors, long seed) throws IOException {
    return PairGenerator.generate(items, SuspectSearch.of(items), anchors, seed);
  }

  /**
   * Analyses {@code items}, takes the pairs of {@code pairsFile} (or generates them with {@code
   * anchors} and {@code seed} when null), trains the matcher and measures it.
   */
  public static DedupRun train(List<Item> items, Analysis analysis, Path pairsFile, int anchors, long seed, double threshold)
      throws IOException {
    Analyzer analyzer = analysis.analyzer();
    List<AnalysedTexts> analysed = analyse(items, analyzer);
    List<LabelledPair> pairs = pairsFile != null ? LabelledPairsFile.read(pairsFile) : generate(analysed, anchors, seed);
    DuplicateMatcher.Rows rows = DuplicateMatcher.rows(pairs, analysed, analyzer);
    DuplicateMatcher matcher = DuplicateMatcher.train(rows, threshold);
    return new DedupRun(analysed, analyzer, pairs, matcher, matcher.accuracy(rows));
  }

  /**
   * Analyses {@code items} and takes the matcher trained on hand-labelled real pairs ({@link
   * RealPairsRun}: the pairs' train part, the threshold chosen on dev); its accuracy is the one
   * measured on their test part (kind {@code real}). The pairs' items are read from the tasks they
   * name in {@code home}; {@link #pairs()} is empty.
   */
  public static DedupRun trainOnReal(List<Item> items, Analysis analysis, Path realPairs, long seed, DataHome home, Path repository)
      throws IOException {
    Analyzer analyzer = analysis.analyzer();
    RealPairsRun real = RealPairsRun.run(realPairs, List.of("train", "dev"), seed, Map.of(), home, repository);
    RealPairsEvaluation.Result r = real.result();
    RealPairsEvaluation.Scores t = r.testScores();
    var accuracy = new DuplicateMatcher.Accuracy(r.train(), t.pairs(), t.accuracy(), t.precision(), t.recall(), t.f1(),
        Map.of("real", t.accuracy()));
    return new DedupRun(analyse(items, analyzer), analyzer, List.of(), r.matcher(), accuracy);
  }
}
