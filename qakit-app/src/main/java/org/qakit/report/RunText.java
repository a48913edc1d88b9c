package org.qakit.report;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.qakit.eval.RunRecord;

/** A run record's provenance as short phrases, the same in every leaderboard format. */
final class RunText {
  private RunText() {}

  /** The solver's options as given ({@code --lang en --seed 7}), or {@code defaults}. */
  static String settings(RunRecord r) {
    if (r.parameters().isEmpty()) {
      return "defaults";
    }
    return r.parameters().entrySet().stream().map(e -> e.getValue().isEmpty() ? e.getKey() : e.getKey() + " " + e.getValue())
        .collect(Collectors.joining(" "));
  }

  /** The training data ({@code split train: WikiQA-train.tsv}), or {@code none}. */
  static String training(RunRecord r) {
    if (r.training() == null) {
      return "none";
    }
    String files = files(r.training().inputs());
    return r.training().split() == null ? files : "split " + r.training().split() + ": " + files;
  }

  /** File names with their short sums: {@code WikiQA-dev.tsv (c44fb3a52182)}. */
  static String files(List<RunRecord.FileSum> files) {
    return files.stream().map(f -> name(f.path()) + " (" + Figures.shortSum(f.sha256()) + ")").collect(Collectors.joining(", "));
  }

  /** The predictions file's name and its short sum. */
  static String predictions(RunRecord r) {
    return name(r.predictions()) + " (" + Figures.shortSum(r.predictionsSha256()) + ")";
  }

  static String name(String path) {
    Path p = Path.of(path).getFileName();
    return p == null ? path : p.toString();
  }
}
