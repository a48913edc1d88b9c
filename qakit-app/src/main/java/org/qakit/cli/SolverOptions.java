package org.qakit.cli;

import java.nio.file.Path;
import java.util.List;
import org.qakit.solve.SolverSpec;
import org.qakit.solve.Solvers;
import picocli.CommandLine.Option;

/** The options that pick and parameterise a solver, shared by {@code qakit solve} and {@code qakit run}. */
final class SolverOptions {

  @Option(names = "--solver", required = true, paramLabel = "S",
      description = "solver id: random, word-overlap, sentence-ranker (`qakit list solvers`)")
  String solver;

  @Option(names = "--train", arity = "1", split = ",", paramLabel = "TRAIN",
      description = "training data of a trained solver (repeatable or comma-separated)")
  List<Path> train = List.of();

  @Option(names = "--train-format", paramLabel = "F", description = "format of --train; default: the dataset's --format")
  String trainFormat;

  @Option(names = "--train-view", paramLabel = "V", description = "view of --train; default: the format's first")
  String trainView;

  @Option(names = "--train-lenient", description = "skip malformed training records instead of stopping")
  boolean trainLenient;

  @Option(names = "--index", paramLabel = "DIR", description = "index of an index-backed solver (`qakit index build`)")
  Path index;

  @Option(names = "--lang", paramLabel = "L", description = "language of the solver's analyzer: en, zh, cs")
  String lang;

  @Option(names = "--analyzer", paramLabel = "NAME", description = "named analysis of --lang (zh: smartcn, the default, or hanlp; docs/indexing.md)")
  String analyzer;

  @Option(names = "--seed", paramLabel = "N", defaultValue = "" + Solvers.RANDOM_SEED, description = "seed of seeded solvers; default: ${DEFAULT-VALUE}")
  long seed;

  @Option(names = "--threads", paramLabel = "N", defaultValue = "1", description = "solving threads; the output is the same for any N; default: ${DEFAULT-VALUE}")
  int threads;

  SolverSpec spec(String datasetFormat) {
    return new SolverSpec(solver, train, trainFormat == null ? datasetFormat : trainFormat, trainView, trainLenient, index, lang, analyzer, seed, null);
  }
}
