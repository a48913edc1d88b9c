package org.qakit.serve.web;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Temporary folders for uploads a reader needs as files (an import), under {@code
 * <data-dir>/uploads}: {@code import-<random>}, the upload inside as {@code upload} plus its
 * extension when that is short and plain (never the uploaded name, which may be too long for the
 * file system or hold anything). {@link #delete} removes a folder and everything in it whatever
 * happened; {@link #purgeStale} removes what a killed server left, at start.
 */
public final class UploadFolders {
  /** A folder older than this at start is left over from a server that was killed: one hour. */
  public static final Duration STALE = Duration.ofHours(1);
  private static final Pattern EXTENSION = Pattern.compile("\\.[A-Za-z0-9]{1,10}");
  private static final String PREFIX = "import-";
  private final Path root;

  public UploadFolders(Path root) {
    this.root = root;
  }

  /** The folder upload folders are made in. */
  public Path root() {
    return root;
  }

  /** A new, empty folder for one upload. */
  public Path create() throws IOException {
    Files.createDirectories(root);
    return Files.createTempDirectory(root, PREFIX);
  }

  /** The file name an upload named {@code uploadName} gets in its folder: {@code upload}, plus a short plain extension if it has one. */
  public static String fileName(String uploadName) {
    String n = uploadName == null ? "" : uploadName;
    int dot = n.lastIndexOf('.');
    String ext = dot < 0 ? "" : n.substring(dot);
    return "upload" + (EXTENSION.matcher(ext).matches() ? ext.toLowerCase(Locale.ROOT) : "");
  }

  /** Deletes {@code dir} and everything in it; a file that cannot be deleted is reported on standard error, never thrown. */
  public static void delete(Path dir) {
    if (dir == null || !Files.exists(dir)) {
      return;
    }
    List<Path> all;
    try (Stream<Path> walk = Files.walk(dir)) {
      all = walk.sorted(Comparator.reverseOrder()).toList();
    } catch (IOException | RuntimeException e) {
      System.err.println("qakit serve: cannot list " + dir + " to delete it: " + e.getMessage());
      return;
    }
    for (Path p : all) {
      try {
        Files.deleteIfExists(p);
      } catch (IOException e) {
        System.err.println("qakit serve: cannot delete " + p + ": " + e.getMessage());
      }
    }
  }

  /** Deletes the upload folders under the root that are older than {@code age}; returns how many. */
  public int purgeStale(Duration age) {
    if (!Files.isDirectory(root)) {
      return 0;
    }
    Instant before = Instant.now().minus(age);
    int n = 0;
    try (Stream<Path> list = Files.list(root)) {
      for (Path p : list.filter(p -> p.getFileName().toString().startsWith(PREFIX)).toList()) {
        FileTime t = Files.getLastModifiedTime(p);
        if (t.toInstant().isBefore(before)) {
          delete(p);
          n++;
        }
      }
    } catch (IOException e) {
      System.err.println("qakit serve: cannot clean " + root + ": " + e.getMessage());
    }
    return n;
  }
}
