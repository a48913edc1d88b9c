package org.qakit.task;

import java.net.URI;

/**
 * One file of a task's split: where it lives under the data home, its SHA-256 where known, where
 * it comes from, and where {@code qakit data fetch} downloads it from when that is known.
 *
 * @param path path relative to the data home, with forward slashes ({@code wikiqa/WikiQA-dev.tsv})
 * @param sha256 lower-case hex SHA-256 of the file, or null when not recorded
 * @param source where the file comes from (URL or repository and path), for a person to read
 * @param url the {@code http(s)} address that serves the file (or the archive holding it), or
 *     null when there is none (data given on request, derived files): then it is imported by hand
 * @param member with {@code url}: the file's path inside the zip archive served there, or null
 *     when the address serves the file itself
 */
public record TaskFile(String path, String sha256, String source, String url, String member) {
  public TaskFile {
    if (path == null || path.isBlank() || path.startsWith("/") || path.contains("..") || path.contains("\\")) {
      throw new IllegalArgumentException("task file: expected a relative path with forward slashes, found '" + path + "'");
    }
    if (sha256 != null && !sha256.matches("[0-9a-f]{64}")) {
      throw new IllegalArgumentException("task file " + path + ": expected a SHA-256 as 64 lower-case hex digits, found '" + sha256 + "'");
    }
    if (source == null || source.isBlank()) {
      throw new IllegalArgumentException("task file " + path + ": expected its source");
    }
    if (url != null && !(url.startsWith("https://") || url.startsWith("http://"))) {
      throw new IllegalArgumentException("task file " + path + ": expected an http(s) download URL, found '" + url + "'");
    }
    if (url != null) {
      URI.create(url); // refuses a malformed address when the registry loads
    }
    if (member != null && (url == null || member.isBlank() || member.startsWith("/") || member.contains(".."))) {
      throw new IllegalArgumentException("task file " + path + ": an archive member needs a download URL and a relative path, found '" + member + "'");
    }
  }

  /** A file with no download URL: it is imported by hand ({@code qakit data import}). */
  public TaskFile(String path, String sha256, String source) {
    this(path, sha256, source, null, null);
  }

  /** A file served as is at {@code url}. */
  public static TaskFile at(String path, String sha256, String source, String url) {
    return new TaskFile(path, sha256, source, url, null);
  }

  /** A file extracted from the zip archive at {@code url}, where it is {@code member}. */
  public static TaskFile inZip(String path, String sha256, String url, String member) {
    return new TaskFile(path, sha256, url + " " + member, url, member);
  }

  /** Whether {@code qakit data fetch} can download it. */
  public boolean downloadable() {
    return url != null;
  }

  /** The file's own name: the last part of its path. */
  public String name() {
    return path.substring(path.lastIndexOf('/') + 1);
  }
}
