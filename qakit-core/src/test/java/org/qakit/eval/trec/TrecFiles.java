package org.qakit.eval.trec;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Writes small qrels and run files for tests and evaluates them. */
final class TrecFiles {
  private final Path dir;
  private int n;

  TrecFiles(Path dir) {
    this.dir = dir;
  }

  Path write(String name, String... lines) {
    try {
      return Files.writeString(dir.resolve(name + "-" + (n++)), String.join("\n", lines) + "\n");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * One query with graded judgments, ranked x a b c e g d by score:
   *
   * <pre>rank      1   2   3   4   5   6   7
   * document  x   a   b   c   e   g   d
   * qrels     -   2   0   1  -1   -   1      (f judged 0, not retrieved)</pre>
   *
   * x and g are not in the qrels, e is in the pool but unjudged (-1). R = 3 (a, c, d), N = 2 judged
   * non-relevant (b, f).
   */
  Path[] gradedExample() {
    return new Path[] {
      write("qrels", "q1 0 a 2", "q1 0 b 0", "q1 0 c 1", "q1 0 d 1", "q1 0 e -1", "q1 0 f 0"),
      write("run", "q1 Q0 x 1 5 r", "q1 Q0 a 2 4 r", "q1 Q0 b 3 3 r", "q1 Q0 c 4 2 r", "q1 Q0 e 5 1.5 r", "q1 Q0 g 6 1 r", "q1 Q0 d 7 0.5 r")
    };
  }

  /** The output lines of {@code qakit eval trec OPTIONS -m ...} on these files. */
  static List<String> lines(Path qrels, Path run, TrecEvalOptions options, String... measures) throws IOException {
    return TrecEval.evaluate(TrecQrels.read(qrels), TrecRun.read(run), TrecMeasures.select(List.of(measures)).measures(), options).lines();
  }

  /** The lines of {@code qakit eval trec -q OPTIONS -m ...}: each query's, then the summary. */
  static List<String> queryLines(Path qrels, Path run, TrecEvalOptions options, String... measures) throws IOException {
    return TrecEval.evaluate(TrecQrels.read(qrels), TrecRun.read(run), TrecMeasures.select(List.of(measures)).measures(), options, true)
        .lines();
  }

  /** One line of query {@code qid} as trec_eval prints it. */
  static String line(String name, String qid, String value) {
    return String.format("%-22s\t%s\t%s", name, qid, value);
  }

  /** One summary line as trec_eval prints it. */
  static String line(String name, String value) {
    return String.format("%-22s\tall\t%s", name, value);
  }
}
