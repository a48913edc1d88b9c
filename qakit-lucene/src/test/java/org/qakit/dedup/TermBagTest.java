package org.qakit.dedup;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

class TermBagTest {

  @Test
  void cosineOfCountsByHand() {
    // a = {x:2, y:1}, b = {x:1, z:1}: dot = 2, |a| = √5, |b| = √2 → 2/√10 = 0.632456
    TermBag a = TermBag.of(List.of("x", "y", "x"));
    TermBag b = TermBag.of(List.of("z", "x"));
    assertThat(a.cosine(b)).isCloseTo(2 / Math.sqrt(10), within(1e-12));
    assertThat(b.cosine(a)).isCloseTo(a.cosine(b), within(1e-15));
    assertThat(a.count("x")).isEqualTo(2);
    assertThat(a.count("q")).isZero();
  }

  @Test
  void emptyBagsAgreeAndAnEmptyBagMatchesNothing() {
    assertThat(TermBag.EMPTY.cosine(TermBag.of(List.of()))).isEqualTo(1.0);
    assertThat(TermBag.EMPTY.cosine(TermBag.of(List.of("x")))).isZero();
    assertThat(TermBag.of(List.of("x", "y")).cosine(TermBag.of(List.of("y", "x")))).isEqualTo(1.0);
  }
}
