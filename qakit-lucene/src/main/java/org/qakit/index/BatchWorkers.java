package org.qakit.index;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

/**
 * One reading thread feeding batches to {@code threads} workers, as an index build does: the
 * caller's thread {@link #add}s items, which are cut into batches of {@code batchSize} and queued
 * (at most {@code 2 × threads} batches wait, so memory stays bounded); each worker takes batches
 * until it is sent the end (an empty batch, the poison pill), then runs its end step once.
 *
 * <p>Use: {@code try (var w = new BatchWorkers<>(...)) { source.forEach(w::add); w.finish(); }}.
 * {@link #finish} queues the last partial batch and one end per worker, waits for all of them and
 * rethrows the first failure ({@link IOException} as {@link UncheckedIOException}, an
 * {@link Error} or unchecked exception as itself, anything else wrapped in {@link
 * IllegalStateException}). A worker that dies while the reader waits for room in the queue is noticed
 * within 50 ms and its failure thrown from {@link #add}, instead of blocking forever.
 *
 * <p>{@link #close} after a failure (when {@link #finish} did not complete) stops the workers
 * without interrupting them, since an interrupt closes the index's file channels under Lucene:
 * pending batches are dropped and each worker is sent the end; then the pool is shut down. The
 * workers are daemon threads.
 *
 * @param <T> the items
 */
public final class BatchWorkers<T> implements AutoCloseable {
  /** What a worker does with one batch, and once when its input ends. */
  public interface Work<T> {
    void batch(List<T> batch) throws IOException;

    /** Runs once per worker after its last batch; nothing by default. */
    default void end() throws IOException {}
  }

  private final List<T> end = List.of();
  private final int threads;
  private final int batchSize;
  private final String died;
  private final String task;
  private final BlockingQueue<List<T>> queue;
  private final ExecutorService pool;
  private final List<Future<?>> workers = new ArrayList<>();
  private final List<T> batch;
  private boolean finished;

  /**
   * Starts the workers.
   *
   * @param threadName the workers' thread name
   * @param threads workers, at least 1
   * @param batchSize items per batch, at least 1
   * @param died the message when a worker stopped early, e.g. "an indexing thread stopped early"
   * @param task what an interruption interrupted, e.g. "indexing" (in "interrupted while indexing")
   * @param work what each worker does
   */
  public BatchWorkers(String threadName, int threads, int batchSize, String died, String task, Work<T> work) {
    if (threads < 1 || batchSize < 1) {
      throw new IllegalArgumentException("batch workers: threads and batch size must be at least 1, found "
          + threads + " and " + batchSize);
    }
    this.threads = threads;
    this.batchSize = batchSize;
    this.died = died;
    this.task = task;
    this.queue = new ArrayBlockingQueue<>(2 * threads);
    this.batch = new ArrayList<>(batchSize);
    this.pool = Executors.newFixedThreadPool(threads, r -> {
      Thread t = new Thread(r, threadName);
      t.setDaemon(true);
      return t;
    });
    for (int i = 0; i < threads; i++) {
      workers.add(pool.submit(() -> {
        for (List<T> b = queue.take(); b != end; b = queue.take()) {
          work.batch(b);
        }
        work.end();
        return null;
      }));
    }
  }

  /** Adds an item to the current batch, queueing the batch when it is full (caller's thread only). */
  public void add(T item) {
    batch.add(item);
    if (batch.size() == batchSize) {
      put(List.copyOf(batch));
      batch.clear();
    }
  }

  /** Queues the last batch and the ends, and waits for every worker; rethrows the first failure. */
  public void finish() {
    if (!batch.isEmpty()) {
      put(List.copyOf(batch));
      batch.clear();
    }
    for (int i = 0; i < threads; i++) {
      put(end);
    }
    for (Future<?> w : workers) {
      join(w);
    }
    finished = true;
  }

  /** Stops the workers if {@link #finish} did not complete, and shuts the pool down. */
  @Override
  public void close() {
    if (!finished) {
      stop();
    }
    pool.shutdown();
  }

  /** Drops pending batches and sends each worker the end, without interrupting it. */
  private void stop() {
    queue.clear(); // only the reading thread puts, so the queue (capacity 2 x threads) now has room for every end
    for (int i = 0; i < workers.size(); i++) {
      queue.offer(end);
    }
    for (Future<?> w : workers) {
      try {
        w.get();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return;
      } catch (ExecutionException e) {
        // the first failure is the one reported
      }
    }
  }

  /** Queues a batch, failing (instead of blocking forever) when a worker has died. */
  private void put(List<T> b) {
    try {
      while (!queue.offer(b, 50, TimeUnit.MILLISECONDS)) {
        for (Future<?> w : workers) {
          if (w.isDone()) {
            join(w);
            throw new IllegalStateException(died);
          }
        }
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while " + task, e);
    }
  }

  private void join(Future<?> worker) {
    try {
      worker.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while " + task, e);
    } catch (ExecutionException e) {
      Throwable cause = e.getCause();
      if (cause instanceof IOException io) {
        throw new UncheckedIOException(io);
      }
      if (cause instanceof RuntimeException r) {
        throw r;
      }
      if (cause instanceof Error err) {
        throw err;
      }
      throw new IllegalStateException(cause);
    }
  }
}
