package org.qakit.czech;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.qakit.analysis.Analysis;
import org.qakit.eval.metric.CandidateRanking;
import org.qakit.eval.metric.Metrics;
import org.qakit.index.IndexBuilder;
import org.qakit.index.IndexProgress;
import org.qakit.index.PassageSource;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Item;
import org.qakit.model.Passage;
import org.qakit.retrieve.Bm25Retriever;
import org.qakit.select.UntrainedSentenceRanker;
import org.qakit.solve.Prediction;
import org.qakit.solve.extract.ExtractiveSolver;
import org.qakit.solve.select.DocumentCollection;
import org.qakit.solve.select.DocumentSelector;
import org.qakit.text.Language;

/**
 * The fixture figures of docs/rankers.md and docs/extraction.md: each stage on the 10-record Czech
 * fixture with cs:hunspell-cs_CZ and cs:hunspell-fallback (not part of the default test run: the
 * class name does not end in Test). Re-run with {@code ./mvnw -q -B test -o -pl qakit-lucene -am
 * -Dtest=CzechFixtureMeasurement -Dsurefire.failIfNoSpecifiedTests=false}; the figures go to standard output.
 */
class CzechFixtureMeasurement {
  @Test
  void everyStageWithAndWithoutTheLemmaFallback() throws IOException {
    List<Item> docs = CzechFixtures.read("document-selection").items();
    List<Item> sentences = CzechFixtures.read("sentence-selection").items();
    var pages = new ArrayList<Passage>(CzechFixtures.read("document-selection").passages());
    pages.addAll(DocumentCollectionTest.OTHER_PAGES);
    Path temp = Files.createTempDirectory("czech-measure");
    for (String name : List.of("hunspell-cs_CZ", "hunspell-fallback")) {
      var analysis = new Analysis(Language.CZECH, name);
      Path dir = temp.resolve(name);
      new IndexBuilder(analysis, 1, false, IndexProgress.NONE).build(dir, PassageSource.of(pages), "test", List.of(), pages.size());
      try (var r = Bm25Retriever.open(dir)) {
        var selector = new DocumentSelector(r);
        List<Item> wide = DocumentCollection.of(r.reader()).widen(docs);
        System.out.printf(Locale.ROOT, "%s doc-select, 3 record pages: %s%n", name, ranking(docs, selector::solve));
        System.out.printf(Locale.ROOT, "%s doc-select, all 7 pages: %s%n", name, ranking(wide, selector::solve));
      }
      var untrained = new UntrainedSentenceRanker(analysis);
      System.out.printf(Locale.ROOT, "%s sentence-ranker-untrained: %s%n", name, ranking(sentences, untrained::solve));
      System.out.printf(Locale.ROOT, "%s bm25 alone: %s%n", name, ranking(sentences, item -> java.util.Optional.of(
          new Prediction.CandidateScores(item.id(), untrained.explain((AnswerSelectionItem) item).stream()
              .map(c -> c.features().get("bm25-relative")).toList()))));
    }
    var extract = new ExtractiveSolver(Language.CZECH);
    var items = CzechFixtures.read("extraction").items();
    for (String metric : List.of("em", "f1", "em-lemma", "f1-lemma")) {
      double sum = 0;
      for (var item : items) {
        sum += Metrics.get(metric).score(item, extract.solve(item).orElseThrow());
      }
      System.out.printf(Locale.ROOT, "extract %s %.4f%n", metric, sum / items.size());
    }
  }

  private static String ranking(List<Item> items, java.util.function.Function<Item, java.util.Optional<Prediction>> solve) {
    double mrr = 0;
    double map = 0;
    int first = 0;
    var ranks = new ArrayList<Integer>();
    for (Item item : items) {
      var a = (AnswerSelectionItem) item;
      Prediction p = solve.apply(item).orElseThrow();
      int rank = CandidateRanking.of(a, p).firstPositiveRank();
      ranks.add(rank);
      mrr += Metrics.get("mrr").score(a, p);
      map += Metrics.get("map").score(a, p);
      first += rank == 1 ? 1 : 0;
    }
    return String.format(Locale.ROOT, "MRR %.4f MAP %.4f recall@1 %.4f ranks %s", mrr / items.size(), map / items.size(),
        (double) first / items.size(), ranks);
  }
}
