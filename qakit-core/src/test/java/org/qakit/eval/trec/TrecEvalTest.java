package org.qakit.eval.trec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.qakit.eval.trec.TrecFiles.line;
import static org.qakit.eval.trec.TrecFiles.lines;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.format.FormatException;

/** Hand-computed trec_eval values; every case was also run through a trec_eval binary (see docs/trec_eval.md). */
class TrecEvalTest {
  @TempDir Path temp;
  TrecFiles files;
  final TrecEvalOptions defaults = TrecEvalOptions.DEFAULTS;

  @BeforeEach
  void setUp() {
    files = new TrecFiles(temp);
  }

  @Test
  void tiedScoresAreOrderedByDocumentIdDescending() throws IOException {
    Path qrels = files.write("qrels", "q1 0 D1 1", "q1 0 D2 0", "q1 0 D10 1");
    // all three tie at 0.5; the rank column claims D1 first
    Path run = files.write("run", "q1 Q0 D1 1 0.5 r", "q1 Q0 D2 2 0.5 r", "q1 Q0 D10 3 0.5 r");
    // strcmp descending: "D2" > "D10" > "D1", so the ranking is D2 (0), D10 (1), D1 (1)
    // AP = (1/2 + 2/3) / 2 = 0.58333; RR = 1/2. Ascending ids (D1, D10, D2) would give AP = 1 and RR = 1.
    assertThat(lines(qrels, run, defaults, "map", "recip_rank", "P.1,2"))
        .containsExactly(line("map", "0.5833"), line("recip_rank", "0.5000"), line("P_1", "0.0000"), line("P_2", "0.5000"));
  }

  @Test
  void theRankColumnAndLineOrderAreIgnored() throws IOException {
    Path qrels = files.write("qrels", "q1 0 D3 1");
    // the file ranks D3 first, but D4 has the higher score: D4, D3; AP = (1/2)/1, RR = 1/2
    Path run = files.write("run", "q1 Q0 D3 1 0.1 r", "q1 Q0 D4 2 0.9 r");
    assertThat(lines(qrels, run, defaults, "map", "recip_rank"))
        .containsExactly(line("map", "0.5000"), line("recip_rank", "0.5000"));
  }

  @Test
  void minusZeroTiesWithZeroAsInC() throws IOException {
    Path qrels = files.write("qrels", "q1 0 d1 1");
    // 0 == -0 in C, so the tie goes to the larger id: d2, d1 → RR = 1/2 (Double.compare would put d1 first)
    Path run = files.write("run", "q1 Q0 d1 1 0 r", "q1 Q0 d2 2 -0 r");
    assertThat(lines(qrels, run, defaults, "recip_rank")).containsExactly(line("recip_rank", "0.5000"));
  }

  Path threeQueryQrels() {
    return files.write("qrels", "q1 0 a 1", "q2 0 b 1", "q3 0 c 1", "q3 0 z 0");
  }

  Path runMissingQ3() {
    // q1: a first (AP 1, RR 1); q2: x then b (AP 1/2, RR 1/2); q3 missing; q9 is not in the qrels and is ignored
    return files.write("run", "q1 Q0 a 1 3 r", "q2 Q0 x 1 2 r", "q2 Q0 b 2 1 r", "q9 Q0 a 1 5 r");
  }

  @Test
  void queriesMissingFromTheRunAreLeftOutOfTheAverages() throws IOException {
    // evaluated: q1, q2. map = (1 + 0.5)/2 = 0.75; num_ret = 1 + 2 = 3; num_rel = 1 + 1 = 2
    assertThat(lines(threeQueryQrels(), runMissingQ3(), defaults, "map", "num_q", "num_ret", "num_rel", "num_rel_ret", "recip_rank"))
        .containsExactly(line("num_q", "2"), line("num_ret", "3"), line("num_rel", "2"), line("num_rel_ret", "2"),
            line("map", "0.7500"), line("recip_rank", "0.7500"));
  }

