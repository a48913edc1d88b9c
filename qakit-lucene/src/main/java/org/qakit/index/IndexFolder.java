package org.qakit.index;

import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import java.util.stream.Stream;
import org.qakit.io.Temporaries;

/**
 * Where an index is built and how it is put in place: the build writes into a hidden sibling
 * folder, which replaces the target only once complete, so a failed or interrupted build never
 * leaves half an index under the target's name. A non-empty target is refused unless forced. Used
 * by passage indexes and knowledge-base stores ({@code org.qakit.kb}).
 */
public final class IndexFolder {
  private IndexFolder() {}

  /** Refuses a target that is a file, or a non-empty folder without {@code force}. */
  public static void checkTarget(Path target, boolean force) throws IOException {
    if (Files.exists(target) && !Files.isDirectory(target)) {
      throw new IllegalArgumentException(target + ": expected a folder for the index, found a file");
    }
    if (Files.isDirectory(target) && !force && !isEmpty(target)) {
      throw new IllegalArgumentException(target + ": the folder is not empty; choose another or pass --force to replace it");
    }
  }

  /**
   * A new, empty hidden sibling of {@code target} to build in, named as {@link Temporaries} says;
   * first removes the temporaries that killed builds left in the same folder (an old index moved
   * aside is put back when its target is missing).
   */
  public static Path temporary(Path target) throws IOException {
    Path absolute = target.toAbsolutePath().normalize();
    Path parent = absolute.getParent();
    if (parent == null) {
      throw new IllegalArgumentException("expected an index folder below a parent folder, found " + target);
    }
    Files.createDirectories(parent);
    Temporaries.removeStale(parent); // what builds killed with SIGKILL left here
    return Files.createDirectory(Temporaries.beside(absolute, Temporaries.Kind.BUILDING));
  }

  /** Moves the built folder over the target (an old one is moved aside first and then deleted). */
  public static void moveIntoPlace(Path built, Path target) throws IOException {
    Path absolute = target.toAbsolutePath().normalize();
    Path old = null;
    if (Files.exists(absolute)) {
      old = Temporaries.beside(absolute, Temporaries.Kind.OLD);
      move(absolute, old);
    }
    try {
      move(built, absolute);
    } catch (IOException | RuntimeException e) {
      if (old != null) {
        move(old, absolute);
      }
      throw e;
    }
    if (old != null) {
      deleteRecursively(old);
    }
  }

  public static void deleteRecursively(Path dir) throws IOException {
    if (!Files.exists(dir)) {
      return;
    }
    try (Stream<Path> walk = Files.walk(dir)) {
      for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(p);
      }
    }
  }

  private static boolean isEmpty(Path dir) throws IOException {
    try (Stream<Path> entries = Files.list(dir)) {
      return entries.findAny().isEmpty();
    }
  }

  private static void move(Path from, Path to) throws IOException {
    try {
      Files.move(from, to, StandardCopyOption.ATOMIC_MOVE);
    } catch (AtomicMoveNotSupportedException e) {
      Files.move(from, to);
    }
  }
}
