package org.qakit.bench;

import java.util.SplittableRandom;

/**
 * The pauses of one simulated annotator of mean {@code T} ms: a first pause drawn uniformly from
 * [0, T), so that the clients do not start in step, then pauses drawn uniformly from [T/2, 3T/2).
 * T = 0 gives no pause (a saturating loop).
 *
 * <p>Each client's generator is seeded by its index through {@link SplittableRandom}, whose
 * outputs are mixed ({@code mix64}) for neighbouring seeds. {@code java.util.Random} is not: its
 * first {@code nextDouble()} for seeds 0, 1, 2, … is 0.7310, 0.7309, 0.7311, … (one LCG step does not
 * reach the high bits), so 50 clients seeded by index all sent their first request within 40 ms
 * of each other. That burst queued 50 record pages at once and alone made the p99 of a 30 s
 * measurement (0.8 s, against 150 ms for any other request of that run).
 */
final class ThinkTimes {
  private final long meanMs;
  private final SplittableRandom random;
  private boolean first = true;

  /**
   * @param meanMs the mean pause T in ms, at least 0
   * @param client the client's index, its generator's seed
   */
  ThinkTimes(long meanMs, long client) {
    if (meanMs < 0) {
      throw new IllegalArgumentException("think time must not be negative, got " + meanMs + " ms");
    }
    this.meanMs = meanMs;
    this.random = new SplittableRandom(client);
  }

  /** The next pause in ms: the first in [0, T), every later one in [T/2, 3T/2); 0 when T is 0. */
  long next() {
    if (meanMs == 0) {
      return 0;
    }
    boolean start = first;
    first = false;
    return start ? (long) (random.nextDouble() * meanMs) : meanMs / 2 + (long) (random.nextDouble() * meanMs);
  }
}
