package org.qakit.eval.trec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.qakit.eval.trec.TrecFiles.line;
import static org.qakit.eval.trec.TrecFiles.lines;
import static org.qakit.eval.trec.TrecFiles.queryLines;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Hand-computed {@code iprec_at_recall}; each case was also run through trec_eval 9.0.4 and 9.0.8. */
class TrecIprecAtRecallTest {
  @TempDir Path temp;

  @Test
  void interpolatedPrecisionAtTheElevenStandardLevels() throws IOException {
    Path[] f = new TrecFiles(temp).gradedExample();
    // relevant at ranks 2, 4, 7: P = 1/2, 2/4, 3/7; interpolated from below: 1/2, 1/2, 3/7.
    // R = 3, level x needs (long) (3x + 0.9) relevant: 0 for 0.0; 1 for 0.1-0.3; 2 for 0.4-0.6;
    // 0.7 also 2, because 0.7 * 3 is 2.0999999999999996 in binary; 3 for 0.8-1.0
    assertThat(lines(f[0], f[1], TrecEvalOptions.DEFAULTS, "iprec_at_recall")).containsExactly(
        line("iprec_at_recall_0.00", "0.5000"), line("iprec_at_recall_0.10", "0.5000"), line("iprec_at_recall_0.20", "0.5000"),
        line("iprec_at_recall_0.30", "0.5000"), line("iprec_at_recall_0.40", "0.5000"), line("iprec_at_recall_0.50", "0.5000"),
        line("iprec_at_recall_0.60", "0.5000"), line("iprec_at_recall_0.70", "0.5000"), line("iprec_at_recall_0.80", "0.4286"),
        line("iprec_at_recall_0.90", "0.4286"), line("iprec_at_recall_1.00", "0.4286"));
  }

  @Test
  void levelsOutOfReachAreZeroAndNothingRetrievedIsNotANumber() throws IOException {
    var files = new TrecFiles(temp);
    Path qrels = files.write("qrels", "q 0 a 1", "q 0 b 1", "q 0 c 1", "q 0 d 1");
    Path run = files.write("run", "q Q0 a 1 2 r", "q Q0 x 2 1 r");
    // 1 of R = 4 retrieved: levels needing 2 or more relevant documents are 0; 0.125 prints as 0.12 (%3.2f, tie to even)
    assertThat(lines(qrels, run, TrecEvalOptions.DEFAULTS, "iprec_at_recall.0.125,0.5,0")).containsExactly(
        line("iprec_at_recall_0.00", "1.0000"), line("iprec_at_recall_0.12", "1.0000"), line("iprec_at_recall_0.50", "0.0000"));
    // -M 0: precision over nothing is 0/0, which C prints as -nan; levels out of reach stay 0
    assertThat(queryLines(qrels, run, TrecEvalOptions.DEFAULTS.withMaxRetrieved(0), "iprec_at_recall.0,1")).containsExactly(
        line("iprec_at_recall_0.00", "q", "  -nan"), line("iprec_at_recall_1.00", "q", "0.0000"),
        line("iprec_at_recall_0.00", "  -nan"), line("iprec_at_recall_1.00", "0.0000"));
  }
}
