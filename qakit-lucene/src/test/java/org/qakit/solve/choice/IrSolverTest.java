package org.qakit.solve.choice;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.index.TestIndexes;
import org.qakit.model.Choice;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.model.Passage;
import org.qakit.retrieve.Bm25Retriever;
import org.qakit.solve.Prediction;
import org.qakit.text.Language;

class IrSolverTest {
  @TempDir Path temp;

  // Four passages of length 2 (avgdl = 2, so tf part = f / (f + 1.2)).
  private Bm25Retriever index() throws IOException {
    TestIndexes.build(temp, Language.ENGLISH, 1, List.of(
        Passage.of("d1", "moon moon"), Passage.of("d2", "sun heat"),
        Passage.of("d3", "moon sun"), Passage.of("d4", "iron cat")));
    return Bm25Retriever.open(temp);
  }

  private static final MultipleChoiceItem ITEM = MultipleChoiceItem.of(
      "q1", "sun heat", List.of(new Choice("A", "moon"), new Choice("B", "cat")), "A");

  @Test
  void topHitMustShareAWordWithQuestionAndOption() throws IOException {
    try (var r = index()) {
      // idf(df=2) = ln(1 + 2.5/2.5) = ln 2 = 0.693147; idf(df=1) = ln(1 + 3.5/1.5) = 1.203973
      // query A "sun heat moon": d2 = (0.693147 + 1.203973) / 2.2 = 0.862327 (no option word: rejected),
      //   d3 = 2 · 0.693147 / 2.2 = 0.630134 (sun and moon: chosen), d1 = 0.693147 · 2/3.2 = 0.433217
      // query B "sun heat cat": d2 0.862327 and d3 0.315067 lack "cat"; d4 = 1.203973 / 2.2 = 0.547260
      //   lacks a question word: no hit qualifies, score 0
      var ev = new IrSolver(r).explain(ITEM);
      assertThat(ev.get(0).hit().id()).isEqualTo("d3");
      assertThat(ev.get(0).score()).isCloseTo(0.630134, within(1e-5));
      assertThat(ev.get(0).query()).isEqualTo("sun heat moon");
      assertThat(ev.get(1).hit()).isNull();
      assertThat(ev.get(1).score()).isZero();
      var p = (Prediction.ChoiceScores) new IrSolver(r).solve(ITEM).orElseThrow();
      assertThat(p.scores().get("A")).isCloseTo(0.630134, within(1e-5));
      assertThat(p.scores().get("B")).isZero();
    }
  }

  @Test
  void depthLimitsTheHitsInspected() throws IOException {
    try (var r = index()) {
      // depth 1: only d2 (0.862327) is inspected for A and it lacks "moon"
      assertThat(new IrSolver(r, 1).explain(ITEM).get(0).score()).isZero();
      assertThat(new IrSolver(r, 2).explain(ITEM).get(0).hit().id()).isEqualTo("d3");
    }
  }

  @Test
  void scenarioTextJoinsQueryAndQuestionWords() throws IOException {
    try (var r = index()) {
      // scenario "iron": question words {sun, heat, iron}; B's query "iron sun heat cat": d4 = 2 · 1.203973 / 2.2
      var item = new MultipleChoiceItem("q2", "sun heat", ITEM.choices(), "A",
          org.qakit.model.Scenario.text("iron"), List.of(), java.util.Map.of(), null, java.util.Map.of());
      var b = new IrSolver(r).explain(item).get(1);
      assertThat(b.query()).isEqualTo("iron sun heat cat");
      assertThat(b.hit().id()).isEqualTo("d4");
      assertThat(b.score()).isCloseTo(1.094521, within(1e-5));
    }
  }

