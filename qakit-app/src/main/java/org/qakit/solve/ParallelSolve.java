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
 * item). Items the solver does not handle are counted, not predicted. With evidence asked for,
 * each prediction comes with the solver's evidence ({@link Solver#solveWithEvidence}).
 */
public final class ParallelSolve {

  /** The solutions in item order, and how many items got none. */
  public record Result(List<Solution> solutions, int unhandled, double seconds) {
    public Result {
      solutions = List.copyOf(solutions);
    }

    /** The predictions in item order, without evidence. */
    public List<Prediction> predictions() {
      return solutions.stream().map(Solution::prediction).toList();
    }
  }

  private ParallelSolve() {}

  /** Predictions without evidence; see {@link #run(Solver, List, int, boolean, LongConsumer)}. */
  public static Result run(Solver solver, List<? extends Item> items, int threads, LongConsumer progress)
      throws InterruptedException {
    return run(solver, items, threads, false, progress);
  }

  /**
   * @param evidence whether to ask the solver for its evidence ({@link Solver#solveWithEvidence})
   *     or only its predictions ({@link Solver#solve})
   * @param progress called with the number of items done so far (from any thread)
   */
  public static Result run(Solver solver, List<? extends Item> items, int threads, boolean evidence, LongConsumer progress)
      throws InterruptedException {
    if (threads < 1) {
      throw new IllegalArgumentException("--threads must be at least 1, found " + threads);
    }
    long start = System.nanoTime();
    @SuppressWarnings("unchecked")
    Optional<Solution>[] slots = new Optional[items.size()];
    var done = new AtomicLong();
    var next = new AtomicLong();
    try (var pool = Executors.newFixedThreadPool(threads)) {
      var futures = new ArrayList<Future<?>>();
      for (int t = 0; t < threads; t++) {
        futures.add(pool.submit(() -> {
          for (long i = next.getAndIncrement(); i < items.size(); i = next.getAndIncrement()) {
            Item item = items.get((int) i);
            slots[(int) i] = evidence ? solver.solveWithEvidence(item) : solver.solve(item).map(Solution::of);
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
    var solutions = new ArrayList<Solution>(items.size());
    int unhandled = 0;
    for (Optional<Solution> s : slots) {
      if (s.isPresent()) {
        solutions.add(s.get());
      } else {
        unhandled++;
      }
    }
    return new Result(solutions, unhandled, (System.nanoTime() - start) / 1e9);
  }
}
