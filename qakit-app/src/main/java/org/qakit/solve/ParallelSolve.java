package org.qakit.solve;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongConsumer;
import org.qakit.model.Item;

/**
 * Runs a solver over items on N threads. Each item's prediction goes to the item's own slot, so the
 * result is in item order and identical for any thread count (solvers are pure functions of the
 * item). Items the solver does not handle are counted, not predicted.
 */
public final class ParallelSolve {

  /** The predictions in item order, and how many items got none. */
  public record Result(List<Prediction> predictions, int unhandled, double seconds) {}

  private ParallelSolve() {}

  /** @param progress called with the number of items done so far (from any thread) */
  public static Result run(Solver solver, List<? extends Item> items, int threads, LongConsumer progress)
      throws InterruptedException {
    if (threads < 1) {
      throw new IllegalArgumentException("--threads must be at least 1, found " + threads);
    }
    long start = System.nanoTime();
    @SuppressWarnings("unchecked")
    Optional<Prediction>[] slots = new Optional[items.size()];
    var done = new AtomicLong();
    var next = new AtomicLong();
    try (var pool = Executors.newFixedThreadPool(threads)) {
      var futures = new ArrayList<Future<?>>();
      for (int t = 0; t < threads; t++) {
        futures.add(pool.submit(() -> {
          for (long i = next.getAndIncrement(); i < items.size(); i = next.getAndIncrement()) {
            slots[(int) i] = solver.solve(items.get((int) i));
            progress.accept(done.incrementAndGet());
          }
        }));
      }
      for (Future<?> f : futures) {
        try {
          f.get();
        } catch (ExecutionException e) {
          if (e.getCause() instanceof RuntimeException r) {
            throw r;
          }
          throw new IllegalStateException(e.getCause());
        }
      }
    }
    var predictions = new ArrayList<Prediction>(items.size());
    int unhandled = 0;
    for (Optional<Prediction> p : slots) {
      if (p.isPresent()) {
        predictions.add(p.get());
      } else {
        unhandled++;
      }
    }
    return new Result(predictions, unhandled, (System.nanoTime() - start) / 1e9);
  }
}
