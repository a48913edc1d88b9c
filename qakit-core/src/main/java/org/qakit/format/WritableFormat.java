package org.qakit.format;

import java.io.IOException;
import java.nio.file.Path;
import org.qakit.dataset.Dataset;

/** A format that can also write items; {@code read(write(d))} gives {@code d}'s items back. */
public interface WritableFormat extends Format {

  /**
   * Writes the dataset to {@code target} atomically: either the whole file appears or none does.
   *
   * @throws IllegalArgumentException if an item cannot be expressed in this format
   */
  void write(Dataset dataset, Path target) throws IOException;

  /** Whether {@link #write} keeps the dataset's passages; a format that does not would drop them. */
  default boolean writesPassages() {
    return false;
  }

  /** Whether {@link #write} keeps the dataset's knowledge-base triples. */
  default boolean writesTriples() {
    return false;
  }
}
