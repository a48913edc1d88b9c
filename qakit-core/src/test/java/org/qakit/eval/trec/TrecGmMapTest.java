package org.qakit.eval.trec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.qakit.eval.trec.TrecFiles.line;
import static org.qakit.eval.trec.TrecFiles.lines;
import static org.qakit.eval.trec.TrecFiles.queryLines;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Hand-computed {@code gm_map}; each case was also run through trec_eval 9.0.4 and 9.0.8. */
class TrecGmMapTest {
  @TempDir Path temp;

  @Test
  void geometricMeanWithZeroCountedAsOneHundredThousandth() throws IOException {
    var files = new TrecFiles(temp);
    Path qrels = files.write("qrels", "q1 0 a 1", "q2 0 c 2", "q3 0 d 1");
    Path run = files.write("run", "q1 Q0 a 1 1 r", "q1 Q0 b 2 0.5 r", "q2 Q0 x 1 1 r");
    // q1: AP 1; q2: AP 0 → 0.00001. exp((log 1 + log 0.00001)/2) = sqrt(0.00001) = 0.00316; map = 0.5
    assertThat(lines(qrels, run, TrecEvalOptions.DEFAULTS, "map", "gm_map")).containsExactly(line("map", "0.5000"), line("gm_map", "0.0032"));
    // -c: q3 is missing and adds log 0.00001 too: (0.00001^2)^(1/3) = 0.000464
    assertThat(lines(qrels, run, TrecEvalOptions.DEFAULTS.withComplete(true), "gm_map")).containsExactly(line("gm_map", "0.0005"));
  }

  @Test
  void equalsMapOnOneQueryAndHasNoPerQueryLine() throws IOException {
    Path[] f = new TrecFiles(temp).gradedExample();
    // AP = (1/2 + 2/4 + 3/7)/3 = 0.47619
    assertThat(queryLines(f[0], f[1], TrecEvalOptions.DEFAULTS, "gm_map", "map"))
        .containsExactly(line("map", "q1", "0.4762"), line("map", "0.4762"), line("gm_map", "0.4762"));
  }
}
