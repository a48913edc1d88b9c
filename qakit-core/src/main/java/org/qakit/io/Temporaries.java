package org.qakit.io;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The hidden files and folders qakit writes beside an output before it puts the output in place,
 * named so that they are recognised later: {@code .<output name>.qakit-<kind>-<pid>-<nanos>}, kind
 * one of {@link Kind}. A run killed with SIGKILL (no shutdown hook runs) leaves its temporary
 * behind; the next run that writes into the same folder removes every temporary of a process that
 * no longer runs ({@link #removeStale}), whatever output it was for. A process counts as gone when
 * no process has its id, or the process with that id started after the temporary was last
 * changed (the id was reused). A temporary of a running process is never touched, so two runs
 * writing into one folder at once do not disturb each other.
 *
 * <p>An {@link Kind#OLD} folder is a complete earlier output moved aside while its replacement
 * was moved in ({@code org.qakit.index.IndexFolder}): when its output is missing, the run was
 * killed between the two moves, and the old folder is moved back rather than deleted.
 */
public final class Temporaries {
  /** What a temporary holds. */
  public enum Kind {
    /** A file being written. */
    TMP("tmp"),
    /** A folder being built (an index, a store, a corpus). */
    BUILDING("building"),
    /** A complete earlier output moved aside while its replacement moves in. */
    OLD("old");

    private final String tag;

    Kind(String tag) {
      this.tag = tag;
    }
  }

  private static final Pattern NAME = Pattern.compile("\\.(.+)\\.qakit-(tmp|building|old)-(\\d+)-(\\d+)");

  /** What {@link #removeStale} did to one temporary. */
  public record Removal(Path path, long bytes, long pid, boolean restored) {}

  private Temporaries() {}

  /** The path of a new temporary of {@code kind} beside {@code target} (not created). */
  public static Path beside(Path target, Kind kind) {
    Path absolute = target.toAbsolutePath().normalize();
    Path parent = absolute.getParent();
    if (parent == null || absolute.getFileName() == null) {
      throw new IllegalArgumentException("expected an output below a folder, found " + target);
    }
    return parent.resolve("." + absolute.getFileName() + ".qakit-" + kind.tag + "-" + ProcessHandle.current().pid() + "-" + System.nanoTime());
  }

  /**
   * Removes (or, for an {@link Kind#OLD} folder whose output is missing, restores) every temporary
   * in {@code folder} left by a process that no longer runs, and says what it did. A folder that
   * does not exist holds none.
   */
  public static List<Removal> removeStale(Path folder) throws IOException {
    var done = new ArrayList<Removal>();
    if (!Files.isDirectory(folder)) {
      return done;
    }
    var candidates = new ArrayList<Path>();
    try (DirectoryStream<Path> entries = Files.newDirectoryStream(folder, ".*.qakit-*")) {
      entries.forEach(candidates::add);
    }
    candidates.sort(Comparator.naturalOrder());
    for (Path p : candidates) {
      Matcher m = NAME.matcher(p.getFileName().toString());
      if (!m.matches()) {
        continue;
      }
      long pid = Long.parseLong(m.group(3));
      Instant changed;
      try {
        changed = Files.getLastModifiedTime(p).toInstant();
      } catch (NoSuchFileException gone) {
        continue; // its own process finished with it meanwhile
      }
      if (!isGone(pid, changed)) {
        continue;
      }
      Path output = p.resolveSibling(m.group(1));
      if (m.group(2).equals("old") && !Files.exists(output)) {
        move(p, output);
        done.add(new Removal(p, 0, pid, true));
      } else {
        long bytes = size(p);
        deleteTree(p);
        done.add(new Removal(p, bytes, pid, false));
      }
    }
    return done;
  }

  /** Whether the process {@code pid} that last changed a temporary at {@code changed} is gone. */
  static boolean isGone(long pid, Instant changed) {
    Optional<ProcessHandle> process = ProcessHandle.of(pid);
    if (process.isEmpty() || !process.get().isAlive()) {
      return true;
    }
    Optional<Instant> started = process.get().info().startInstant();
    return started.isPresent() && started.get().isAfter(changed.plusSeconds(1)); // the id was reused
  }

  private static long size(Path p) throws IOException {
    try (Stream<Path> walk = Files.walk(p)) {
      return walk.filter(Files::isRegularFile).mapToLong(f -> {
        try {
          return Files.size(f);
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      }).sum();
    } catch (UncheckedIOException e) {
      throw e.getCause();
    }
  }

  private static void deleteTree(Path p) throws IOException {
    try (Stream<Path> walk = Files.walk(p)) {
      for (Path q : walk.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(q);
      }
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
