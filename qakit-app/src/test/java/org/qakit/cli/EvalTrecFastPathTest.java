package org.qakit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The picocli-free path of {@code qakit eval trec}: it must print and exit exactly as picocli's does, or step aside. */
class EvalTrecFastPathTest {
  @TempDir Path temp;
  Path qrels;
  Path run;

  @BeforeEach
  void writeFiles() throws IOException {
    qrels = Files.writeString(temp.resolve("qrels.txt"), "q1 0 a 1\nq2 0 b 2\nq2 0 c 0\nq3 0 c 1\n");
    run = Files.writeString(temp.resolve("run.txt"), "q1 Q0 a 1 1.0 sys\nq1 Q0 x 2 1.0 sys\nq2 Q0 b 1 0.3 sys\nq2 Q0 c 2 0.4 sys\n");
  }

  CliRun fast(String... args) {
    EvalTrecCommand command = EvalTrecFastPath.parse(args);
    assertThat(command).as(String.join(" ", args)).isNotNull();
    var out = new StringWriter();
    var err = new StringWriter();
    int exit = EvalTrecFastPath.run(command, new PrintWriter(out), new PrintWriter(err));
    return new CliRun(exit, out.toString(), err.toString());
  }

  String[] args(String... options) {
    var list = new ArrayList<>(List.of("eval", "trec"));
    list.addAll(List.of(options));
    return list.toArray(String[]::new);
  }

  @Test
  void plainArgumentsPrintWhatPicocliPrints() throws IOException {
    Path bad = Files.writeString(temp.resolve("bad.txt"), "q1 0 a one\n");
    List<String[]> cases = List.of(
        args(qrels.toString(), run.toString()),
        args("-q", "-c", "-m", "map", "-m", "P.1,5", "-m", "ndcg_cut.2", qrels.toString(), run.toString()),
        args("-M", "1", "-l", "2", "-m", "num_rel_ret", "-m", "bpref", qrels.toString(), run.toString()),
        args("-m", "P.5", "-m", "P.10", qrels.toString(), run.toString()), // a note on standard error
        args("-m", "nosuch", qrels.toString(), run.toString()),
        args(bad.toString(), run.toString()),
        args(qrels.toString(), temp.resolve("missing.txt").toString()));
    for (String[] a : cases) {
      CliRun picocli = CliRun.of(a);
      CliRun fast = fast(a);
      assertThat(fast).as(String.join(" ", a)).isEqualTo(picocli);
    }
    // q1: x and a tie, x > a, so a is at rank 2: AP 1/2; q2: c (0.4, judged 0) above b: AP 1/2
    assertThat(fast(args("-m", "map", qrels.toString(), run.toString())).out()).isEqualTo("map                   \tall\t0.5000\n");
    assertThat(fast(args(bad.toString(), run.toString())).exit()).isEqualTo(1);
  }

  @Test
  void anythingElseGoesToPicocli() {
    String q = qrels.toString();
    String r = run.toString();
    for (String[] a : List.of(
        args("--help"), args("-h", q, r), args("-qc", q, r), args("-mmap", q, r), args("-M1", q, r), args("-M", "x", q, r),
        args("-m", "-q", q, r), args("-m"), args(q), args(q, r, q), args("@" + q, r), args("--", q, r), args("-V", q, r),
        new String[] {"eval", "trek", "-m", "map", q, r}, new String[] {"eval"})) {
      assertThat(EvalTrecFastPath.parse(a)).as(String.join(" ", a)).isNull();
    }
  }
}
