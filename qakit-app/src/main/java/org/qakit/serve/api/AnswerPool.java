package org.qakit.serve.api;

import java.time.Duration;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The threads that answer questions, one per processor, with a queue of {@value #QUEUE_PER_THREAD}
 * waiting requests per thread: a request waits at most the time budget (in the queue and at work
 * together) and is then answered 503 {@code timeout}; a request that finds the queue full is answered
 * 503 {@code busy} at once. A solver past the budget is not interrupted (an interrupt closes the
 * file channels of an index opened with {@code NIOFSDirectory} for everyone): its thread finishes
 * the work and drops it, and the pool's size bounds how many such threads run at once.
 */
final class AnswerPool implements AutoCloseable {
  static final int QUEUE_PER_THREAD = 16;
  private final ThreadPoolExecutor pool;
  private final Duration budget;

  AnswerPool(int threads, Duration budget) {
    var count = new AtomicInteger();
    this.pool = new ThreadPoolExecutor(threads, threads, 30, TimeUnit.SECONDS, new ArrayBlockingQueue<>(threads * QUEUE_PER_THREAD), r -> {
      Thread t = new Thread(r, "qakit-answer-" + count.incrementAndGet());
      t.setDaemon(true);
      return t;
    });
    this.pool.allowCoreThreadTimeOut(true);
    this.budget = budget;
  }

  /** The result of {@code work}, run on the pool within the budget; its ApiError or RuntimeException as thrown. */
  <T> T run(Callable<T> work) {
    Future<T> future;
    try {
      future = pool.submit(work);
    } catch (RejectedExecutionException e) {
      throw ApiError.busy("every answering thread is busy and " + pool.getQueue().size() + " requests wait: try again shortly");
    }
    try {
      return future.get(budget.toNanos(), TimeUnit.NANOSECONDS);
    } catch (TimeoutException e) {
      future.cancel(false);
      throw ApiError.timeout("no answer within this server's time budget of " + budget.toMillis() + " ms (qakit serve --api-time-budget-ms)");
    } catch (InterruptedException e) {
      future.cancel(false);
      Thread.currentThread().interrupt();
      throw ApiError.timeout("the server stopped waiting for the answer");
    } catch (ExecutionException e) {
      Throwable cause = e.getCause();
      if (cause instanceof RuntimeException r) {
        throw r;
      }
      if (cause instanceof Error err) {
        throw err;
      }
      throw new IllegalStateException(cause);
    }
  }

  @Override
  public void close() {
    pool.shutdownNow();
  }
}
