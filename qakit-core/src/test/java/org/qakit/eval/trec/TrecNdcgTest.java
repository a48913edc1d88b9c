package org.qakit.eval.trec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.qakit.eval.trec.TrecFiles.line;
import static org.qakit.eval.trec.TrecFiles.lines;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Hand-computed {@code ndcg}; each case was also run through trec_eval 9.0.4 and 9.0.8. */
class TrecNdcgTest {
  @TempDir Path temp;

  static final double LOG2_3 = Math.log(3) / Math.log(2);
  static final double LOG2_5 = Math.log(5) / Math.log(2);

  @Test
  void gainsAreRelevanceValuesByDefaultAndMinusLPlaysNoPart() throws IOException {
    Path[] f = new TrecFiles(temp).gradedExample();
    // DCG = 2/log2(3) (a) + 1/log2(5) (c) + 1/log2(8) (d) = 2.02587; ideal 2, 1, 1: 2/1 + 1/log2(3) + 1/2 = 3.13093
    double dcg = 2 / LOG2_3 + 1 / LOG2_5 + 1 / 3.0;
    double ideal = 2 + 1 / LOG2_3 + 0.5;
    assertThat(TrecFormat.fixed4(dcg / ideal)).isEqualTo("0.6471");
    assertThat(lines(f[0], f[1], TrecEvalOptions.DEFAULTS, "ndcg")).containsExactly(line("ndcg", "0.6471"));
    assertThat(lines(f[0], f[1], TrecEvalOptions.DEFAULTS.withRelevanceLevel(2), "ndcg")).containsExactly(line("ndcg", "0.6471"));
  }

  @Test
  void parametersSetGainsPerRelevanceValueAndNameTheLine() throws IOException {
    Path[] f = new TrecFiles(temp).gradedExample();
    // 2=1,1=3: a gains 1, c and d gain 3. DCG = 1/log2(3) + 3/log2(5) + 3/3 = 2.92296; ideal 3, 3, 1: 3 + 3/log2(3) + 1/2 = 5.39279
    assertThat(TrecFormat.fixed4((1 / LOG2_3 + 3 / LOG2_5 + 1) / (3 + 3 / LOG2_3 + 0.5))).isEqualTo("0.5420");
    assertThat(lines(f[0], f[1], TrecEvalOptions.DEFAULTS, "ndcg.2=1,1=3")).containsExactly(line("ndcg_2=1,1=3", "0.5420"));
    // 0=-1: b (judged 0, rank 3) costs 1/log2(4); the ideal ranking stops before gain -1: (2.02587 - 0.5) / 3.13093
    assertThat(lines(f[0], f[1], TrecEvalOptions.DEFAULTS, "ndcg.0=-1")).containsExactly(line("ndcg_0=-1", "0.4874"));
  }

  @Test
  void gainsLessThanOneApartSortAsTrecEvalsQsortLeavesThem() throws IOException {
    Path[] f = new TrecFiles(temp).gradedExample();
    // table [1 → 0.5, 2 → 1.2, 0 → 0]; comparing by (int) (g1 - g2), glibc's merge sort gives [0.5, 0, 1.2]:
    // the ideal ranking is a (1.2), then gain 0 ends it. DCG = 1.2/log2(3) + 0.5/log2(5) + 0.5/3 = 1.13912; IDCG = 1.2
    assertThat(TrecFormat.fixed4((1.2 / LOG2_3 + 0.5 / LOG2_5 + 0.5 / 3) / 1.2)).isEqualTo("0.9493");
    assertThat(lines(f[0], f[1], TrecEvalOptions.DEFAULTS, "ndcg.1=0.5,2=1.2")).containsExactly(line("ndcg_1=0.5,2=1.2", "0.9493"));
    // (a true sort would give the ideal 1.2, 0.5, 0.5 and 0.6452)
  }

  @Test
  void aQueryWithoutRelevantJudgmentsScoresZeroAndCounts() throws IOException {
    var files = new TrecFiles(temp);
    Path qrels = files.write("qrels", "q 0 a 1", "q 0 b 1", "q 0 c 1", "z 0 a 0");
    Path run = files.write("run", "q Q0 a 1 1 r", "z Q0 a 1 1 r");
    // q: 1 / (1 + 1/log2(3) + 1/2) = 0.4693; z: 0; mean 0.2346
    assertThat(lines(qrels, run, TrecEvalOptions.DEFAULTS, "ndcg")).containsExactly(line("ndcg", "0.2346"));
  }
}