  @Test
  void withCompleteMissingQueriesCountAsZero() throws IOException {
    // -c: divide by the 3 qrels queries: map = 1.5/3 = 0.5, recip_rank = 1.5/3 = 0.5;
    // num_ret stays 3 (q3 is not evaluated); num_rel recounts the whole qrels: a, b, c = 3
    assertThat(lines(threeQueryQrels(), runMissingQ3(), defaults.withComplete(true), "map", "num_q", "num_ret", "num_rel", "recip_rank", "P.1"))
        .containsExactly(line("num_q", "3"), line("num_ret", "3"), line("num_rel", "3"),
            line("map", "0.5000"), line("recip_rank", "0.5000"), line("P_1", "0.3333")); // P_1: (1 + 0 + 0)/3
  }

  @Test
  void aQueryWithoutRelevantDocumentsScoresZeroAndCounts() throws IOException {
    Path qrels = files.write("qrels", "q1 0 a 1", "q4 0 d 0", "q4 0 e 0");
    Path run = files.write("run", "q1 Q0 a 1 1 r", "q4 Q0 d 1 1 r");
    // q1: AP 1; q4: no relevant document, AP 0 (not a division by 0), counted: map = (1 + 0)/2
    assertThat(lines(qrels, run, defaults, "num_q", "num_rel", "map", "recip_rank"))
        .containsExactly(line("num_q", "2"), line("num_rel", "1"), line("map", "0.5000"), line("recip_rank", "0.5000"));
  }

  @Test
  void maxRetrievedKeepsTheTopDocumentsAfterRanking() throws IOException {
    Path qrels = files.write("qrels", "q1 0 a 1", "q1 0 b 1");
    Path run = files.write("run", "q1 Q0 a 1 0.7 r", "q1 Q0 x 2 0.9 r", "q1 Q0 y 3 0.8 r");
    // ranking x, y, a; b never retrieved: AP = (1/3)/2 = 0.1667, RR = 1/3
    assertThat(lines(qrels, run, defaults, "num_ret", "num_rel", "num_rel_ret", "map", "recip_rank"))
        .containsExactly(line("num_ret", "3"), line("num_rel", "2"), line("num_rel_ret", "1"), line("map", "0.1667"), line("recip_rank", "0.3333"));
    // -M 2 keeps x, y: nothing relevant left; num_rel is still 2
    assertThat(lines(qrels, run, defaults.withMaxRetrieved(2), "num_ret", "num_rel", "num_rel_ret", "map", "recip_rank"))
        .containsExactly(line("num_ret", "2"), line("num_rel", "2"), line("num_rel_ret", "0"), line("map", "0.0000"), line("recip_rank", "0.0000"));
    assertThat(lines(qrels, run, defaults.withMaxRetrieved(0), "num_ret")).containsExactly(line("num_ret", "0"));
  }

  @Test
  void precisionDividesByTheCutoffEvenWhenFewerAreRetrieved() throws IOException {
    Path qrels = files.write("qrels", "q1 0 a 1", "q1 0 c 1");
    Path run = files.write("run", "q1 Q0 a 1 3 r", "q1 Q0 b 2 2 r", "q1 Q0 c 3 1 r");
    // relevant at ranks 1 and 3 of 3: P_1 = 1, P_2 = 1/2, P_5 = 2/5, P_10 = 2/10; cutoffs print sorted
    assertThat(lines(qrels, run, defaults, "P.10,1,5,2"))
        .containsExactly(line("P_1", "1.0000"), line("P_2", "0.5000"), line("P_5", "0.4000"), line("P_10", "0.2000"));
    // -m P: trec_eval's default cutoffs; 2 relevant / k
    assertThat(lines(qrels, run, defaults, "P"))
        .containsExactly(line("P_5", "0.4000"), line("P_10", "0.2000"), line("P_15", "0.1333"), line("P_20", "0.1000"),
            line("P_30", "0.0667"), line("P_100", "0.0200"), line("P_200", "0.0100"), line("P_500", "0.0040"), line("P_1000", "0.0020"));
    // 1/32 = 0.03125 exactly: printf rounds the tie to even
    assertThat(lines(qrels, run, defaults.withMaxRetrieved(1), "P.32")).containsExactly(line("P_32", "0.0312"));
  }

