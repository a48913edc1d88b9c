package org.qakit.eval.trec;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;

class TrecNumbersTest {
  static double score(String s) {
    byte[] b = ("x" + s + "y").getBytes(StandardCharsets.ISO_8859_1);
    return TrecNumbers.score(b, 1, b.length - 1);
  }

  static long relevance(String s) {
    byte[] b = s.getBytes(StandardCharsets.ISO_8859_1);
    return TrecNumbers.relevance(b, 0, b.length);
  }

  @Test
  void everyScoreIsExactlyWhatDoubleParseDoubleReads() {
    var rnd = new Random(20261127L);
    for (int c = 0; c < 200_000; c++) {
      String s = switch (c % 6) {
        case 0 -> String.format(Locale.ROOT, "%.6f", rnd.nextDouble() * 1000);
        case 1 -> Double.toString(rnd.nextGaussian() * Math.pow(10, rnd.nextInt(40) - 20));
        case 2 -> Long.toString(rnd.nextLong() >> rnd.nextInt(64));
        case 3 -> (rnd.nextBoolean() ? "-" : "+") + "0." + "0".repeat(rnd.nextInt(5)) + Math.abs(rnd.nextInt());
        case 4 -> rnd.nextInt(1_000_000) + "." + rnd.nextInt(1000) + "e" + (rnd.nextInt(60) - 30);
        default -> "." + rnd.nextInt(100_000) + (rnd.nextBoolean() ? "E+" + rnd.nextInt(25) : "");
      };
      assertThat(Double.doubleToRawLongBits(score(s))).as(s).isEqualTo(Double.doubleToRawLongBits(Double.parseDouble(s)));
    }
  }

  @Test
  void edgeCasesMatchTheRunGrammar() {
    assertThat(Double.doubleToRawLongBits(score("-0"))).isEqualTo(Double.doubleToRawLongBits(-0.0));
    assertThat(score("1.")).isEqualTo(1.0);
    assertThat(score("1.5e1")).isEqualTo(15.0);
    assertThat(score("0.1")).isEqualTo(0.1);
    assertThat(score("123456789012345678901234.5")).isEqualTo(123456789012345678901234.5);
    assertThat(score("1e400")).isEqualTo(Double.POSITIVE_INFINITY);
    assertThat(score("-INF")).isEqualTo(Double.NEGATIVE_INFINITY);
    assertThat(score("Infinity")).isEqualTo(Double.POSITIVE_INFINITY);
    for (String bad : new String[] {"", ".", "+", "e5", "1e", "1.5x", "nan", "NaN", "0x10", "1e+", "--1", "1,5", "infinit"}) {
      assertThat(score(bad)).as(bad).isNaN();
    }
  }

  @Test
  void relevanceIsAnIntOrNothing() {
    assertThat(relevance("3")).isEqualTo(3);
    assertThat(relevance("-1")).isEqualTo(-1);
    assertThat(relevance("+2")).isEqualTo(2);
    assertThat(relevance("2147483647")).isEqualTo(Integer.MAX_VALUE);
    assertThat(relevance("-2147483648")).isEqualTo(Integer.MIN_VALUE);
    for (String bad : new String[] {"", "-", "1.5", "x", "2147483648", "99999999999999999999", "1e3"}) {
      assertThat(relevance(bad)).as(bad).isEqualTo(TrecNumbers.NOT_AN_INT);
    }
  }
}
