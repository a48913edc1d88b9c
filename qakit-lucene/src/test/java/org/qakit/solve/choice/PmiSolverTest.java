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
import org.qakit.text.Language;

class PmiSolverTest {
  @TempDir Path temp;

  @Test
  void averagePmiWithTheTenTokenWindow() throws IOException {
    TestIndexes.build(temp, Language.ENGLISH, 1, List.of(
        Passage.of("d1", "sun heat"), Passage.of("d2", "sun light"), Passage.of("d3", "moon light"),
        Passage.of("d4", "iron cat"),
        // heat at position 10: the pair spans 11 positions, outside the window
        Passage.of("d5", "sun alpha beta gamma delta epsilon zeta eta theta iota heat"),
        // heat at position 9: the pair spans exactly 10 positions, inside
        Passage.of("d6", "sun alpha beta gamma delta epsilon zeta eta theta heat"),
        Passage.of("d7", "iron cat")));
    var item = MultipleChoiceItem.of("q", "sun",
        List.of(new Choice("A", "heat"), new Choice("B", "cat"), new Choice("C", "dog"), new Choice("D", "light")), "A");
    try (var r = Bm25Retriever.open(temp)) {
      var ev = new PmiSolver(r).explain(item);
      // N = 7; n(sun) = 4 (d1 d2 d5 d6), n(heat) = 3 (d1 d5 d6), n(sun, heat) = 2 (d1 d6)
      // PMI = ln(2 · 7 / (4 · 3)) = ln(7/6) = 0.154151
      assertThat(ev.get(0).score()).isCloseTo(0.154151, within(1e-6));
      assertThat(ev.get(0).pairs()).isEqualTo(1);
      // cat never co-occurs with sun; dog is not in the index: no pair, score 0
      assertThat(ev.get(1).score()).isZero();
      assertThat(ev.get(1).pairs()).isZero();
      assertThat(ev.get(2).score()).isZero();
      // n(light) = 2, n(sun, light) = 1: ln(1 · 7 / (4 · 2)) = ln(7/8) = -0.133531
      assertThat(ev.get(3).score()).isCloseTo(-0.133531, within(1e-6));
      // window 11 also counts d5: ln(3 · 7 / 12) = 0.559616
      assertThat(new PmiSolver(r, 11).explain(item).get(0).score()).isCloseTo(0.559616, within(1e-6));
    }
  }

  @Test
  void evidenceListsThePairsWithTheirCountsHighestPmiFirst() throws IOException {
    TestIndexes.build(temp, Language.ENGLISH, 1, List.of(
        Passage.of("d1", "sun heat"), Passage.of("d2", "sun light"), Passage.of("d3", "moon light"),
        Passage.of("d4", "light heat"), Passage.of("d5", "iron cat")));
    var item = MultipleChoiceItem.of("q", "light sun", List.of(new Choice("A", "heat"), new Choice("B", "dog")), "A");
    try (var r = Bm25Retriever.open(temp)) {
      var solver = new PmiSolver(r);
      var solution = solver.solveWithEvidence(item).orElseThrow();
      assertThat(solution.prediction()).isEqualTo(solver.solve(item).orElseThrow());
      var e = solution.evidence().json();
      assertThat(e.get("window").asInt()).isEqualTo(10);
      assertThat(e.get("units").asInt()).isEqualTo(5);
      // question grams in order: light, sun, "light sun" (n = 0: d2 has them reversed); N = 5
      // (light, heat): n = 1 (d4), n(light) = 3, n(heat) = 2: ln(5 / 6) = -0.182322
      // (sun, heat):   n = 1 (d1), n(sun) = 2:                 ln(5 / 4) = 0.223144
      // score = (0.223144 - 0.182322) / 2 = 0.020411; listed highest PMI first, though found second
      var a = e.get("options").get(0);
      assertThat(a.get("score").asDouble()).isCloseTo(0.020411, within(1e-6));
      assertThat(a.get("pairs").asInt()).isEqualTo(2);
      var top = a.get("topPairs");
      assertThat(top.findValuesAsText("x")).containsExactly("sun", "light");
      assertThat(top.get(0).get("y").asText()).isEqualTo("heat");
      assertThat(top.get(0).get("pmi").asDouble()).isCloseTo(0.223144, within(1e-6));
      assertThat(top.get(1).get("pmi").asDouble()).isCloseTo(-0.182322, within(1e-6));
      assertThat(List.of(top.get(1).get("nxy").asInt(), top.get(1).get("nx").asInt(), top.get(1).get("ny").asInt())).containsExactly(1, 3, 2);
      assertThat(a.get("optionGrams").toString()).isEqualTo("[\"heat\"]");
      // dog is not in the index: no pair
      assertThat(e.get("options").get(1).get("pairs").asInt()).isZero();
      assertThat(e.get("options").get(1).get("topPairs")).isEmpty();
    }
  }

  @Test
  void gramsAreMatchedOnStoredPositions() throws IOException {
    TestIndexes.build(temp, Language.ENGLISH, 1, List.of(
        Passage.of("a", "state of matter"), Passage.of("b", "state matter"), Passage.of("c", "state big big matter"),
        Passage.of("d", "matter state")));
    try (var r = Bm25Retriever.open(temp)) {
      var g = new GramOccurrences(new org.qakit.retrieve.IndexPositions(r.reader()));
      // bigram: steps 2 (a: "of" removed) and 1 (b) match; c's step 3 and d's reversed order do not
      assertThat(g.count(new Gram(List.of("state", "matter"), 2))).isEqualTo(2);
      // skip-bigram allows a step of 3
      assertThat(g.count(new Gram(List.of("state", "matter"), 3))).isEqualTo(3);
      assertThat(g.count(new Gram(List.of("state"), 2))).isEqualTo(4);
      assertThat(g.count(new Gram(List.of("state", "big", "big"), 2))).isEqualTo(1);
    }
  }

  @Test
  void gramsOfATokenList() {
    // 4 unigrams + 3 bigrams + 2 trigrams + 2 skip-bigrams
    assertThat(Gram.of(List.of("a", "b", "c", "d"))).hasSize(11)
        .contains(new Gram(List.of("b", "d"), 3), new Gram(List.of("a", "b", "c"), 2));
    assertThat(new Gram(List.of("solar"), 2).sharesTokenWith(new Gram(List.of("solar", "energy"), 2))).isTrue();
  }

  @Test
  void rejectsBadArguments() {
    assertThatThrownBy(() -> new PmiSolver(null)).hasMessageContaining("qakit index build");
    assertThatThrownBy(() -> new PmiSolver(null, 1)).hasMessageContaining("retriever");
  }
}
