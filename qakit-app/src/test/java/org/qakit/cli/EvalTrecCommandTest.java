package org.qakit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EvalTrecCommandTest {
  @TempDir Path temp;
  Path qrels;
  Path run;

  @BeforeEach
  void writeFiles() throws IOException {
    qrels = Files.writeString(temp.resolve("qrels.txt"), "q1 0 a 1\nq2 0 b 1\nq3 0 c 1\n");
    // q1: a, x tied at 1.0: "x" > "a" so x first, a at rank 2 (the rank column says otherwise): AP = RR = 1/2
    // q2: b first: AP = RR = 1; q3 not retrieved
    run = Files.writeString(temp.resolve("run.txt"), "q1 Q0 a 1 1.0 sys\nq1 Q0 x 2 1.0 sys\nq2 Q0 b 1 0.3 sys\n");
  }

  @Test
  void printsTrecEvalLinesInTrecEvalOrder() {
    var r = CliRun.of("eval", "trec", "-m", "P.1,5", "-m", "map", "-m", "num_q", "-m", "recip_rank", qrels.toString(), run.toString());
    assertThat(r.exit()).as(r.err()).isZero();
    // map = (0.5 + 1)/2; P_1 = (0 + 1)/2; P_5 = (1/5 + 1/5)/2
    assertThat(r.out()).isEqualTo(
        "num_q                 \tall\t2\n"
            + "map                   \tall\t0.7500\n"
            + "recip_rank            \tall\t0.7500\n"
            + "P_1                   \tall\t0.5000\n"
            + "P_5                   \tall\t0.2000\n");
  }

  @Test
  void minusCAveragesOverEveryQrelsQuery() {
    var r = CliRun.of("eval", "trec", "-c", "-m", "map", "-m", "num_q", qrels.toString(), run.toString());
    assertThat(r.exit()).as(r.err()).isZero();
    // (0.5 + 1 + 0)/3 = 0.5
    assertThat(r.out()).isEqualTo("num_q                 \tall\t3\nmap                   \tall\t0.5000\n");
  }

  @Test
  void minusMCutsEachQueryAfterRanking() {
    // -M1 (attached, as trec_eval users write it): q1 keeps only x, so AP 0; q2 keeps b: map = 1/2
    var r = CliRun.of("eval", "trec", "-M1", "-m", "map", "-m", "num_ret", qrels.toString(), run.toString());
    assertThat(r.exit()).as(r.err()).isZero();
    assertThat(r.out()).isEqualTo("num_ret               \tall\t2\nmap                   \tall\t0.5000\n");
  }

  @Test
  void ignoredParametersAreNotedOnStandardError() {
    var r = CliRun.of("eval", "trec", "-m", "P.1", "-m", "P.5", qrels.toString(), run.toString());
    assertThat(r.exit()).isZero();
    assertThat(r.out()).isEqualTo("P_1                   \tall\t0.5000\n");
    assertThat(r.err()).isEqualTo("qakit: note: -m P.5 ignored: trec_eval uses the first parameters given for P (P.1)\n");
  }

  @Test
  void badInputIsAOneLineErrorWithFileAndLine() throws IOException {
    Path bad = Files.writeString(temp.resolve("bad.run"), "q1 Q0 a 1 1.0 sys\nq1 Q0 b 2 high sys\n");
    var r = CliRun.of("eval", "trec", "-m", "map", qrels.toString(), bad.toString());
    assertThat(r.exit()).isEqualTo(1);
    assertThat(r.out()).isEmpty();
    assertThat(r.err()).isEqualTo("qakit: error: " + bad + ":2: expected a numeric score in field 5, found 'high'\n");
    var unknown = CliRun.of("eval", "trec", "-m", "infAP", qrels.toString(), run.toString());
    assertThat(unknown.exit()).isEqualTo(1);
    assertThat(unknown.err()).startsWith("qakit: error: unknown trec_eval measure 'infAP'");
    var missing = CliRun.of("eval", "trec", "-m", "map", temp.resolve("none").toString(), run.toString());
    assertThat(missing.err()).isEqualTo("qakit: error: no such file: " + temp.resolve("none") + "\n");
  }

  @Test
  void withoutMeasuresTrecEvalsDefaultSetIsPrinted() {
    var r = CliRun.of("eval", "trec", qrels.toString(), run.toString());
    assertThat(r.exit()).as(r.err()).isZero();
    // checked against trec_eval 9.0.4 and 9.0.8: the official set, runid to P_1000
    // q1: x, a → AP 1/2, Rprec 0 (R = 1, top 1 is x), bpref 1 (no judged non-relevant), iprec 1/2;
    // q2: b → 1 everywhere; gm_map = exp((log 0.5 + log 1)/2) = 0.7071
    assertThat(r.out().lines().toList()).containsExactly(
        "runid                 \tall\tsys", "num_q                 \tall\t2", "num_ret               \tall\t3",
        "num_rel               \tall\t2", "num_rel_ret           \tall\t2", "map                   \tall\t0.7500",
        "gm_map                \tall\t0.7071", "Rprec                 \tall\t0.5000", "bpref                 \tall\t1.0000",
        "recip_rank            \tall\t0.7500", "iprec_at_recall_0.00  \tall\t0.7500", "iprec_at_recall_0.10  \tall\t0.7500",
        "iprec_at_recall_0.20  \tall\t0.7500", "iprec_at_recall_0.30  \tall\t0.7500", "iprec_at_recall_0.40  \tall\t0.7500",
        "iprec_at_recall_0.50  \tall\t0.7500", "iprec_at_recall_0.60  \tall\t0.7500", "iprec_at_recall_0.70  \tall\t0.7500",
        "iprec_at_recall_0.80  \tall\t0.7500", "iprec_at_recall_0.90  \tall\t0.7500", "iprec_at_recall_1.00  \tall\t0.7500",
        "P_5                   \tall\t0.2000", "P_10                  \tall\t0.1000", "P_15                  \tall\t0.0667",
        "P_20                  \tall\t0.0500", "P_30                  \tall\t0.0333", "P_100                 \tall\t0.0100",
        "P_200                 \tall\t0.0050", "P_500                 \tall\t0.0020", "P_1000                \tall\t0.0010");
  }

  @Test
  void minusQPrintsEachQueryBeforeTheSummary() {
    var r = CliRun.of("eval", "trec", "-q", "-m", "ndcg_cut.1,2", "-m", "recip_rank", qrels.toString(), run.toString());
    assertThat(r.exit()).as(r.err()).isZero();
    // q1: a at rank 2: RR 1/2, ndcg_cut_1 0, ndcg_cut_2 (1/log2(3)) / 1 = 0.6309; q2: 1
    assertThat(r.out()).isEqualTo(
        "recip_rank            \tq1\t0.5000\n"
            + "ndcg_cut_1            \tq1\t0.0000\n"
            + "ndcg_cut_2            \tq1\t0.6309\n"
            + "recip_rank            \tq2\t1.0000\n"
            + "ndcg_cut_1            \tq2\t1.0000\n"
            + "ndcg_cut_2            \tq2\t1.0000\n"
            + "recip_rank            \tall\t0.7500\n"
            + "ndcg_cut_1            \tall\t0.5000\n"
            + "ndcg_cut_2            \tall\t0.8155\n");
  }

  @Test
  void helpExplainsEveryMeasure() {
    var r = CliRun.of("eval", "trec", "--help");
    assertThat(r.exit()).isZero();
    String help = r.out();
    assertThat(help).contains("Measures (-m NAME or -m NAME.PARAMETERS; printed in this order):", "-q", "-c", "-M=N", "-l=LEVEL");
    for (var m : org.qakit.eval.trec.TrecMeasures.registry().all()) {
      assertThat(help).as(m.id()).contains("\n" + m.id() + "\n");
      // every word of the explanation is there, in order, wrapped but not cut
      String flat = help.substring(help.indexOf("\n" + m.id() + "\n")).replaceAll("\\s+", " ");
      assertThat(flat).as(m.id()).contains(m.description());
    }
    assertThat(help).contains("R-precision", "Binary preference", "Normalized discounted cumulative gain", "Run id");
  }
}
