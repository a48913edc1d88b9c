package org.qakit.task;

/**
 * One file of a task's split: where it lives under the data home, its SHA-256 where known, and
 * where it comes from.
 *
 * @param path path relative to the data home, with forward slashes ({@code wikiqa/WikiQA-dev.tsv})
 * @param sha256 lower-case hex SHA-256 of the file, or null when not recorded
 * @param source where the file comes from (URL or repository and path), for a person to read
 */
public record TaskFile(String path, String sha256, String source) {
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
  }
}
