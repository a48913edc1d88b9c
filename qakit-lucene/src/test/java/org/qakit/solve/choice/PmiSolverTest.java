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
  void gramsAreMatchedOnStoredPositions() throws IOException {
    TestIndexes.build(temp, Language.ENGLISH, 1, List.of(
        Passage.of("a", "state of matter"), Passage.of("b", "state matter"), Passage.of("c", "state big big matter"),
        Passage.of("d", "matter state")));
    try (var r = Bm25Retriever.open(temp)) {
      var g = new GramOccurrences(r.reader());
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
