package org.qakit.eval.trec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.qakit.eval.trec.TrecFiles.line;
import static org.qakit.eval.trec.TrecFiles.lines;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Hand-computed {@code recall}; each case was also run through trec_eval 9.0.4 and 9.0.8. */
class TrecRecallTest {
  @TempDir Path temp;

  @Test
  void relevantInTheTopKOverAllRelevant() throws IOException {
    Path[] f = new TrecFiles(temp).gradedExample();
    // relevant at ranks 2, 4, 7 of R = 3; beyond the 7 retrieved nothing is added
    assertThat(lines(f[0], f[1], TrecEvalOptions.DEFAULTS, "recall.1,2,5,7,10")).containsExactly(line("recall_1", "0.0000"),
        line("recall_2", "0.3333"), line("recall_5", "0.6667"), line("recall_7", "1.0000"), line("recall_10", "1.0000"));
    assertThat(lines(f[0], f[1], TrecEvalOptions.DEFAULTS, "recall")).hasSize(9).startsWith(line("recall_5", "0.6667"));
  }

  @Test
  void aQueryWithoutRelevantDocumentsScoresZeroAndCounts() throws IOException {
    var files = new TrecFiles(temp);
    Path qrels = files.write("qrels", "1 0 a 1", "2 0 b 0");
    Path run = files.write("run", "1 Q0 a 1 1 r", "2 Q0 b 1 1 r");
    // (1 + 0)/2; -M 0: nothing retrieved, 0
    assertThat(lines(qrels, run, TrecEvalOptions.DEFAULTS, "recall.1")).containsExactly(line("recall_1", "0.5000"));
    assertThat(lines(qrels, run, TrecEvalOptions.DEFAULTS.withMaxRetrieved(0), "recall.1")).containsExactly(line("recall_1", "0.0000"));
  }
}
