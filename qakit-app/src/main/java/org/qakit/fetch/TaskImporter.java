package org.qakit.fetch;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.qakit.io.AtomicFile;
import org.qakit.io.Sha256;
import org.qakit.io.Temporaries;
import org.qakit.task.Checksums;
import org.qakit.task.DataHome;
import org.qakit.task.Task;
import org.qakit.task.TaskFile;
import org.qakit.task.TaskSplit;

/**
 * {@code qakit data import}: copies a local copy of a task's files (data given on request, a copy
 * made elsewhere) into the fetch home, where {@code --task} finds them. The copy is a file named as
 * one of the task's files, or a folder holding them by their data-home path ({@code
 * wikiqa/WikiQA-test.tsv}) or by name; every file is checked against the registry's SHA-256 or the
 * one recorded at its first fetch or import before any is copied, and recorded when none is known.
 * A file is copied to a temporary beside its path and moved into place; a folder (SQAD's record
 * folder) is copied whole and swapped in.
 */
public final class TaskImporter {
  private final DataHome home;
  private final PrintWriter err;

  public TaskImporter(DataHome home, PrintWriter err) {
    this.home = home;
    this.err = err;
  }

  /** One file of the task found in the copy. */
  private record Match(TaskFile file, Path source, String sha256, Optional<String> expected) {}

  /** Imports what {@code source} holds of {@code task}'s files; returns the summary line. */
  public String importFrom(Task task, Path source) throws IOException {
    if (!Files.exists(source)) {
      throw new IllegalArgumentException(source + ": expected a file or a folder holding task " + task.id() + "'s files, found nothing");
    }
    Map<String, TaskFile> files = new LinkedHashMap<>();
    for (TaskSplit s : task.splits()) {
      s.files().forEach(f -> files.putIfAbsent(f.path(), f));
    }
    Checksums checksums = Checksums.in(home.fetchHome());
    var matches = new ArrayList<Match>();
    for (TaskFile f : files.values()) {
      Optional<Path> found = find(source, f);
      if (found.isPresent()) {
        Path p = found.get();
        Optional<String> expected = f.sha256() != null ? Optional.of(f.sha256()) : checksums.get(f.path());
        String sha = Files.isDirectory(p) ? null : Sha256.file(p);
        if (sha != null && expected.isPresent() && !expected.get().equals(sha)) {
          throw new IllegalArgumentException(p + ": expected sha256 " + expected.get() + " (task " + task.id() + "'s " + f.path()
              + (f.sha256() == null ? ", recorded at its first fetch or import in " + checksums.file() : "") + "), found " + sha
              + "; nothing was imported");
        }
        matches.add(new Match(f, p, sha, expected));
      }
    }
    if (matches.isEmpty()) {
      throw new IllegalArgumentException(source + ": expected one of task " + task.id() + "'s files (by path under a folder, or by name), found none; its files: "
          + String.join(", ", files.keySet()));
    }
    long bytes = 0;
    int verified = 0;
    int recorded = 0;
    for (Match m : matches) {
      Path target = home.fetched(m.file());
      bytes += copy(m.source(), target);
      if (m.sha256() != null && m.expected().isPresent()) {
        verified++;
      } else if (m.sha256() != null) {
        checksums.record(m.file().path(), m.sha256());
        recorded++;
      }
      Path read = home.resolve(m.file());
      err.println(m.file().path() + ": imported from " + m.source() + (read.equals(target) ? "" : " (note: " + read + " is read first)"));
    }
    return String.format(java.util.Locale.ROOT, "task %s: %d %s imported into %s (%s); sha256: %d verified, %d recorded",
        task.id(), matches.size(), matches.size() == 1 ? "file" : "files", home.fetchHome(), TransferProgress.bytes(bytes), verified, recorded);
  }

  /** {@code source} itself when named as {@code f}, else under the folder by data-home path, else by name. */
  private static Optional<Path> find(Path source, TaskFile f) {
    if (!Files.isDirectory(source)) {
      return source.getFileName().toString().equals(f.name()) ? Optional.of(source) : Optional.empty();
    }
    for (Path p : List.of(source.resolve(f.path()), source.resolve(f.name()))) {
      if (Files.exists(p)) {
        return Optional.of(p);
      }
    }
    return source.toAbsolutePath().normalize().endsWith(f.path()) || source.getFileName().toString().equals(f.name())
        ? Optional.of(source) : Optional.empty();
  }

  /** Copies a file or a folder to {@code target} so that it appears whole; returns the bytes copied. */
  private static long copy(Path source, Path target) throws IOException {
    Files.createDirectories(target.getParent());
    Temporaries.removeStale(target.getParent());
    if (!Files.isDirectory(source)) {
      Path tmp = Temporaries.beside(target, Temporaries.Kind.TMP);
      tmp.toFile().deleteOnExit();
      try {
        Files.copy(source, tmp, StandardCopyOption.COPY_ATTRIBUTES);
        AtomicFile.moveIntoPlace(tmp, target);
      } finally {
        Files.deleteIfExists(tmp);
      }
      return Files.size(target);
    }
    Path building = Temporaries.beside(target, Temporaries.Kind.BUILDING);
    long bytes = 0;
    try (Stream<Path> walk = Files.walk(source)) {
      for (Path p : walk.sorted().toList()) {
        Path to = building.resolve(source.relativize(p).toString());
        if (Files.isDirectory(p)) {
          Files.createDirectories(to);
        } else {
          Files.copy(p, to);
          bytes += Files.size(to);
        }
      }
    }
    if (Files.exists(target)) {
      Path old = Temporaries.beside(target, Temporaries.Kind.OLD);
      Files.move(target, old);
      Files.move(building, target);
      deleteTree(old);
    } else {
      Files.move(building, target);
    }
    return bytes;
  }

  private static void deleteTree(Path p) throws IOException {
    try (Stream<Path> walk = Files.walk(p)) {
      for (Path q : walk.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(q);
      }
    }
  }
}
