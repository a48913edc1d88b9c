package org.qakit.eval.trec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.qakit.eval.trec.TrecFiles.line;
import static org.qakit.eval.trec.TrecFiles.lines;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * trec_eval's own test data: topic 303 of {@code test/results.test} and {@code test/qrels.test}
 * (see {@code src/test/resources/trec_eval/PROVENANCE.md}) against the values trec_eval publishes for
 * it in {@code test/out.test.aq}.
 */
class TrecEvalPublishedTest {
  static Path resource(String name) throws URISyntaxException {
    return Path.of(TrecEvalPublishedTest.class.getResource("/trec_eval/" + name).toURI());
  }

  @Test
  void topic303MatchesTrecEvalsPublishedOutput() throws IOException, URISyntaxException {
    assertThat(lines(resource("qrels-303.test"), resource("results-303.test"), TrecEvalOptions.DEFAULTS,
            "num_q", "num_ret", "num_rel", "num_rel_ret", "map", "recip_rank", "P"))
        .containsExactly(
            line("num_q", "1"),
            line("num_ret", "500"),
            line("num_rel", "10"),
            line("num_rel_ret", "10"),
            line("map", "0.0858"),
            line("recip_rank", "0.0526"), // first relevant (FT921-7107) at rank 19: 1/19
            line("P_5", "0.0000"),
            line("P_10", "0.0000"),
            line("P_15", "0.0000"),
            line("P_20", "0.0500"),
            line("P_30", "0.0333"),
            line("P_100", "0.0900"),
            line("P_200", "0.0500"),
            line("P_500", "0.0200"),
            line("P_1000", "0.0100"));
  }

  @Test
  void theThreeWayScoreTieIsRankedByDocumentIdDescending() throws IOException, URISyntaxException {
    var run = TrecRun.read(resource("results-303.test"));
    var qrels = TrecQrels.read(resource("qrels-303.test"));
    var ranking = TrecRanking.of("303", qrels, run, TrecEvalOptions.DEFAULTS, true);
    // all three score 0.919164; the file's rank column (342, 343, 344) agrees with trec_eval's order
    assertThat(ranking.docnos().subList(341, 344)).containsExactly("FBIS3-43221", "FBIS3-43167", "FBIS3-24664");
  }
}
