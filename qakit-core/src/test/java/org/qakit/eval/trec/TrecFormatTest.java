package org.qakit.eval.trec;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import org.junit.jupiter.api.Test;

class TrecFormatTest {
  @Test
  void namesArePaddedTo22AndValuesFollowTabs() {
    assertThat(TrecFormat.line("map", "all", 0.1234, false)).isEqualTo("map                   \tall\t0.1234");
    assertThat(TrecFormat.line("num_q", "all", 3, true)).isEqualTo("num_q                 \tall\t3");
    // a name of 22 characters or more is not cut
    assertThat(TrecFormat.line("a_very_long_measure_name", "all", 1, false)).isEqualTo("a_very_long_measure_name\tall\t1.0000");
  }

  @Test
  void roundsTheExactBinaryValueHalfToEvenAsGlibcPrintfDoes() {
    // 1/32 = 0.03125 exactly: a true tie, printf goes to the even digit (trec_eval prints 0.0312 for P_32)
    assertThat(TrecFormat.fixed4(1 / 32.0)).isEqualTo("0.0312");
    assertThat(String.format(Locale.ROOT, "%.4f", 1 / 32.0)).isEqualTo("0.0313"); // what Java's formatter would print
    // 3/32 = 0.09375 exactly: tie, 7 is odd, so up to 0.0938
    assertThat(TrecFormat.fixed4(3 / 32.0)).isEqualTo("0.0938");
    // 0.00015 is stored as 0.000149999999999999986...: below the tie, so 0.0001 (Java: 0.0002)
    assertThat(TrecFormat.fixed4(0.00015)).isEqualTo("0.0001");
    assertThat(String.format(Locale.ROOT, "%.4f", 0.00015)).isEqualTo("0.0002");
    assertThat(TrecFormat.fixed4(2.00005)).isEqualTo("2.0000"); // stored as 2.0000499999999998835
    // 1/160 = 0.00625 is stored as 0.006250000000000000347...: above the tie, so 0.0063
    assertThat(TrecFormat.fixed4(1 / 160.0)).isEqualTo("0.0063");
    assertThat(TrecFormat.fixed4(0)).isEqualTo("0.0000");
    assertThat(TrecFormat.fixed4(12.5)).isEqualTo("12.5000");
  }

  @Test
  void integersAreTruncatedAsCsLongCast() {
    assertThat(TrecFormat.integer(1500)).isEqualTo("1500");
    assertThat(TrecFormat.integer(2.9)).isEqualTo("2");
  }

  @Test
  void strcmpOrderIsByteOrderNotUtf16Order() {
    assertThat(Strcmp.compare("D2", "D10")).isPositive(); // '2' > '1'
    assertThat(Strcmp.compare("D1", "D10")).isNegative(); // a prefix sorts first
    assertThat(Strcmp.compare("D1", "D1")).isZero();
    assertThat(Strcmp.compare("d", "D")).isPositive(); // 'd' 0x64 > 'D' 0x44
    // U+FFFD (EF BF BD) sorts before U+1F600 (F0 9F 98 80) byte-wise, after it in UTF-16 (FFFD > D83D)
    assertThat(Strcmp.compare("\uFFFD", "\uD83D\uDE00")).isNegative();
    assertThat("\uFFFD".compareTo("\uD83D\uDE00")).isPositive();
  }
}
