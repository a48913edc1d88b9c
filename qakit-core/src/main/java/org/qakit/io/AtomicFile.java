package org.qakit.io;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Writes a file so that it appears whole or not at all: the content goes to a temporary file in
 * the same folder, which is moved over the target only when writing succeeded.
 */
public final class AtomicFile {
  private AtomicFile() {}

  /** Writes to a {@link Writer}; may throw anything, in which case the target is left untouched. */
  @FunctionalInterface
  public interface WriterBody {
    void write(Writer out) throws IOException;
  }

  public static void write(Path target, WriterBody body) throws IOException {
    Path absolute = target.toAbsolutePath();
    Path dir = absolute.getParent();
    Files.createDirectories(dir);
    Path tmp = Files.createTempFile(dir, "." + absolute.getFileName(), ".tmp");
    try {
      try (BufferedWriter out = Files.newBufferedWriter(tmp, StandardCharsets.UTF_8)) {
        body.write(out);
      }
      try {
        Files.move(tmp, absolute, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
      } catch (AtomicMoveNotSupportedException e) {
        Files.move(tmp, absolute, StandardCopyOption.REPLACE_EXISTING);
      }
    } finally {
      Files.deleteIfExists(tmp);
    }
  }
}
