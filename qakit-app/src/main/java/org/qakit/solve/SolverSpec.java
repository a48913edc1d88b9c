package org.qakit.solve;

import java.nio.file.Path;
import java.util.List;

/**
 * What a command line says about the solver to build: its id, the training data of a trained
 * solver, the index of an index-backed one, the language (with an optional named analysis) and the seed.
 *
 * @param id the solver id ({@code qakit list solvers})
 * @param train training files (empty when none is given)
 * @param trainFormat the training files' format ({@code null}: the dataset's format)
 * @param trainView the training files' view ({@code null}: the format's first)
 * @param trainLenient skip malformed training records instead of stopping
 * @param index the index folder of an index-backed solver ({@code null} when none is given)
 * @param language language code (en, zh, cs) or {@code null} when none is given
 * @param analyzer the language's named analysis (e.g. {@code hanlp} for zh), or {@code null}: its default
 * @param seed the seed of seeded solvers
 */
public record SolverSpec(String id, List<Path> train, String trainFormat, String trainView, boolean trainLenient,
    Path index, String language, String analyzer, long seed) {

  public SolverSpec {
    if (id == null || id.isBlank()) {
      throw new IllegalArgumentException("a solver spec needs a solver id");
    }
    train = train == null ? List.of() : List.copyOf(train);
  }

  /** A spec with the language's default analysis. */
  public SolverSpec(String id, List<Path> train, String trainFormat, String trainView, boolean trainLenient,
      Path index, String language, long seed) {
    this(id, train, trainFormat, trainView, trainLenient, index, language, null, seed);
  }

  /** A spec with only an id and the default seed. */
  public static SolverSpec of(String id) {
    return new SolverSpec(id, List.of(), null, null, false, null, null, null, Solvers.RANDOM_SEED);
  }
}
