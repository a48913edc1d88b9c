package org.qakit.testing;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The real datasets in {@code ../shared/data} (system property {@code qakit.shared.data}, set by
 * the build). A missing file fails the test: CI always has the data, and a skipped test proves
 * nothing.
 */
public final class SharedData {
  private SharedData() {}

  public static Path root() {
    String configured = System.getProperty("qakit.shared.data");
    Path root = Path.of(configured != null ? configured : "../shared/data").toAbsolutePath().normalize();
    if (!Files.isDirectory(root)) {
      throw new AssertionError(
          "the shared datasets are not at " + root + ": clone the repository beside ../shared or set -Dqakit.shared.data");
    }
    return root;
  }

  /** A file or folder under the shared data root, which must exist. */
  public static Path path(String relative) {
    Path p = root().resolve(relative);
    if (!Files.exists(p)) {
      throw new AssertionError("missing shared dataset file " + p);
    }
    return p;
  }
}
