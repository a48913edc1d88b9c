package org.qakit.select;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.solve.Prediction;
import org.qakit.solve.Solvers;
import org.qakit.text.Language;

class SentenceRankerTest {

  static AnswerSelectionItem item(String id, String q, String good, String bad1, String bad2) {
    return AnswerSelectionItem.of(id, q, List.of(new Candidate(null, bad1, 0), new Candidate(null, good, 1), new Candidate(null, bad2, 0)));
  }

  static final List<AnswerSelectionItem> TOY = List.of(
      item("a", "Where do penguins live?", "Penguins live in Antarctica.", "Cats sleep a lot.", "The sky is blue."),
      item("b", "What do cows eat?", "Cows eat grass.", "Rivers flow to the sea.", "Stars shine at night."),
      item("c", "Who wrote Hamlet?", "Hamlet was written by Shakespeare.", "Paris is in France.", "Dogs bark loudly."),
      item("d", "How tall is Everest?", "Everest is 8849 metres tall.", "Snow is cold.", "Mountains are old."));

  @Test
  void ranksTheOverlappingSentenceFirstAndExplainsWhy() {
    var ranker = SentenceRanker.train(TOY, Language.ENGLISH);
    var item = item("e", "Where do whales live?", "Whales live in oceans.", "Trees grow slowly.", "Bread is baked.");
    var scores = ((Prediction.CandidateScores) ranker.solve(item).orElseThrow()).scores();
    assertThat(scores.get(1)).isGreaterThan(scores.get(0)).isGreaterThan(Double.NEGATIVE_INFINITY);
    assertThat(scores.get(1)).isGreaterThan(scores.get(2));
    var evidence = ranker.explain(item);
    assertThat(evidence).hasSize(3);
    assertThat(evidence.get(1).features()).containsKeys("bm25", "word-overlap", "position", "type-place", "span-overlap").hasSize(30);
    // "Where do whales live?" -> [where, whale, live]; "Whales live in oceans." -> [whale, live, ocean]: 2 shared
    assertThat(evidence.get(1).features().get("word-overlap")).isEqualTo(2.0);
    assertThat(evidence.get(1).score()).isEqualTo(scores.get(1));
    assertThat(ranker.weights().get("word-overlap-share") + ranker.weights().get("bm25-relative")).isPositive();
    assertThat(ranker.id()).isEqualTo("sentence-ranker");
  }

  @Test
  void evidenceGivesEachFeatureAndItsContributionWhichAddUpToTheScore() {
    var ranker = SentenceRanker.train(TOY, Language.ENGLISH);
    var item = item("e", "Where do whales live?", "Whales live in oceans.", "Trees grow slowly.", "Bread is baked.");
    var solution = ranker.solveWithEvidence(item).orElseThrow();
    assertThat(solution.prediction()).isEqualTo(ranker.solve(item).orElseThrow());
    var e = solution.evidence().json();
    assertThat(e.get("learner").asText()).isEqualTo("pairwise");
    assertThat(e.get("bias").asDouble()).isEqualTo(ranker.model().bias());
    var scores = ((Prediction.CandidateScores) solution.prediction()).scores();
    for (int i = 0; i < 3; i++) {
      var c = e.get("candidates").get(i);
      assertThat(c.get("candidate").asInt()).isEqualTo(i);
      // score = bias + c_0 + c_1 + ... in feature order, bit for bit
      double sum = e.get("bias").asDouble();
      for (var contribution : c.get("contributions")) {
        sum += contribution.asDouble();
      }
      assertThat(sum).isEqualTo(scores.get(i));
      assertThat(c.get("score").asDouble()).isEqualTo(scores.get(i));
      assertThat(c.get("contributions").size()).isEqualTo(30);
    }
    // [where, whale, live] vs [whale, live, ocean]: 2 shared; its contribution is w · (2 − mean) / sd
    var good = e.get("candidates").get(1);
    assertThat(good.get("features").get("word-overlap").asDouble()).isEqualTo(2.0);
    var m = ranker.model();
    int j = SentenceFeatures.forLanguage(Language.ENGLISH).names().indexOf("word-overlap");
    assertThat(good.get("contributions").get("word-overlap").asDouble())
        .isEqualTo(m.weights()[j] * (2.0 - m.mean()[j]) / m.scale()[j]);
  }

  @Test
  void trainingIsDeterministic() {
    for (var learner : SentenceRanker.Learner.values()) {
      var a = SentenceRanker.train(TOY, Language.ENGLISH, SentenceFeatures.all(), learner, 1e-2);
      var b = SentenceRanker.train(TOY, Language.ENGLISH, SentenceFeatures.all(), learner, 1e-2);
      assertThat(a.model()).as("%s", learner).isEqualTo(b.model());
    }
  }

  @Test
  void handlesOnlyAnswerSelectionItemsAndRefusesUnlabelledTraining() {
    var ranker = SentenceRanker.train(TOY, Language.ENGLISH);
    var mc = new MultipleChoiceItem("m", "stem?", List.of(new org.qakit.model.Choice("A", "x"), new org.qakit.model.Choice("B", "y")),
        "A", null, List.of(), java.util.Map.of(), null, java.util.Map.of());
    assertThat(ranker.solve(mc)).isEmpty();
    var unlabelled = AnswerSelectionItem.of("u", "q?", List.of(new Candidate(null, "x", Candidate.UNLABELLED)));
    assertThatThrownBy(() -> SentenceRanker.train(List.of(unlabelled), Language.ENGLISH))
        .hasMessage("item 'u': expected labelled candidates for training, found candidate 1 unlabelled");
    var allNegative = AnswerSelectionItem.of("n", "q?", List.of(new Candidate(null, "x", 0)));
    assertThatThrownBy(() -> SentenceRanker.train(List.of(allNegative), Language.ENGLISH))
        .hasMessageStartingWith("expected training items with both positive and negative candidates");
  }

  @Test
  void beatsWordOverlapOnAHeldOutDbqaFold() throws IOException {
    var items = RankerEvaluation.read("nlpcc-dbqa", "nlpcc-dbqa/dbqa-subset.train-dev.tsv");
    int[] fold = RankerEvaluation.folds(items.size(), 5, SentenceRankerMeasurement.SEED);
    var train = RankerEvaluation.part(items, fold, 0, false);
    var test = RankerEvaluation.part(items, fold, 0, true);
    var ranker = SentenceRanker.train(train, Language.CHINESE);
    double ranked = RankerEvaluation.mean(RankerEvaluation.values("mrr", test, RankerEvaluation.predict(ranker, test)));
    double overlap = RankerEvaluation.mean(RankerEvaluation.values("mrr", test,
        RankerEvaluation.predict(Solvers.registry().get("word-overlap"), test)));
    // measured (seed 20160, fold 0 of 5, 265 questions): sentence-ranker (pairwise, 30 features) 0.8606, word-overlap 0.5226
    System.out.printf("dbqa fold 0: sentence-ranker MRR %.4f, word-overlap MRR %.4f%n", ranked, overlap);
    assertThat(ranked).isGreaterThanOrEqualTo(0.84).isGreaterThan(overlap + 0.3);
  }
}
