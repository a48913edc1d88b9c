package org.qakit.task;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * How to build a task's background corpus into an index, for the tasks whose corpus can be built
 * from files: what {@code qakit run --task ID} builds (or reuses) when an index-backed solver is
 * given no {@code --index}. {@link Task#corpus()} says the same in words, for every task; this is
 * the machine-readable recipe of those that have one, kept beside the registry (not in
 * {@link Task}) so that a recipe is one line here. The recipes are the indexes the regression
 * files of these tasks build ({@code benchmarks/<dataset>/<solver>.json}, {@code solver.index}),
 * so a task run scores as its regression file does.
 *
 * @param language the corpus language code ({@code en}, {@code zh}, {@code cs}); its default
 *     analyzer indexes it
 * @param sources the corpus sources, read in order into one index
 */
public record TaskCorpus(String language, List<Source> sources) {

  /**
   * One source: an importer ({@code org.qakit.corpus.Importers} id) over a path.
   *
   * @param importer the importer id
   * @param path a path under the data home ({@code quartz-style/knowledge.jsonl}), or an absolute
   *     path for a system package's files ({@code /usr/share/wordnet})
   */
  public record Source(String importer, String path) {
    public Source {
      if (importer == null || importer.isBlank() || path == null || path.isBlank()) {
        throw new IllegalArgumentException("task corpus source: expected an importer and a path, found " + importer + " " + path);
      }
    }

    /** The path on this machine: absolute as given, else the first folder of the data home that holds it. */
    public Path resolve(DataHome home) {
      Path p = Path.of(path);
      return p.isAbsolute() ? p : home.resolve(new TaskFile(path, null, "a task corpus")).normalize();
    }
  }

  public TaskCorpus {
    sources = List.copyOf(sources);
    if (sources.isEmpty()) {
      throw new IllegalArgumentException("task corpus: expected at least one source");
    }
  }

  private static final TaskCorpus WORDNET_GCIDE = new TaskCorpus("en",
      List.of(new Source("wordnet", "/usr/share/wordnet"), new Source("gcide", "/usr/share/dictd")));
  private static final TaskCorpus GKMC_EVIDENCE = new TaskCorpus("zh", List.of(new Source("gkmc-evidence", "gkmc/gkmc_train.json")));

  private static final Map<String, TaskCorpus> RECIPES = Map.of(
      "quartz-style-ir", new TaskCorpus("en", List.of(new Source("quartz-knowledge", "quartz-style/knowledge.jsonl"))),
      "arc-easy", WORDNET_GCIDE,
      "arc-challenge", WORDNET_GCIDE,
      "sciq", WORDNET_GCIDE,
      "gkmc", GKMC_EVIDENCE,
      "geotsqa", GKMC_EVIDENCE,
      "geosqa", GKMC_EVIDENCE);

  /** The recipe of {@code task}'s corpus, or empty when its corpus is described only in words (or it has none). */
  public static Optional<TaskCorpus> of(Task task) {
    return Optional.ofNullable(RECIPES.get(task.id()));
  }

  /** The ids of the tasks with a recipe. */
  public static java.util.Set<String> tasks() {
    return RECIPES.keySet();
  }
}
