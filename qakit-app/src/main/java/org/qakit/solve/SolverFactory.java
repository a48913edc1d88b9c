package org.qakit.solve;

import java.io.IOException;
import org.qakit.registry.Component;

/** Builds one kind of solver from a {@link SolverSpec}; the command line's view of a solver. */
public interface SolverFactory extends Component {

  /** What a solver needs besides the dataset. */
  enum Needs { NOTHING, TRAIN, INDEX }

  Needs needs();

  /** Builds the solver; the spec has already been checked for what {@link #needs()} asks. */
  Solver create(SolverSpec spec) throws IOException;
}
