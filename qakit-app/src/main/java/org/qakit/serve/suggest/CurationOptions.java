package org.qakit.serve.suggest;

import java.nio.file.Path;
import java.util.List;

/**
 * What {@code qakit serve} trains its distractor ranker on: the same arguments as {@code qakit
 * distractors -f FORMAT --train FILE... --vocab FILE} (docs/curation.md).
 */
public record CurationOptions(String format, List<Path> train, Path vocab) {
  public CurationOptions {
    if (train == null || train.isEmpty()) {
      throw new IllegalArgumentException("--distractors-train needs at least one file");
    }
    if (vocab == null) {
      throw new IllegalArgumentException("--distractors-train needs --distractors-vocab FILE");
    }
    format = format == null || format.isBlank() ? "mcql" : format;
    train = List.copyOf(train);
  }
}
