package org.qakit.eval.trec;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * trec_eval's own test data: topic 303 of {@code test/results.test} and {@code test/qrels.test}
 * (see {@code src/test/resources/trec_eval/PROVENANCE.md}) against the values trec_eval publishes for
 * it in {@code test/out.test.aq} ({@code trec_eval -m all_trec -q}).
 */
class TrecEvalPublishedTest {
  static Path resource(String name) throws URISyntaxException {
    return Path.of(TrecEvalPublishedTest.class.getResource("/trec_eval/" + name).toURI());
  }

  /** The lines of {@code out.test.aq} for topic 303 and the measures qakit computes, in its order. */
  static final List<String> PUBLISHED = List.of(
        "num_ret               \t303\t500",
        "num_rel               \t303\t10",
        "num_rel_ret           \t303\t10",
        "map                   \t303\t0.0858",
        "Rprec                 \t303\t0.0000",
        "bpref                 \t303\t0.0000",
        "recip_rank            \t303\t0.0526",
        "iprec_at_recall_0.00  \t303\t0.1136",
        "iprec_at_recall_0.10  \t303\t0.1136",
        "iprec_at_recall_0.20  \t303\t0.1136",
        "iprec_at_recall_0.30  \t303\t0.1136",
        "iprec_at_recall_0.40  \t303\t0.1136",
        "iprec_at_recall_0.50  \t303\t0.1136",
        "iprec_at_recall_0.60  \t303\t0.1045",
        "iprec_at_recall_0.70  \t303\t0.1045",
        "iprec_at_recall_0.80  \t303\t0.0935",
        "iprec_at_recall_0.90  \t303\t0.0935",
        "iprec_at_recall_1.00  \t303\t0.0935",
        "P_5                   \t303\t0.0000",
        "P_10                  \t303\t0.0000",
        "P_15                  \t303\t0.0000",
        "P_20                  \t303\t0.0500",
        "P_30                  \t303\t0.0333",
        "P_100                 \t303\t0.0900",
        "P_200                 \t303\t0.0500",
        "P_500                 \t303\t0.0200",
        "P_1000                \t303\t0.0100",
        "recall_5              \t303\t0.0000",
        "recall_10             \t303\t0.0000",
        "recall_15             \t303\t0.0000",
        "recall_20             \t303\t0.1000",
        "recall_30             \t303\t0.1000",
        "recall_100            \t303\t0.9000",
        "recall_200            \t303\t1.0000",
        "recall_500            \t303\t1.0000",
        "recall_1000           \t303\t1.0000",
        "ndcg                  \t303\t0.3862",
        "ndcg_cut_5            \t303\t0.0000",
        "ndcg_cut_10           \t303\t0.0000",
        "ndcg_cut_15           \t303\t0.0000",
        "ndcg_cut_20           \t303\t0.0509",
        "ndcg_cut_30           \t303\t0.0509",
        "ndcg_cut_100          \t303\t0.3537",
        "ndcg_cut_200          \t303\t0.3862",
        "ndcg_cut_500          \t303\t0.3862",
        "ndcg_cut_1000         \t303\t0.3862",
        "success_1             \t303\t0.0000",
        "success_5             \t303\t0.0000",
        "success_10            \t303\t0.0000",
        "");

  @Test
  void topic303MatchesTrecEvalsPublishedOutput() throws IOException, URISyntaxException {
    var lines = TrecFiles.queryLines(resource("qrels-303.test"), resource("results-303.test"), TrecEvalOptions.DEFAULTS,
        "num_ret", "num_rel", "num_rel_ret", "map", "Rprec", "bpref", "recip_rank", "iprec_at_recall", "P", "recall", "ndcg",
        "ndcg_cut", "success");
    int perQuery = PUBLISHED.size() - 1;
    assertThat(lines.subList(0, perQuery)).containsExactlyElementsOf(PUBLISHED.subList(0, perQuery));
    // one query: the summary repeats the values with "all"
    assertThat(lines.subList(perQuery, lines.size()))
        .containsExactlyElementsOf(PUBLISHED.subList(0, perQuery).stream().map(l -> l.replace("\t303\t", "\tall\t")).toList());
    assertThat(Files.readString(resource("qrels-303.test")).lines()).hasSize(912);
  }

  @Test
  void theDefaultSetOnTopic303() throws IOException, URISyntaxException {
    var lines = TrecFiles.lines(resource("qrels-303.test"), resource("results-303.test"), TrecEvalOptions.DEFAULTS);
    assertThat(lines.subList(0, 2)).containsExactly(TrecFiles.line("runid", "STANDARD"), TrecFiles.line("num_q", "1"));
    assertThat(lines).contains(TrecFiles.line("gm_map", "0.0858")).hasSize(30);
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
