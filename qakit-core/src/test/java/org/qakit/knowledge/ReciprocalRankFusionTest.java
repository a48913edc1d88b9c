package org.qakit.knowledge;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

class ReciprocalRankFusionTest {
  static Hit hit(String id, double score) {
    return new Hit(id, "text of " + id, null, score);
  }

  @Test
  void sumsReciprocalRanksWithCSixty() {
    List<Hit> bm25 = List.of(hit("a", 9), hit("b", 7), hit("c", 1));
    List<Hit> dense = List.of(hit("c", 0.9), hit("a", 0.8), hit("d", 0.1));
    List<Hit> fused = new ReciprocalRankFusion().fuse(List.of(bm25, dense), 10);
    // a: 1/61 + 1/62 = 0.0163934 + 0.0161290 = 0.0325225
    // c: 1/63 + 1/61 = 0.0158730 + 0.0163934 = 0.0322664
    // b: 1/62 = 0.0161290;  d: 1/63 = 0.0158730
    assertThat(fused).extracting(Hit::id).containsExactly("a", "c", "b", "d");
    assertThat(fused.get(0).score()).isCloseTo(1.0 / 61 + 1.0 / 62, within(1e-12));
    assertThat(fused.get(1).score()).isCloseTo(1.0 / 63 + 1.0 / 61, within(1e-12));
    assertThat(fused.get(3).score()).isCloseTo(1.0 / 63, within(1e-12));
    assertThat(fused.get(0).text()).isEqualTo("text of a");
  }

  @Test
  void equalSumsGoToTheSmallerIdAndTheCutOffKeepsIt() {
    // x: rank 1 in the first list only, w: rank 1 in the second only: both 1/61
    List<Hit> fused = new ReciprocalRankFusion().fuse(List.of(List.of(hit("x", 5)), List.of(hit("w", 0.5))), 1);
    assertThat(fused).extracting(Hit::id).containsExactly("w");
  }

  @Test
  void cChangesTheWeightOfTheTopRanks() {
    // c = 0: a = 1/1 + 0 = 1 beats b = 1/2 + 1/2 = 1? equal: tie to a; c = 0 and b at rank 1 and 3 = 1 + 1/3
    List<Hit> one = List.of(hit("a", 3), hit("b", 2));
    List<Hit> two = List.of(hit("b", 3), hit("z", 2), hit("a", 1));
    // c = 0: a = 1 + 1/3 = 1.3333, b = 1/2 + 1 = 1.5: b first
    assertThat(new ReciprocalRankFusion(0).fuse(List.of(one, two), 3)).extracting(Hit::id).containsExactly("b", "a", "z");
    assertThat(new ReciprocalRankFusion(0).fuse(List.of(one, two), 3).getFirst().score()).isCloseTo(1.5, within(1e-12));
    assertThat(new ReciprocalRankFusion().describe()).isEqualTo("rrf(c=60)");
  }

  @Test
  void rejectsANegativeCAndKBelowOne() {
    assertThatThrownBy(() -> new ReciprocalRankFusion(-1)).hasMessageContaining("c must be at least 0, found -1");
    assertThatThrownBy(() -> new ReciprocalRankFusion().fuse(List.of(), 0)).hasMessageContaining("k must be at least 1");
    assertThat(new ReciprocalRankFusion().fuse(List.of(List.of(), List.of()), 5)).isEmpty();
  }
}
