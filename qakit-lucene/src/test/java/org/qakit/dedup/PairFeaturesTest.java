package org.qakit.dedup;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.qakit.dedup.DedupFixtures.analysed;
import static org.qakit.dedup.DedupFixtures.mc;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.qakit.model.KbQuestionItem;

class PairFeaturesTest {

  @Test
  void shuffledOptionsGiveTheSameFeaturesAsTheOriginal() {
    var a = analysed(mc("a", "which gas do plants use", "carbon dioxide", "oxygen", "nitrogen", "helium"));
    var b = analysed(mc("b", "which gas do plants use", "helium", "nitrogen", "oxygen", "carbon dioxide"));
    // no scenario on either side: 1; identical question: 1; four identical options: 1 each
    assertThat(PairFeatures.of(a, b)).containsExactly(1, 1, 1, 1, 1, 1);
  }

  @Test
  void greedyMatchingAndTheSlotsBeyondTheOptions() {
    // options of a: "x y", "z"; of b: "x", "z w", "v"
    // cosines: (x y, x) = 1/√2, (x y, z w) = 0, (x y, v) = 0, (z, x) = 0, (z, z w) = 1/√2, (z, v) = 0
    // greedy: the largest first, ties by smaller i → (0,0) 0.7071, then (1,1) 0.7071; slots 3 and 4:
    // b has a 3rd option, a has not → 0; neither has a 4th → 1
    var a = analysed(mc("a", "q r", "x y", "z"));
    var b = analysed(mc("b", "q s", "x", "z w", "v"));
    double[] f = PairFeatures.of(a, b);
    assertThat(f[1]).isCloseTo(0.5, within(1e-12)); // {q, r} vs {q, s}: 1 / (√2·√2)
    assertThat(f[2]).isCloseTo(Math.sqrt(0.5), within(1e-12));
    assertThat(f[3]).isCloseTo(Math.sqrt(0.5), within(1e-12));
    assertThat(f[4]).isZero();
    assertThat(f[5]).isEqualTo(1.0);
  }

  @Test
  void itemsWithoutOptionsUseTheirAnswersAndScenarioIsConstant() {
    var a = analysed(new KbQuestionItem("k1", "who wrote hamlet", List.of("shakespeare"), null, java.util.Map.of()));
    var b = analysed(new KbQuestionItem("k2", "who wrote macbeth", List.of("shakespeare"), null, java.util.Map.of()));
    double[] f = PairFeatures.of(a, b);
    // scenario: both empty → 1; question {who, wrote, hamlet} vs {who, wrote, macbeth} = 2/3; one answer
    // each, identical → 1; slots 2–4 absent on both sides → 1
    assertThat(f).containsExactly(new double[] {1, 2.0 / 3, 1, 1, 1, 1}, within(1e-12));
  }
}
