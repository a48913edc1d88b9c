package org.qakit.eval.trec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.qakit.eval.trec.TrecFiles.line;
import static org.qakit.eval.trec.TrecFiles.lines;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Hand-computed {@code success}; each case was also run through trec_eval 9.0.4 and 9.0.8. */
class TrecSuccessTest {
  @TempDir Path temp;

  @Test
  void whetherARelevantDocumentIsInTheTopK() throws IOException {
    Path[] f = new TrecFiles(temp).gradedExample();
    // first relevant at rank 2; defaults 1, 5, 10
    assertThat(lines(f[0], f[1], TrecEvalOptions.DEFAULTS, "success"))
        .containsExactly(line("success_1", "0.0000"), line("success_5", "1.0000"), line("success_10", "1.0000"));
    assertThat(lines(f[0], f[1], TrecEvalOptions.DEFAULTS, "success.2")).containsExactly(line("success_2", "1.0000"));
  }

  @Test
  void theMeanIsTheShareOfQueriesWithOneAndMissingQueriesCountWithMinusC() throws IOException {
    var files = new TrecFiles(temp);
    Path qrels = files.write("qrels", "1 0 a 1", "2 0 b 1", "3 0 c 1");
    Path run = files.write("run", "1 Q0 a 1 1 r", "2 Q0 x 1 2 r", "2 Q0 b 2 1 r");
    // success_1: 1 and 0; success_2: 1 and 1
    assertThat(lines(qrels, run, TrecEvalOptions.DEFAULTS, "success.1,2"))
        .containsExactly(line("success_1", "0.5000"), line("success_2", "1.0000"));
    // -c: query 3 is missing and adds 0 over 3 queries
    assertThat(lines(qrels, run, TrecEvalOptions.DEFAULTS.withComplete(true), "success.1,2"))
        .containsExactly(line("success_1", "0.3333"), line("success_2", "0.6667"));
  }
}