  @Test
  void evidenceNamesTheQueryTheChosenHitAndWhyEarlierHitsWereSkipped() throws IOException {
    try (var r = index()) {
      var solver = new IrSolver(r);
      var solution = solver.solveWithEvidence(ITEM).orElseThrow();
      assertThat(solution.prediction()).isEqualTo(solver.solve(ITEM).orElseThrow());
      JsonNode e = solution.evidence().json();
      assertThat(e.get("depth").asInt()).isEqualTo(50);
      assertThat(e.get("questionTerms").toString()).isEqualTo("[\"sun\",\"heat\"]");
      // A, query "sun heat moon": d2 (0.862327) ranks 1st but lacks "moon"; d3 (0.630134) 2nd is chosen;
      //   d1 (0.433217) matched too: 3 retrieved
      JsonNode a = e.get("options").get(0);
      assertThat(a.get("label").asText()).isEqualTo("A");
      assertThat(a.get("optionTerms").toString()).isEqualTo("[\"moon\"]");
      assertThat(a.get("retrieved").asInt()).isEqualTo(3);
      assertThat(a.get("hit").get("id").asText()).isEqualTo("d3");
      assertThat(a.get("hit").get("rank").asInt()).isEqualTo(2);
      assertThat(a.get("hit").get("text").asText()).isEqualTo("moon sun");
      assertThat(a.get("hit").get("score").asDouble()).isCloseTo(0.630134, within(1e-5));
      assertThat(a.get("hit").has("title")).isFalse();
      assertThat(a.get("skippedTotal").asInt()).isEqualTo(1);
      assertThat(a.get("skipped").get(0).get("id").asText()).isEqualTo("d2");
      assertThat(a.get("skipped").get(0).get("score").asDouble()).isCloseTo(0.862327, within(1e-5));
      assertThat(a.get("skipped").get(0).get("reason").asText()).isEqualTo("no option word");
      // B, query "sun heat cat": d2 0.862327 (no "cat"), d4 0.547260 (no question word), d3 0.315067 (no "cat"): no hit
      JsonNode b = e.get("options").get(1);
      assertThat(b.has("hit")).isFalse();
      assertThat(b.get("score").asDouble()).isZero();
      assertThat(b.get("skippedTotal").asInt()).isEqualTo(3);
      assertThat(b.get("skipped").findValuesAsText("id")).containsExactly("d2", "d4", "d3");
      assertThat(b.get("skipped").findValuesAsText("reason")).containsExactly("no option word", "no question word", "no option word");
      assertThat(b.get("skipped").get(1).get("score").asDouble()).isCloseTo(0.547260, within(1e-5));
    }
  }

  @Test
  void evidenceListsTheFirstFiveSkippedHitsAndCountsThemAll() throws IOException {
    var passages = new java.util.ArrayList<Passage>();
    for (int i = 1; i <= 7; i++) {
      passages.add(Passage.of("h" + i, "heat " + "x".repeat(i)));
    }
    TestIndexes.build(temp, Language.ENGLISH, 1, passages);
    var item = MultipleChoiceItem.of("q", "heat", List.of(new Choice("A", "moon"), new Choice("B", "the")), "A");
    try (var r = Bm25Retriever.open(temp)) {
      var ev = new IrSolver(r).explain(item);
      // "heat moon" retrieves the 7 heat passages (no passage has "moon"): all skipped, 5 listed
      assertThat(ev.get(0).retrieved()).isEqualTo(7);
      assertThat(ev.get(0).skippedTotal()).isEqualTo(7);
      assertThat(ev.get(0).skipped()).hasSize(IrSolver.SKIPPED_LISTED).extracting(IrSolver.SkippedHit::rank).containsExactly(1, 2, 3, 4, 5);
      // "the" is a stop word: no option term, no query run
      assertThat(ev.get(1).optionTerms()).isEmpty();
      assertThat(ev.get(1).retrieved()).isZero();
      assertThat(ev.get(1).skipped()).isEmpty();
    }
  }

  @Test
  void rejectsBadArguments() throws IOException {
    try (var r = index()) {
      assertThatThrownBy(() -> new IrSolver(r, 0)).hasMessageContaining("at least 1, found 0");
      assertThatThrownBy(() -> new IrSolver(null)).hasMessageContaining("qakit index build");
      assertThat(new IrSolver(r).id()).isEqualTo("ir");
    }
  }
}
