package org.qakit.solve;

import java.io.IOException;
import org.qakit.registry.Component;

/** Builds one kind of solver from a {@link SolverSpec}; the command line's view of a solver. */
public interface SolverFactory extends Component {

  /** What a solver needs besides the dataset. */
  enum Needs { NOTHING, TRAIN, INDEX }

  Needs needs();

  /**
   * Builds the solver; the spec has already been checked for what {@link #needs()} asks. Every
   * encoder, index or store it opens is registered in {@code resources}, which the caller closes
   * when the solver is done ({@link OpenSolver}).
   */
  Solver create(SolverSpec spec, SolverResources resources) throws IOException;
}
