package org.qakit.index;

/**
 * Told how far an index build has got. Called from the indexing threads (so implementations must be
 * thread-safe and quick), after each batch and once at the end with {@code done == total}.
 */
@FunctionalInterface
public interface IndexProgress {
  /** Reports nothing. */
  IndexProgress NONE = (done, total) -> {};

  /**
   * @param done passages indexed so far
   * @param total passages to index, or -1 when unknown (an importer streaming files)
   */
  void indexed(long done, long total);
}
