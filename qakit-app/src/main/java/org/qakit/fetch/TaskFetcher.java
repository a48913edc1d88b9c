package org.qakit.fetch;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.zip.ZipEntry;
import java.util.zip.ZipException;
import java.util.zip.ZipFile;
import org.qakit.io.AtomicFile;
import org.qakit.io.Sha256;
import org.qakit.io.Temporaries;
import org.qakit.task.Checksums;
import org.qakit.task.DataHome;
import org.qakit.task.Task;
import org.qakit.task.TaskFile;
import org.qakit.task.TaskSplit;

/**
 * {@code qakit data fetch}: puts a task's split files into the fetch home from their download
 * URLs. A file already readable (in any folder of the data home) with the expected SHA-256 is left
 * alone; a file without a download URL is refused up front, with where to get it. A file is
 * downloaded into a partial file beside it ({@link HttpDownload}, resumable), checked against the
 * registry's SHA-256 or the one recorded at its first fetch ({@link Checksums}; recorded now when
 * there is none), and only then moved to its path, so a path never holds half a file or wrong
 * bytes. A file inside a zip archive is extracted from the archive, which is downloaded once into
 * {@code .archives/HOST/PATH} of the fetch home and kept for the task's other files.
 */
public final class TaskFetcher {
  /** The folder of the fetch home that keeps downloaded archives. */
  public static final String ARCHIVES = ".archives";

  private final DataHome home;
  private final HttpDownload http;
  private final TransferProgress progress;
  private final PrintWriter err;
  private final URI mirror;

  /**
   * @param mirror a server holding copies laid out as {@code MIRROR/HOST/PATH} for {@code
   *     https://HOST/PATH} (what {@code wget -x} writes), or null for the URLs themselves
   */
  public TaskFetcher(DataHome home, HttpDownload http, TransferProgress progress, PrintWriter err, URI mirror) {
    this.home = home;
    this.http = http;
    this.progress = progress;
    this.err = err;
    this.mirror = mirror;
  }

  /** What a fetch did, for its summary line. */
  public static final class Summary {
    int fetched;
    int here;
    long bytes;
    long resumed;
    int verified;
    int recorded;
    final long start = System.nanoTime();

    /** {@code task wikiqa: 1 file fetched (577 kB, 0.4 s), 2 already here; sha256: 1 verified, 0 recorded}. */
    public String line(Task task, Path checksums) {
      double seconds = (System.nanoTime() - start) / 1e9;
      return String.format(java.util.Locale.ROOT, "task %s: %d %s fetched (%s downloaded%s, %.1f s), %d already here; sha256: %d verified, %d recorded%s",
          task.id(), fetched, fetched == 1 ? "file" : "files", TransferProgress.bytes(bytes),
          resumed > 0 ? ", " + TransferProgress.bytes(resumed) + " resumed from an earlier run" : "", seconds, here, verified, recorded,
          recorded > 0 ? " in " + checksums : "");
    }
  }

  /** Fetches the files of {@code splits} of {@code task} (every split when empty); {@code force} downloads files already here again. */
  public Summary fetch(Task task, List<String> splits, boolean force) throws IOException {
    Map<String, TaskFile> files = new LinkedHashMap<>();
    Map<String, String> splitOf = new LinkedHashMap<>();
    for (TaskSplit s : chosen(task, splits)) {
      for (TaskFile f : s.files()) {
        files.putIfAbsent(f.path(), f);
        splitOf.putIfAbsent(f.path(), s.name());
      }
    }
    for (TaskFile f : files.values()) {
      if (!f.downloadable() && !Files.exists(home.resolve(f))) {
        throw new IllegalArgumentException("task " + task.id() + " split " + splitOf.get(f.path()) + ": " + f.path()
            + " has no download URL; get it from " + f.source() + ", then qakit data import " + task.id() + " PATH"
            + (splits.isEmpty() && anyFetchable(task) ? " (or fetch the other splits with --split)" : ""));
      }
    }
    Checksums checksums = Checksums.in(home.fetchHome());
    var summary = new Summary();
    var archivesThisRun = new HashSet<Path>();
    for (TaskFile f : files.values()) {
      Path where = home.resolve(f);
      if (Files.exists(where) && (!force || !f.downloadable())) {
        DataHome.State state = home.state(f);
        if (state != DataHome.State.CHANGED) {
          summary.here++;
          err.println(f.path() + ": already here (" + where + (state == DataHome.State.VERIFIED ? ", sha256 verified)" : ", no sha256 known)"));
          continue;
        }
        if (!where.startsWith(home.fetchHome())) {
          throw new IllegalArgumentException(where + ": its sha256 differs from the task's, and it is read before the fetch home: fix or remove it");
        }
        err.println(f.path() + ": its sha256 differs from the expected one; fetching it again");
      }
      fetchOne(f, force, checksums, summary, archivesThisRun);
    }
    return summary;
  }

  /** Whether some split of {@code task} has every file here or downloadable. */
  private boolean anyFetchable(Task task) {
    return task.splits().stream().anyMatch(s -> s.files().stream().allMatch(f -> f.downloadable() || Files.exists(home.resolve(f))));
  }

  private static List<TaskSplit> chosen(Task task, List<String> splits) {
    if (splits.isEmpty()) {
      return task.splits();
    }
    var out = new ArrayList<TaskSplit>();
    for (String name : splits) {
      out.add(task.requireSplit(name));
    }
    return out;
  }

