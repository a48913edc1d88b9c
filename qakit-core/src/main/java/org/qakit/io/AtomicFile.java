package org.qakit.io;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/**
 * Writes a file so that it appears whole or not at all: the content goes to a temporary file in
 * the same folder, which is moved over the target only when writing succeeded. The temporary is
 * named as {@link Temporaries} says; one left by a killed run is removed by the next write into
 * the folder.
 */
public final class AtomicFile {
  private AtomicFile() {}

  /** Writes to a {@link Writer}; may throw anything, in which case the target is left untouched. */
  @FunctionalInterface
  public interface WriterBody {
    void write(Writer out) throws IOException;
  }

  /**
   * Puts the finished file {@code from} at {@code to} in one step (replacing what is there), so
   * that {@code to} is never seen half written; {@code from} must be in the same folder (or at
   * least on the same file system) for the move to be atomic.
   */
  public static void moveIntoPlace(Path from, Path to) throws IOException {
    try {
      Files.move(from, to, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    } catch (AtomicMoveNotSupportedException e) {
      Files.move(from, to, StandardCopyOption.REPLACE_EXISTING);
    }
  }

  public static void write(Path target, WriterBody body) throws IOException {
    Path absolute = target.toAbsolutePath().normalize();
    Path dir = absolute.getParent();
    if (dir == null || absolute.getFileName() == null) {
      throw new IllegalArgumentException("expected a file path to write, found " + target);
    }
    if (Files.isDirectory(absolute)) {
      throw new IllegalArgumentException("expected a file path to write, found the folder " + target);
    }
    Files.createDirectories(dir);
    Temporaries.removeStale(dir); // what runs killed with SIGKILL left here
    // a plain new file (not createTempFile, which would make it private to the owner)
    Path tmp = Temporaries.beside(absolute, Temporaries.Kind.TMP);
    tmp.toFile().deleteOnExit(); // an interrupted run (Ctrl-C, SIGTERM) leaves no debris
    try {
      try (BufferedWriter out = Files.newBufferedWriter(tmp, StandardCharsets.UTF_8, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
        body.write(out);
      }
      moveIntoPlace(tmp, absolute);
    } finally {
      Files.deleteIfExists(tmp);
    }
  }
}
