package org.qakit.serve.ab;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import org.junit.jupiter.api.Test;

class AbResultTest {
  @Test
  void sciqsFiftyFivePercentOverOneHundredPairsIsNotSignificant() {
    AbResult r = new AbResult(100, 100, 55);
    // 2 * P(X >= 55) for X ~ Binomial(100, 1/2) = 2 * 0.184101... (hand-checked with the sum below)
    assertThat(r.pValue()).isCloseTo(0.368202, within(1e-6));
    assertThat(r.share()).isEqualTo(0.55);
    assertThat(r.significant()).isFalse();
    assertThat(r.text()).contains("55 of 100 answers (100 pairs) named the real question: 55%").contains("p = 0.368: not significant at 0.05");
  }

  @Test
  void sixtyOneOfOneHundredIsSignificantAndFortyFiveIsTheMirrorOfFiftyFive() {
    assertThat(new AbResult(100, 100, 61).pValue()).isCloseTo(0.035200, within(1e-6));
    assertThat(new AbResult(100, 100, 61).significant()).isTrue();
    assertThat(new AbResult(100, 100, 61).text()).contains("p = 0.035: significant at 0.05");
    assertThat(new AbResult(100, 100, 45).pValue()).isCloseTo(new AbResult(100, 100, 55).pValue(), within(1e-12));
    assertThat(new AbResult(100, 100, 50).pValue()).isCloseTo(1.0, within(1e-12));
    // mirrored outcomes are equally likely: Commons Statistics 1.1's two-sided mode gave 0.189 for 13 of 20
    assertThat(new AbResult(20, 20, 13).pValue()).isCloseTo(0.263176, within(1e-6)).isEqualTo(new AbResult(20, 20, 7).pValue());
  }

  @Test
  void thePValueIsTheExactTwoSidedBinomialSum() {
    for (int n : new int[] {1, 7, 20, 33, 100}) {
      for (int k = 0; k <= n; k++) {
        assertThat(new AbResult(n, n, k).pValue()).as("%d of %d", k, n).isCloseTo(exactTwoSided(n, k), within(1e-9));
      }
    }
  }

  @Test
  void noAnswerYetHasNoShareAndIsSaidSo() {
    AbResult r = new AbResult(12, 0, 0);
    assertThat(r.share()).isNaN();
    assertThat(r.pValue()).isEqualTo(1.0);
    assertThat(r.text()).isEqualTo("12 pairs loaded; no answer yet.");
    assertThatThrownBy(() -> new AbResult(3, 2, 3)).hasMessageContaining("identified 3 of 2 answers");
  }

  /** Sum of P(X = i) over every i no more likely than k, X ~ Binomial(n, 1/2), in exact arithmetic. */
  private static double exactTwoSided(int n, int k) {
    BigInteger observed = choose(n, k);
    BigInteger sum = BigInteger.ZERO;
    for (int i = 0; i <= n; i++) {
      BigInteger c = choose(n, i);
      if (c.compareTo(observed) <= 0) {
        sum = sum.add(c);
      }
    }
    double p = new BigDecimal(sum).divide(new BigDecimal(BigInteger.TWO.pow(n)), MathContext.DECIMAL64).doubleValue();
    return Math.min(1, p);
  }

  private static BigInteger choose(int n, int k) {
    BigInteger c = BigInteger.ONE;
    for (int i = 0; i < k; i++) {
      c = c.multiply(BigInteger.valueOf(n - i)).divide(BigInteger.valueOf(i + 1));
    }
    return c;
  }
}