  @Test
  void multipleQueriesAreAveragedAndMeasuresPrintInTrecEvalOrder() throws IOException {
    Path qrels = files.write("qrels", "1 0 a 1", "1 0 b 1", "2 0 c 1", "10 0 d 1");
    Path run = files.write("run", "2 Q0 x 1 2 r", "2 Q0 c 2 1 r", "1 Q0 b 1 2 r", "1 Q0 z 2 1.5 r", "1 Q0 a 3 1 r", "10 Q0 d 1 1 r");
    // 1: b, z, a: AP = (1 + 2/3)/2 = 0.8333, RR 1, P_2 = 1/2
    // 10: d: AP 1, RR 1, P_2 = 1/2
    // 2: x, c: AP 1/2, RR 1/2, P_2 = 1/2
    // map = (0.8333 + 1 + 0.5)/3 = 0.7778; recip_rank = 2.5/3 = 0.8333; P_2 = 0.5
    assertThat(lines(qrels, run, defaults, "P.2", "recip_rank", "map", "num_q"))
        .containsExactly(line("num_q", "3"), line("map", "0.7778"), line("recip_rank", "0.8333"), line("P_2", "0.5000"));
  }

  @Test
  void relevanceLevelsFollowMinusL() throws IOException {
    Path qrels = files.write("qrels", "q1 0 a 1", "q1 0 b 2");
    Path run = files.write("run", "q1 Q0 a 1 2 r", "q1 Q0 b 2 1 r");
    // default level 1: both relevant, AP 1. -l 2: only b, at rank 2: AP = 1/2, num_rel 1
    assertThat(lines(qrels, run, defaults, "map")).containsExactly(line("map", "1.0000"));
    assertThat(lines(qrels, run, defaults.withRelevanceLevel(2), "num_rel", "map")).containsExactly(line("num_rel", "1"), line("map", "0.5000"));
    // with -c, trec_eval recounts num_rel over the whole qrels as relevance > 0, ignoring -l: 2
    assertThat(lines(qrels, run, defaults.withRelevanceLevel(2).withComplete(true), "num_rel")).containsExactly(line("num_rel", "2"));
  }

  @Test
  void aDocumentRetrievedTwiceIsAnErrorUnlessMinusMCutsTheSecond() throws IOException {
    Path qrels = files.write("qrels", "q1 0 a 1");
    Path run = files.write("run", "q1 Q0 a 1 0.9 r", "q1 Q0 b 2 0.5 r", "q1 Q0 a 3 0.1 r");
    assertThatThrownBy(() -> lines(qrels, run, defaults, "map"))
        .isInstanceOf(FormatException.class)
        .hasMessage(run + ":3: expected each document to be retrieved once per query, found 'a' again for query 'q1' (first at line 1)");
    // -M 2 keeps a (0.9) and b: trec_eval checks duplicates after the cut
    assertThat(lines(qrels, run, defaults.withMaxRetrieved(2), "map")).containsExactly(line("map", "1.0000"));
    // a query the qrels do not know is never looked at
    Path other = files.write("run", "q1 Q0 a 1 0.9 r", "q2 Q0 c 1 1 r", "q2 Q0 c 2 1 r");
    assertThat(lines(qrels, other, defaults, "num_q", "map")).containsExactly(line("num_q", "1"), line("map", "1.0000"));
  }

  @Test
  void aDocumentJudgedTwiceForAnEvaluatedQueryIsAnError() throws IOException {
    Path qrels = files.write("qrels", "q1 0 a 1", "q1 0 a 0");
    Path run = files.write("run", "q1 Q0 a 1 1 r");
    assertThatThrownBy(() -> lines(qrels, run, defaults, "map"))
        .hasMessage(qrels + ":2: expected each document to be judged once per query, found 'a' again for query 'q1' (first at line 1)");
  }

