package org.qakit.solve;

import java.nio.file.Path;
import java.util.List;

/**
 * What a command line says about the solver to build: its id, the training data of a trained
 * solver, the index of an index-backed one, the language and the seed.
 *
 * @param id the solver id ({@code qakit list solvers})
 * @param train training files (empty when none is given)
 * @param trainFormat the training files' format ({@code null}: the dataset's format)
 * @param trainView the training files' view ({@code null}: the format's first)
 * @param trainLenient skip malformed training records instead of stopping
 * @param index the index folder of an index-backed solver ({@code null} when none is given)
 * @param language language code (en, zh, cs) or {@code null} when none is given
 * @param seed the seed of seeded solvers
 * @param kb the knowledge-base store of a KBQA solver ({@code null} when none is given)
 * @param trainIds an ids file naming the training items to use ({@code null}: all of them)
 */
public record SolverSpec(String id, List<Path> train, String trainFormat, String trainView, boolean trainLenient,
    Path index, String language, long seed, Path kb, Path trainIds) {

  public SolverSpec {
    if (id == null || id.isBlank()) {
      throw new IllegalArgumentException("a solver spec needs a solver id");
    }
    train = train == null ? List.of() : List.copyOf(train);
  }

  /** A spec without a knowledge base or training ids. */
  public SolverSpec(String id, List<Path> train, String trainFormat, String trainView, boolean trainLenient,
      Path index, String language, long seed) {
    this(id, train, trainFormat, trainView, trainLenient, index, language, seed, null, null);
  }

  /** A spec with only an id and the default seed. */
  public static SolverSpec of(String id) {
    return new SolverSpec(id, List.of(), null, null, false, null, null, Solvers.RANDOM_SEED);
  }
}
