package org.qakit.distract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class DistractorEvaluationTest {

  @Test
  void measuresOfOneRankingByHand() {
    // relevant at ranks 2 and 4, |D| = 3 (one distractor never ranked)
    boolean[] rel = {false, true, false, true, false};
    double[] m = DistractorEvaluation.measures(rel, 3);
    double log3 = Math.log(3) / Math.log(2);
    double log5 = Math.log(5) / Math.log(2);
    double log4 = 2;
    assertThat(m[0]).isZero(); // p@1
    assertThat(m[1]).isCloseTo(1.0 / 3, within(1e-12)); // p@3: one of three
    assertThat(m[2]).isCloseTo(0.2, within(1e-12)); // p@10: 2/10
    assertThat(m[3]).isCloseTo(2.0 / 3, within(1e-12)); // r@10: 2 of 3
    assertThat(m[4]).isCloseTo((1.0 / 2 + 2.0 / 4) / 3, within(1e-12)); // AP = (P@2 + P@4)/|D| = 1/3
    // DCG = 1/log2(3) + 1/log2(5); IDCG = 1 + 1/log2(3) + 1/log2(4)
    assertThat(m[5]).isCloseTo((1 / log3 + 1 / log5) / (1 + 1 / log3 + 1 / log4), within(1e-12));
    assertThat(m[6]).isCloseTo(0.5, within(1e-12)); // first relevant at rank 2
  }
}
