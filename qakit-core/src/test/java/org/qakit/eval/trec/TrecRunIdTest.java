package org.qakit.eval.trec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.qakit.eval.trec.TrecFiles.line;
import static org.qakit.eval.trec.TrecFiles.queryLines;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code runid}; the case was also run through trec_eval 9.0.4 and 9.0.8. */
class TrecRunIdTest {
  @TempDir Path temp;

  @Test
  void theLastLinesRunIdPrintedOnceInTheSummary() throws IOException {
    var files = new TrecFiles(temp);
    Path qrels = files.write("qrels", "q1 0 a 1");
    // the last line belongs to a query the qrels do not know; a comment line after it does not count
    Path run = files.write("run", "q1 Q0 a 1 1 first", "q9 Q0 b 1 1 last", "# q9 Q0 c 1 1 comment");
    assertThat(queryLines(qrels, run, TrecEvalOptions.DEFAULTS, "map", "num_q", "runid"))
        .containsExactly(line("map", "q1", "1.0000"), line("runid", "last"), line("num_q", "1"), line("map", "1.0000"));
  }
}
