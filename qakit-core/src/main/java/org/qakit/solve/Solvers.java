package org.qakit.solve;

import java.util.List;
import org.qakit.registry.Registry;

/** The registry of solvers that need no index; {@code qakit list solvers} prints it. */
public final class Solvers {
  /** The seed of the registered random baseline. */
  public static final long RANDOM_SEED = 42;

  private static final Registry<Solver> REGISTRY =
      new Registry<>("solver", List.of(new RandomSolver(RANDOM_SEED), new WordOverlapSolver()));

  private Solvers() {}

  public static Registry<Solver> registry() {
    return REGISTRY;
  }
}
