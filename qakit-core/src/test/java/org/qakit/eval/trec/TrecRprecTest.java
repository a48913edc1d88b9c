package org.qakit.eval.trec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.qakit.eval.trec.TrecFiles.line;
import static org.qakit.eval.trec.TrecFiles.lines;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Hand-computed {@code Rprec}; each case was also run through trec_eval 9.0.4 and 9.0.8. */
class TrecRprecTest {
  @TempDir Path temp;

  @Test
  void precisionAtRankR() throws IOException {
    Path[] f = new TrecFiles(temp).gradedExample();
    // R = 3: the top 3 are x, a, b; one relevant: 1/3
    assertThat(lines(f[0], f[1], TrecEvalOptions.DEFAULTS, "Rprec")).containsExactly(line("Rprec", "0.3333"));
    // -l 2: R = 1 (a); the top 1 is x: 0
    assertThat(lines(f[0], f[1], TrecEvalOptions.DEFAULTS.withRelevanceLevel(2), "Rprec")).containsExactly(line("Rprec", "0.0000"));
  }

  @Test
  void dividesByREvenWhenFewerAreRetrievedAndScoresZeroWithoutRelevantDocuments() throws IOException {
    var files = new TrecFiles(temp);
    Path qrels = files.write("qrels", "1 0 a 1", "1 0 b 1", "1 0 c 1", "2 0 d 0");
    Path run = files.write("run", "1 Q0 b 1 1 r", "2 Q0 d 1 1 r");
    // query 1: 1 retrieved, relevant: 1/3; query 2: R = 0 scores 0 and counts: (1/3 + 0)/2
    assertThat(lines(qrels, run, TrecEvalOptions.DEFAULTS, "Rprec")).containsExactly(line("Rprec", "0.1667"));
    // -M 0 keeps nothing: 0
    assertThat(lines(qrels, run, TrecEvalOptions.DEFAULTS.withMaxRetrieved(0), "Rprec")).containsExactly(line("Rprec", "0.0000"));
  }
}
