package org.qakit.serve.image;

import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Deletes diagram images that no saved record refers to once they are {@link #GRACE} old ({@link
 * DiagramImages#purgeUnattached}): at once when the server starts, then every {@link #PERIOD}, on
 * one daemon thread. An image uploaded to a form must be saved with its record within the grace
 * period; a form left open longer loses it. A failed run is reported on standard error and the
 * next one tries again.
 */
public final class ImagePurge implements AutoCloseable {
  /** How long an unattached image is kept: one day. */
  public static final Duration GRACE = Duration.ofHours(24);
  /** How often the purge runs after the first: every hour. */
  public static final Duration PERIOD = Duration.ofHours(1);
  private final ScheduledExecutorService timer;

  private ImagePurge(ScheduledExecutorService timer) {
    this.timer = timer;
  }

  /** Runs the purge of {@code images} now (before returning) and then every {@code period}. */
  public static ImagePurge start(DiagramImages images, Duration grace, Duration period) {
    runOnce(images, grace);
    ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
      Thread t = new Thread(r, "qakit-image-purge");
      t.setDaemon(true);
      return t;
    });
    long ms = period.toMillis();
    timer.scheduleWithFixedDelay(() -> runOnce(images, grace), ms, ms, TimeUnit.MILLISECONDS);
    return new ImagePurge(timer);
  }

  /** One purge; returns how many images it deleted, -1 when it failed (reported, not thrown). */
  static int runOnce(DiagramImages images, Duration grace) {
    try {
      return images.purgeUnattached(grace);
    } catch (RuntimeException e) {
      System.err.println("qakit serve: purging unattached images: " + e.getMessage());
      return -1;
    }
  }

  /**
   * Stops the runs, letting one under way finish: the thread is not interrupted, because H2 closes
   * its database file when a thread is interrupted in the middle of its file I/O.
   */
  @Override
  public void close() {
    timer.shutdown();
    try {
      timer.awaitTermination(30, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
