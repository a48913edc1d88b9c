package org.qakit.split;

import java.util.Arrays;
import java.util.stream.Collectors;

/** What a split is written as: a list of item ids, or the items themselves in qakit-jsonl. */
public enum SplitFileFormat {
  /** {@code <name>.ids}: one item id per line, in dataset order, UTF-8, each line ending in LF. */
  IDS("ids", ".ids"),
  /**
   * {@code <name>.qakit.jsonl}: the part's items in qakit's lossless JSONL, followed by all the
   * dataset's passages and triples (background knowledge every part needs).
   */
  QAKIT_JSONL("qakit-jsonl", ".qakit.jsonl");

  private final String id;
  private final String extension;

  SplitFileFormat(String id, String extension) {
    this.id = id;
    this.extension = extension;
  }

  public String id() {
    return id;
  }

  /** The file name extension, with its leading dot. */
  public String extension() {
    return extension;
  }

  /** The format with this id; an unknown id is an error listing the known ones. */
  public static SplitFileFormat of(String id) {
    return Arrays.stream(values())
        .filter(f -> f.id.equals(id))
        .findFirst()
        .orElseThrow(() -> new IllegalArgumentException("unknown split output '" + id + "' (known: "
            + Arrays.stream(values()).map(SplitFileFormat::id).collect(Collectors.joining(", ")) + ")"));
  }
}
