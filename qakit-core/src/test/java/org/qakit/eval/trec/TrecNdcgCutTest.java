package org.qakit.eval.trec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.qakit.eval.trec.TrecFiles.line;
import static org.qakit.eval.trec.TrecFiles.lines;
import static org.qakit.eval.trec.TrecFiles.queryLines;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Hand-computed {@code ndcg_cut}; each case was also run through trec_eval 9.0.4 and 9.0.8. */
class TrecNdcgCutTest {
  @TempDir Path temp;

  @Test
  void dcgAndIdealDcgAreBothCutAtK() throws IOException {
    Path[] f = new TrecFiles(temp).gradedExample();
    // top 3: 2/log2(3) = 1.26186 over the ideal 2, 1, 1 = 3.13093: 0.4030; top 5 adds c: 1.69254 / 3.13093;
    // from 7 on it is ndcg (0.6471). -l plays no part.
    assertThat(lines(f[0], f[1], TrecEvalOptions.DEFAULTS.withRelevanceLevel(3), "ndcg_cut.3,5,10"))
        .containsExactly(line("ndcg_cut_3", "0.4030"), line("ndcg_cut_5", "0.5406"), line("ndcg_cut_10", "0.6471"));
    assertThat(lines(f[0], f[1], TrecEvalOptions.DEFAULTS, "ndcg_cut")).hasSize(9).startsWith(line("ndcg_cut_5", "0.5406"));
  }

  @Test
  void theIdealRankingIsNotLimitedToWhatWasRetrieved() throws IOException {
    var files = new TrecFiles(temp);
    Path qrels = files.write("qrels", "q 0 a 1", "q 0 b 1", "q 0 c 1", "z 0 a 0");
    Path run = files.write("run", "q Q0 a 1 1 r", "z Q0 a 1 1 r");
    // q: DCG 1; ideal at 2: 1 + 1/log2(3) = 1.63093 → 0.6131; at 10: 2.13093 → 0.4693. z has no relevant judgment: 0
    assertThat(queryLines(qrels, run, TrecEvalOptions.DEFAULTS, "ndcg_cut.10,2")).containsExactly(
        line("ndcg_cut_2", "q", "0.6131"), line("ndcg_cut_10", "q", "0.4693"),
        line("ndcg_cut_2", "z", "0.0000"), line("ndcg_cut_10", "z", "0.0000"),
        line("ndcg_cut_2", "0.3066"), line("ndcg_cut_10", "0.2346"));
  }
}
