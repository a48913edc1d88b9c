package org.qakit.encode;

import java.util.ArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntConsumer;

/**
 * The threads an ONNX encoder runs its batches on: {@code n} daemon workers, each taking the next
 * batch until none is left, so {@code n} ONNX runs (each on one core) proceed at once. With one
 * worker, or one batch, the caller's thread does the work. Which worker runs a batch never
 * changes its result.
 */
final class Workers implements AutoCloseable {
  private static final AtomicInteger POOLS = new AtomicInteger();
  private final int threads;
  private final ExecutorService pool;

  Workers(int threads, String name) {
    this.threads = threads;
    if (threads == 1) {
      this.pool = null;
    } else {
      int id = POOLS.incrementAndGet();
      var counter = new AtomicInteger();
      this.pool = Executors.newFixedThreadPool(threads, r -> {
        Thread t = new Thread(r, "qakit-" + name + "-" + id + "-" + counter.incrementAndGet());
        t.setDaemon(true);
        return t;
      });
    }
  }

  /** Runs {@code task} for 0 … n − 1 and returns when all are done; rethrows the first failure. */
  void forEach(int n, IntConsumer task) {
    if (pool == null || n <= 1) {
      for (int i = 0; i < n; i++) {
        task.accept(i);
      }
      return;
    }
    var next = new AtomicInteger();
    var futures = new ArrayList<Future<?>>();
    for (int w = 0; w < Math.min(threads, n); w++) {
      futures.add(pool.submit(() -> {
        for (int i = next.getAndIncrement(); i < n; i = next.getAndIncrement()) {
          task.accept(i);
        }
      }));
    }
    RuntimeException failure = null;
    for (Future<?> f : futures) {
      try {
        f.get();
      } catch (ExecutionException e) {
        if (failure == null) {
          failure = e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
        }
        next.set(n);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        next.set(n);
        throw new IllegalStateException("interrupted while encoding", e);
      }
    }
    if (failure != null) {
      throw failure;
    }
  }

  @Override
  public void close() {
    if (pool != null) {
      pool.shutdownNow();
    }
  }
}