  private void fetchOne(TaskFile f, boolean force, Checksums checksums, Summary summary, Set<Path> archivesThisRun) throws IOException {
    Path target = home.fetched(f);
    Optional<String> expected = f.sha256() != null ? Optional.of(f.sha256()) : checksums.get(f.path());
    if (f.member() == null) {
      download(address(f.url()), target, f.path(), expected, checksums, summary, false);
    } else {
      URI url = address(f.url());
      Path archive = archivePath(URI.create(f.url()));
      String key = home.fetchHome().relativize(archive).toString().replace('\\', '/');
      Optional<String> archiveSha = checksums.get(key);
      boolean usable = Files.isRegularFile(archive) && archiveSha.isPresent() && Sha256.file(archive).equals(archiveSha.get());
      if (!usable || (force && !archivesThisRun.contains(archive))) {
        download(url, archive, key, archiveSha, checksums, summary, true);
      }
      archivesThisRun.add(archive);
      extract(archive, url, f, target, expected, checksums, summary);
    }
    summary.fetched++;
  }

  /** Downloads {@code url} to {@code target} through its partial file, checked against {@code expected} (recorded under {@code key} when empty). */
  private void download(URI url, Path target, String key, Optional<String> expected, Checksums checksums, Summary summary, boolean zip)
      throws IOException {
    Files.createDirectories(target.getParent());
    Temporaries.removeStale(target.getParent());
    Path part = HttpDownload.partial(target);
    err.println(key + ": downloading " + url);
    HttpDownload.Result r = http.download(url, part, progress);
    summary.bytes += r.bytes() - r.resumedFrom();
    summary.resumed += r.resumedFrom();
    String sha = Sha256.file(part);
    if (expected.isPresent() && !expected.get().equals(sha)) {
      HttpDownload.discard(part);
      throw new IOException(url + ": checksum mismatch: expected sha256 " + expected.get() + ", the download (" + r.bytes() + " bytes) has "
          + sha + "; it was deleted and nothing was put at " + target
          + (checksums.get(key).isPresent() ? " (the expected one was recorded at the first fetch in " + checksums.file()
              + ": delete its line to accept the new file)" : ""));
    }
    if (zip) {
      try (ZipFile ignored = new ZipFile(part.toFile())) {
        // a zip archive: its central directory reads
      } catch (ZipException e) {
        HttpDownload.discard(part);
        throw new IOException(url + ": expected a zip archive, the download (" + r.bytes() + " bytes) is not one (" + e.getMessage() + "); it was deleted");
      }
    }
    AtomicFile.moveIntoPlace(part, target);
    HttpDownload.discard(part); // the validator kept for resuming
    count(key, sha, expected, checksums, summary);
    err.println(key + ": " + TransferProgress.bytes(r.bytes()) + (r.resumedFrom() > 0 ? " (resumed at " + r.resumedFrom() + " bytes)" : "")
        + (r.tries() > 1 ? " in " + r.tries() + " requests" : "") + ", sha256 " + (expected.isPresent() ? "verified" : "recorded"));
  }

  /** Extracts {@code f.member()} of {@code archive} to {@code target} through a temporary beside it, checked like a download. */
  private void extract(Path archive, URI url, TaskFile f, Path target, Optional<String> expected, Checksums checksums, Summary summary)
      throws IOException {
    Files.createDirectories(target.getParent());
    Path tmp = Temporaries.beside(target, Temporaries.Kind.TMP);
    tmp.toFile().deleteOnExit();
    try (ZipFile zip = new ZipFile(archive.toFile())) {
      ZipEntry entry = zip.getEntry(f.member());
      if (entry == null || entry.isDirectory()) {
        var names = new ArrayList<String>();
        for (var e : Collections.list(zip.entries())) {
          if (!e.isDirectory() && names.size() < 8) {
            names.add(e.getName());
          }
        }
        throw new IOException(archive + " (from " + url + "): expected the member '" + f.member() + "', found none; its files include "
            + String.join(", ", names));
      }
      try (InputStream in = zip.getInputStream(entry)) {
        Files.copy(in, tmp, StandardCopyOption.REPLACE_EXISTING);
      }
      String sha = Sha256.file(tmp);
      if (expected.isPresent() && !expected.get().equals(sha)) {
        throw new IOException(archive + " " + f.member() + ": checksum mismatch: expected sha256 " + expected.get() + ", found " + sha
            + "; nothing was put at " + target);
      }
      AtomicFile.moveIntoPlace(tmp, target);
      count(f.path(), sha, expected, checksums, summary);
      err.println(f.path() + ": " + TransferProgress.bytes(Files.size(target)) + " from " + archive.getFileName() + " " + f.member() + ", sha256 "
          + (expected.isPresent() ? "verified" : "recorded"));
    } finally {
      Files.deleteIfExists(tmp);
    }
  }

  private static void count(String key, String sha, Optional<String> expected, Checksums checksums, Summary summary) throws IOException {
    if (expected.isPresent()) {
      summary.verified++;
    } else {
      checksums.record(key, sha);
      summary.recorded++;
    }
  }

  /** Where an archive from {@code url} is kept: {@code .archives/HOST/PATH} in the fetch home. */
  Path archivePath(URI url) {
    return home.fetchHome().resolve(ARCHIVES).resolve(url.getHost()).resolve(url.getPath().replaceFirst("^/+", ""));
  }

  /** {@code url} itself, or its copy on the mirror ({@code MIRROR/HOST/PATH}). */
  URI address(String url) {
    URI u = URI.create(url);
    if (mirror == null) {
      return u;
    }
    String base = mirror.toString().replaceFirst("/+$", "");
    return URI.create(base + "/" + u.getHost() + u.getRawPath() + (u.getRawQuery() == null ? "" : "?" + u.getRawQuery()));
  }
}
