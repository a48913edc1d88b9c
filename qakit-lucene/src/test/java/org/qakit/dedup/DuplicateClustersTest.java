package org.qakit.dedup;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class DuplicateClustersTest {

  @Test
  void connectedComponentsOfTheAcceptedPairs() {
    var p13 = new ScoredPair(1, 3, new double[6], 0.9);
    var p35 = new ScoredPair(3, 5, new double[6], 0.7);
    var p02 = new ScoredPair(0, 2, new double[6], 0.99);
    var clusters = DuplicateClusters.of(7, List.of(p35, p13, p02));
    // {0, 2} and {1, 3, 5}; 4 and 6 stand alone and are left out; ordered by smallest member
    assertThat(clusters).hasSize(2);
    assertThat(clusters.get(0).members()).containsExactly(0, 2);
    assertThat(clusters.get(1).members()).containsExactly(1, 3, 5);
    assertThat(clusters.get(1).pairs()).containsExactly(p13, p35);
    assertThat(clusters.get(1).weakest()).isEqualTo(0.7);
  }
}
