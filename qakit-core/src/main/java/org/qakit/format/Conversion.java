package org.qakit.format;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.qakit.dataset.Dataset;

/**
 * Writes a dataset read from some files into a writable format, refusing what would lose data or
 * destroy input: a format that cannot hold the passages or triples read, an output that is one of
 * the inputs, an output that is a folder.
 */
public final class Conversion {
  private Conversion() {}

  public static void write(WritableFormat format, Dataset dataset, List<Path> inputs, Path target) throws IOException {
    if (Files.isDirectory(target)) {
      throw new IllegalArgumentException("output " + target + " is a folder; expected a file path");
    }
    for (Path input : inputs) {
      if (Files.exists(target) && Files.isSameFile(input, target)) {
        throw new IllegalArgumentException("output " + target + " is also an input; write to another file");
      }
    }
    refuseLoss(format, dataset.passages().size(), format.writesPassages(), "passages");
    refuseLoss(format, dataset.triples().size(), format.writesTriples(), "triples");
    format.write(dataset, target);
  }

  private static void refuseLoss(WritableFormat format, int count, boolean kept, String what) {
    if (count > 0 && !kept) {
      throw new IllegalArgumentException(
          "format '" + format.id() + "' cannot hold the " + count + " " + what + " read; convert to qakit-jsonl to keep them");
    }
  }
}
