package org.qakit.solve.choice;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.index.TestIndexes;
import org.qakit.model.Choice;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.model.Passage;
import org.qakit.model.Scenario;
import org.qakit.retrieve.Bm25Retriever;
import org.qakit.solve.Explanation;
import org.qakit.solve.Prediction;
import org.qakit.text.Language;

/**
 * GeoSQA's reading baseline on fixtures where the right option is known by construction: the
 * index holds one sentence that answers the stem, every option's query retrieves it, the reader's
 * span is the answer, and only the right option shares its words.
 */
class ReadingSolverTest {
  @TempDir Path temp;

  @Test
  void englishTheOptionThatIsTheSpanWins() throws IOException {
    TestIndexes.build(temp, Language.ENGLISH, 1, List.of(
        Passage.of("s1", "The capital of France is Paris, a large city."),
        Passage.of("s2", "London is the largest city of England."),
        Passage.of("s3", "Berlin lies on the river Spree."),
        Passage.of("s4", "Rivers carry water to the sea.")));
    var item = MultipleChoiceItem.of("q1", "What is the capital of France?",
        List.of(new Choice("A", "London"), new Choice("B", "Paris"), new Choice("C", "Berlin")), "B");
    try (var r = Bm25Retriever.open(temp)) {
      var solver = new ReadingSolver(r);
      var evidence = solver.explainItem(item);
      // the stem's BM25 answer sentence is s1 in every option's passage; its best span is Paris
      // (no question word in it, one word from France): cos(paris, paris) = 1, the others share nothing
      assertThat(evidence.options()).extracting(ReadingSolver.OptionEvidence::span).containsOnly("Paris");
      assertThat(evidence.options()).extracting(ReadingSolver.OptionEvidence::score).containsExactly(0.0, 1.0, 0.0);
      assertThat(evidence.options().get(1).sentence()).isEqualTo("The capital of France is Paris, a large city.");
      assertThat(evidence.options().get(0).query()).isEqualTo("What is the capital of France? London");
      assertThat(evidence.options().get(0).retrieved()).isNotEmpty().hasSizeLessThanOrEqualTo(ReadingSolver.DEFAULT_SENTENCES)
          .extracting(ReadingSolver.Retrieved::rank).startsWith(1);
      assertThat(evidence.options().get(0).retrieved()).extracting(ReadingSolver.Retrieved::id).contains("s1", "s2");
      assertThat(evidence.options().get(1).spanTerms()).containsExactly("pari");
      var p = (Prediction.ChoiceScores) solver.solve(item).orElseThrow();
      assertThat(p.scores()).containsEntry("B", 1.0).containsEntry("A", 0.0);
      Explanation why = solver.solveWithEvidence(item).orElseThrow().evidence();
      assertThat(why.json().get("options").get(1).get("span").asText()).isEqualTo("Paris");
      assertThat(why.json().get("options").get(1).get("score").asDouble()).isEqualTo(1.0);
      assertThat(why.json().get("sentences").asInt()).isEqualTo(6);
    }
  }

  @Test
  void chineseTheOptionClosestToTheSpanWinsAndTheScenarioJoinsTheQuery() throws IOException {
    TestIndexes.build(temp, Language.CHINESE, 1, List.of(
        Passage.of("z1", "法国的首都是巴黎。"),
        Passage.of("z2", "伦敦是英国最大的城市。"),
        Passage.of("z3", "柏林位于施普雷河畔。")));
    var item = new MultipleChoiceItem("q2", "法国的首都是哪里",
        List.of(new Choice("A", "柏林"), new Choice("B", "伦敦"), new Choice("C", "巴黎"), new Choice("D", "巴黎和伦敦")), "C",
        Scenario.text("欧洲城市"), List.of(), Map.of(), null, Map.of());
    try (var r = Bm25Retriever.open(temp, Language.CHINESE)) {
      var evidence = new ReadingSolver(r).explainItem(item);
      assertThat(evidence.options().get(2).query()).isEqualTo("欧洲城市 法国的首都是哪里 巴黎");
      assertThat(evidence.options()).extracting(ReadingSolver.OptionEvidence::span).containsOnly("巴黎");
      // D = {巴黎, 和, 伦敦} by smartcn (和 kept: smartcn's stop list is punctuation only): 1 / √3
      var scores = evidence.options().stream().map(ReadingSolver.OptionEvidence::score).toList();
      assertThat(scores.get(2)).isEqualTo(1.0);
      assertThat(scores.get(3)).isCloseTo(1 / Math.sqrt(3), within(1e-9));
      assertThat(scores.get(0)).isZero();
      assertThat(scores.get(1)).isZero();
    }
  }

  @Test
  void anOptionWithoutAnalysableWordsScoresZeroAndKMustBePositive() throws IOException {
    TestIndexes.build(temp, Language.ENGLISH, 1, List.of(Passage.of("s1", "The capital of France is Paris.")));
    var item = MultipleChoiceItem.of("q3", "What is the capital of France?", List.of(new Choice("A", "the"), new Choice("B", "Paris")), "B");
    try (var r = Bm25Retriever.open(temp)) {
      var a = new ReadingSolver(r, 1).explainItem(item).options().getFirst();
      assertThat(a.score()).isZero();
      assertThat(a.retrieved()).isEmpty();
      assertThat(a.span()).isNull();
      assertThatThrownBy(() -> new ReadingSolver(r, 0)).hasMessage("reading: the hits read per option must be at least 1, found 0");
    }
  }
}
