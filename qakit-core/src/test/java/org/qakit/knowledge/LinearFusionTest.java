package org.qakit.knowledge;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;
import static org.qakit.knowledge.ReciprocalRankFusionTest.hit;

import java.util.List;
import org.junit.jupiter.api.Test;

class LinearFusionTest {

  @Test
  void mixesMinMaxNormalisedScores() {
    List<Hit> bm25 = List.of(hit("a", 10), hit("b", 6), hit("c", 2));
    List<Hit> dense = List.of(hit("c", 0.9), hit("a", 0.5), hit("d", 0.4));
    List<Hit> fused = new LinearFusion(0.25).fuse(List.of(bm25, dense), 10);
    // bm25: min 2, max 10: a 1, b 0.5, c 0;  dense: min 0.4, max 0.9: c 1, a 0.2, d 0
    // a: 0.25 * 1 + 0.75 * 0.2 = 0.4;  b: 0.25 * 0.5 = 0.125;  c: 0.75 * 1 = 0.75;  d: 0
    assertThat(fused).extracting(Hit::id).containsExactly("c", "a", "b", "d");
    assertThat(fused).extracting(Hit::score).satisfiesExactly(
        s -> assertThat(s).isCloseTo(0.75, within(1e-12)), s -> assertThat(s).isCloseTo(0.4, within(1e-12)),
        s -> assertThat(s).isCloseTo(0.125, within(1e-12)), s -> assertThat(s).isCloseTo(0.0, within(1e-12)));
  }

  @Test
  void aListOfEqualScoresNormalisesToOneAndAlphaOneIsTheFirstListAlone() {
    List<Hit> flat = List.of(hit("a", 3), hit("b", 3));
    List<Hit> dense = List.of(hit("b", 0.7), hit("c", 0.2));
    // alpha 1: a = b = 1 (flat list), c = 0; a and b tie: a first
    assertThat(new LinearFusion(1).fuse(List.of(flat, dense), 3)).extracting(Hit::id).containsExactly("a", "b", "c");
    // alpha 0: b = 1, c = 0, a = 0: c and a tie at 0, a first
    assertThat(new LinearFusion(0).fuse(List.of(flat, dense), 3)).extracting(Hit::id).containsExactly("b", "a", "c");
  }

  @Test
  void rejectsAlphaOutsideZeroOneAndOtherThanTwoLists() {
    assertThatThrownBy(() -> new LinearFusion(1.5)).hasMessageContaining("alpha must be in [0, 1], found 1.5");
    assertThatThrownBy(() -> new LinearFusion(Double.NaN)).hasMessageContaining("found NaN");
    assertThatThrownBy(() -> new LinearFusion(0.5).fuse(List.of(List.of()), 3)).hasMessageContaining("expected 2 ranked lists, found 1");
    assertThat(new LinearFusion(0.3).describe()).isEqualTo("linear(alpha=0.3)");
  }
}
