package org.qakit.solve.choice;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

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
  void rejectsBadArguments() throws IOException {
    try (var r = index()) {
      assertThatThrownBy(() -> new IrSolver(r, 0)).hasMessageContaining("at least 1, found 0");
      assertThatThrownBy(() -> new IrSolver(null)).hasMessageContaining("qakit index build");
      assertThat(new IrSolver(r).id()).isEqualTo("ir");
    }
  }
}
