package org.qakit.fitness;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class DomainTermsTest {
  // fit: {a, b}, {a}; unfit: {b}, {c}, {b, c}. N_F = 2, N_U = 3.
  private final DomainTerms d = DomainTerms.count(List.of(Set.of("a", "b"), Set.of("a")),
      List.of(Set.of("b"), Set.of("c"), Set.of("b", "c")));

  @Test
  void weightsAreSmoothedLogOdds() {
    // a: log(3/4) − log(1/5) = log 3.75
    assertThat(d.weight("a")).isCloseTo(Math.log(3.75), within(1e-12));
    // b: log(2/4) − log(3/5) = log(5/6)
    assertThat(d.weight("b")).isCloseTo(Math.log(5.0 / 6), within(1e-12));
    // unseen: log(1/4) − log(1/5) = log 1.25
    assertThat(d.weight("zzz")).isCloseTo(Math.log(1.25), within(1e-12));
    assertThat(d.size()).isEqualTo(3);
  }

  @Test
  void leavingOutTakesTheOwnPassageOutOfItsSet() {
    // a from a fit passage: df_F 1 of N_F 1: log(2/3) − log(1/5) = log(10/3)
    assertThat(d.weightLeavingOut("a", true)).isCloseTo(Math.log(10.0 / 3), within(1e-12));
    // b from an unfit passage: df_U 1 of N_U 2: log(2/4) − log(2/4) = 0
    assertThat(d.weightLeavingOut("b", false)).isCloseTo(0, within(1e-12));
    assertThatThrownBy(() -> d.weightLeavingOut("c", true))
        .hasMessage("domain terms: 'c' was not counted in a fit passage, so no passage of that set can be left out for it");
  }

  @Test
  void bothSetsAreNeeded() {
    assertThatThrownBy(() -> DomainTerms.count(List.of(Set.of("a")), List.of()))
        .hasMessage("domain terms: expected fit and unfit passages, found 1 fit and 0 unfit");
  }
}
