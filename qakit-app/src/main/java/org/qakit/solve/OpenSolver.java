package org.qakit.solve;

import java.util.Objects;

/**
 * A solver built by {@link SolverFactories#open} together with what it holds open ({@link
 * SolverResources}); closing it closes those, after which the solver must not be used. Commands hold
 * one in try-with-resources: {@code try (OpenSolver s = SolverFactories.open(spec)) { … s.solver() … }}.
 *
 * @param solver the solver
 * @param resources its encoders, indexes and stores
 */
public record OpenSolver(Solver solver, SolverResources resources) implements AutoCloseable {

  public OpenSolver {
    Objects.requireNonNull(solver, "solver");
    Objects.requireNonNull(resources, "resources");
  }

  @Override
  public void close() {
    resources.close();
  }
}
