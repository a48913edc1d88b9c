package org.qakit.solve;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.qakit.format.Formats;
import org.qakit.format.ReadOptions;
import org.qakit.model.Item;
import org.qakit.split.IdList;

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
 * @param trainIds the ids of the training items to train on (a split's train part, {@code qakit
 *     data split --write ids}), or {@code null} for every item of the training files
 */
public record SolverSpec(String id, List<Path> train, String trainFormat, String trainView, boolean trainLenient,
    Path index, String language, String analyzer, long seed, IdList trainIds) {

  public SolverSpec {
    if (id == null || id.isBlank()) {
      throw new IllegalArgumentException("a solver spec needs a solver id");
    }
    train = train == null ? List.of() : List.copyOf(train);
  }

  /** A spec with the language's default analysis that trains on every item of its training files. */
  public SolverSpec(String id, List<Path> train, String trainFormat, String trainView, boolean trainLenient,
      Path index, String language, long seed) {
    this(id, train, trainFormat, trainView, trainLenient, index, language, null, seed, null);
  }

  /**
   * The training items: every item of the training files, or, with {@link #trainIds}, those items
   * only (in file order), each id having to name one.
   */
  public List<Item> readTrain() throws IOException {
    List<Item> items = Formats.get(trainFormat).read(train, new ReadOptions(trainLenient, trainView)).items();
    return trainIds == null ? items : trainIds.select(items);
  }

  /** A spec with only an id and the default seed. */
  public static SolverSpec of(String id) {
    return new SolverSpec(id, List.of(), null, null, false, null, null, null, Solvers.RANDOM_SEED, null);
  }
}