  @Test
  void noQueryInBothFilesIsAnErrorEvenWithMinusC() throws IOException {
    Path qrels = files.write("qrels", "1 0 a 1");
    Path run = files.write("run", "2 Q0 a 1 1 r");
    assertThatThrownBy(() -> lines(qrels, run, defaults.withComplete(true), "map"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("no query is in both " + qrels + " (1 queries) and " + run + " (1 queries)");
  }

  @Test
  void aQueryJudgedOnlyNegativelyFailsAsInTrecEvalWhenItIsEvaluatedFirst() throws IOException {
    Path qrels = files.write("qrels", "1 0 a -1", "2 0 b 1");
    Path run = files.write("run", "1 Q0 a 1 1 r", "2 Q0 b 1 1 r");
    // query "1" comes first: trec_eval stops with "Can't calculate measure"
    assertThatThrownBy(() -> lines(qrels, run, defaults, "map")).hasMessageStartingWith(qrels + ":1: expected query '1' to have a judgment of 0 or more");
    // after another query it is evaluated: a counts as unjudged, so q "1" scores 0 → map = (0 + 1)/2
    Path later = files.write("qrels", "3 0 a -1", "2 0 b 1");
    Path run2 = files.write("run", "3 Q0 a 1 1 r", "2 Q0 b 1 1 r");
    assertThat(lines(later, run2, defaults, "num_rel", "map")).containsExactly(line("num_rel", "1"), line("map", "0.5000"));
    // num_q alone forms no ranking, so trec_eval prints it
    assertThat(lines(qrels, run, defaults, "num_q")).containsExactly(line("num_q", "2"));
  }

  @Test
  void minusQPrintsEachEvaluatedQueryInStrcmpOrderThenTheSummary() throws IOException {
    Path qrels = files.write("qrels", "10 0 a 1", "2 0 b 1", "3 0 c 1");
    Path run = files.write("run", "2 Q0 b 1 1 r", "10 Q0 x 1 2 r", "10 Q0 a 2 1 r");
    // "10" < "2" byte-wise; query 3 is missing from the run: no line, with -c it adds 0 to the means; num_q has no query line
    assertThat(TrecFiles.queryLines(qrels, run, defaults.withComplete(true), "P.1", "map", "num_ret", "num_q")).containsExactly(
        TrecFiles.line("num_ret", "10", "2"), TrecFiles.line("map", "10", "0.5000"), TrecFiles.line("P_1", "10", "0.0000"),
        TrecFiles.line("num_ret", "2", "1"), TrecFiles.line("map", "2", "1.0000"), TrecFiles.line("P_1", "2", "1.0000"),
        line("num_q", "3"), line("num_ret", "3"), line("map", "0.5000"), line("P_1", "0.3333"));
  }

  @Test
  void withoutMeasuresTheOfficialSetIsPrinted() throws IOException {
    Path[] f = files.gradedExample();
    // checked against trec_eval 9.0.4 and 9.0.8 (trec_eval qrels run)
    assertThat(lines(f[0], f[1], defaults)).containsExactly(line("runid", "r"), line("num_q", "1"), line("num_ret", "7"),
        line("num_rel", "3"), line("num_rel_ret", "3"), line("map", "0.4762"), line("gm_map", "0.4762"), line("Rprec", "0.3333"),
        line("bpref", "0.6667"), line("recip_rank", "0.5000"), line("iprec_at_recall_0.00", "0.5000"),
        line("iprec_at_recall_0.10", "0.5000"), line("iprec_at_recall_0.20", "0.5000"), line("iprec_at_recall_0.30", "0.5000"),
        line("iprec_at_recall_0.40", "0.5000"), line("iprec_at_recall_0.50", "0.5000"), line("iprec_at_recall_0.60", "0.5000"),
        line("iprec_at_recall_0.70", "0.5000"), line("iprec_at_recall_0.80", "0.4286"), line("iprec_at_recall_0.90", "0.4286"),
        line("iprec_at_recall_1.00", "0.4286"), line("P_5", "0.4000"), line("P_10", "0.3000"), line("P_15", "0.2000"),
        line("P_20", "0.1500"), line("P_30", "0.1000"), line("P_100", "0.0300"), line("P_200", "0.0150"), line("P_500", "0.0060"),
        line("P_1000", "0.0030"));
  }

  @Test
  void scoresAreDoublesAsInTrecEval908() throws IOException {
    Path qrels = files.write("qrels", "q1 0 a 1");
    // 0.30000002 > 0.30000001 as doubles (9.0.8); as floats (9.0.4) they tie and b would rank first
    Path run = files.write("run", "q1 Q0 a 1 0.30000002 r", "q1 Q0 b 2 0.30000001 r");
    assertThat(lines(qrels, run, defaults, "recip_rank")).containsExactly(line("recip_rank", "1.0000"));
  }

  @Test
  void optionsRejectValuesTrecEvalMishandles() {
    assertThatThrownBy(() -> new TrecEvalOptions(false, -1, 1)).hasMessage("expected -M to be 0 or more documents per query, found -1");
    assertThatThrownBy(() -> new TrecEvalOptions(false, 10, -1)).hasMessageStartingWith("expected -l to be 0 or more, found -1");
  }
}
