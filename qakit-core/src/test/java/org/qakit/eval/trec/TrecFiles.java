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

  /** The output lines of {@code qakit eval trec OPTIONS -m ...} on these files. */
  static List<String> lines(Path qrels, Path run, TrecEvalOptions options, String... measures) throws IOException {
    return TrecEval.evaluate(TrecQrels.read(qrels), TrecRun.read(run), TrecMeasures.select(List.of(measures)).measures(), options).lines();
  }

  /** One summary line as trec_eval prints it. */
  static String line(String name, String value) {
    return String.format("%-22s\tall\t%s", name, value);
  }
}
