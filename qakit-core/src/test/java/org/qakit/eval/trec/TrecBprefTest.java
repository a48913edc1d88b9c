package org.qakit.eval.trec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.qakit.eval.trec.TrecFiles.line;
import static org.qakit.eval.trec.TrecFiles.lines;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Hand-computed {@code bpref}; each case was also run through trec_eval 9.0.4 and 9.0.8. */
class TrecBprefTest {
  @TempDir Path temp;

  @Test
  void countsJudgedNonRelevantDocumentsAboveEachRelevantOne() throws IOException {
    Path[] f = new TrecFiles(temp).gradedExample();
    // R = 3, N = 2. x, e, g are skipped (not judged). a: none above, 1; c: b above, 1 - 1/min(2, 3) = 0.5;
    // d: b above, 0.5. (1 + 0.5 + 0.5) / 3
    assertThat(lines(f[0], f[1], TrecEvalOptions.DEFAULTS, "bpref")).containsExactly(line("bpref", "0.6667"));
  }

  @Test
  void belowTheRelevanceLevelIsNonRelevant() throws IOException {
    var files = new TrecFiles(temp);
    Path qrels = files.write("qrels", "q 0 a 2", "q 0 c 1", "q 0 b 0");
    Path run = files.write("run", "q Q0 c 1 2 r", "q Q0 a 2 1 r");
    // -l 1: R = 2 (a, c), N = 1; c: 1, a: nothing non-relevant above, 1: bpref 1
    assertThat(lines(qrels, run, TrecEvalOptions.DEFAULTS, "bpref")).containsExactly(line("bpref", "1.0000"));
    // -l 2: R = 1 (a), N = 2 (b, c); c is non-relevant and above a: 1 - min(1, 1)/min(2, 1) = 0
    assertThat(lines(qrels, run, TrecEvalOptions.DEFAULTS.withRelevanceLevel(2), "bpref")).containsExactly(line("bpref", "0.0000"));
    // -l 3: R = 0, bpref 0 (trec_eval reads past its table for N here, unused)
    assertThat(lines(qrels, run, TrecEvalOptions.DEFAULTS.withRelevanceLevel(3), "bpref")).containsExactly(line("bpref", "0.0000"));
  }

  @Test
  void withoutJudgedNonRelevantDocumentsEachRelevantOneRetrievedScoresOne() throws IOException {
    var files = new TrecFiles(temp);
    Path qrels = files.write("qrels", "q 0 a 1", "q 0 b 1", "q 0 c 1", "q 0 d 1");
    Path run = files.write("run", "q Q0 x 1 3 r", "q Q0 a 2 2 r", "q Q0 c 3 1 r");
    // N = 0: no division by 0; 2 of R = 4 retrieved: 2/4
    assertThat(lines(qrels, run, TrecEvalOptions.DEFAULTS, "bpref")).containsExactly(line("bpref", "0.5000"));
  }
}
