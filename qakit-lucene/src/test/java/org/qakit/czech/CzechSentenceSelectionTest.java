package org.qakit.czech;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.qakit.analysis.Analysis;
import org.qakit.eval.metric.CandidateRanking;
import org.qakit.eval.metric.MeanAveragePrecision;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.select.SentenceRanker;
import org.qakit.select.UntrainedSentenceRanker;
import org.qakit.solve.Prediction;
import org.qakit.text.Language;

/** sentence-ranker-untrained on the Czech fixture, and the warning for a ranker trained in another language. */
class CzechSentenceSelectionTest {
  private static List<AnswerSelectionItem> items() {
    return CzechFixtures.read("sentence-selection").items().stream().map(AnswerSelectionItem.class::cast).toList();
  }

  @Test
  void scoreIsTheMeanOfTheThreeSignals() {
    var ranker = new UntrainedSentenceRanker(Analysis.of(Language.CZECH));
    // 000105 "Kdo založil hrad Karlštejn?" over the Karlštejn article (4 sentences); terms [založit, hrad, karlštejn]
    var item = items().get(4);
    assertThat(item.id()).isEqualTo("000105");
    var evidence = ranker.explain(item);
    for (var c : evidence) {
      var f = c.features();
      assertThat(c.score()).isCloseTo((f.get("bm25-relative") + f.get("lemma-overlap") + f.get("position")) / 3, within(1e-12));
    }
    // sentence 0 holds all three terms and is first: 1 + 1 + 1 over 3
    assertThat(evidence.get(0).score()).isCloseTo(1.0, within(1e-12));
    // sentence 3 "Karlštejn je národní kulturní památkou.": 1 of 3 terms, position 1 − 3/4
    assertThat(evidence.get(3).features().get("lemma-overlap")).isCloseTo(1.0 / 3, within(1e-12));
    assertThat(evidence.get(3).features().get("position")).isEqualTo(0.25);
    var scores = ((Prediction.CandidateScores) ranker.solve(item).orElseThrow()).scores();
    assertThat(CandidateRanking.of(item, ranker.solve(item).orElseThrow()).firstPositiveRank()).isEqualTo(1);
    assertThat(scores).hasSize(4);
  }

  @Test
  void aRankerTrainedOnEnglishAndRunOnCzechWarnsAndOneTrainedOnCzechDoesNot() {
    var english = List.of(
        item("a", "Where do penguins live?", "Penguins live in Antarctica.", "Cats sleep a lot."),
        item("b", "Who wrote Hamlet?", "Hamlet was written by Shakespeare.", "Paris is in France."));
    var onCzech = SentenceRanker.train(english, Language.CZECH);
    assertThat(onCzech.trainingLanguage()).isEqualTo(Language.ENGLISH);
    assertThat(onCzech.languageWarning()).startsWith("warning: sentence-ranker was trained on en questions but analyses cs (--lang)")
        .doesNotContain("\n");
    assertThat(SentenceRanker.train(english, Language.ENGLISH).languageWarning()).isNull();
    var czech = SentenceRanker.train(items(), Language.CZECH);
    assertThat(czech.trainingLanguage()).isEqualTo(Language.CZECH);
    assertThat(czech.languageWarning()).isNull();
  }

  @Test
  void aComparativeAndItsPositiveDoNotMeetSoAnAnswerSentenceWithoutSharedLemmasRanksByPosition() {
    var ranker = new UntrainedSentenceRanker(Analysis.of(Language.CZECH));
    // 000109 "Jak vysoká je Sněžka?" (vysoký, sněžka); answer sentence 1 "Měří 1603 metrů nad mořem." shares nothing;
    // sentence 0 "Sněžka je nejvyšší hora Česka." holds sněžka (nejvyšší → vyšší, not vysoký)
    var item = items().get(8);
    assertThat(item.id()).isEqualTo("000109");
    var evidence = ranker.explain(item);
    assertThat(evidence.get(1).features().get("lemma-overlap")).isZero();
    assertThat(evidence.get(1).features().get("bm25-relative")).isZero();
    assertThat(evidence.get(0).features().get("lemma-overlap")).isEqualTo(0.5);
    assertThat(CandidateRanking.of(item, ranker.solve(item).orElseThrow()).firstPositiveRank()).isEqualTo(2);
    assertThat(new MeanAveragePrecision().score(item, ranker.solve(item).orElseThrow())).isEqualTo(0.5);
  }

  private static AnswerSelectionItem item(String id, String q, String good, String bad) {
    return AnswerSelectionItem.of(id, q, List.of(new Candidate(null, bad, 0), new Candidate(null, good, 1)));
  }
}
