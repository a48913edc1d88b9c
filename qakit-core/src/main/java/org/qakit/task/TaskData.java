package org.qakit.task;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.qakit.dataset.Dataset;
import org.qakit.format.Formats;
import org.qakit.format.ReadOptions;
import org.qakit.io.Sha256;
import org.qakit.model.Item;
import org.qakit.split.IdList;

/**
 * A task's split read from the data home: its files checked against their recorded SHA-256 and
 * read with the task's format and view, the split's ids applied, then the task's protocol.
 *
 * <p>Selecting items is not tolerating bad records: {@code lenient} only skips malformed records,
 * and {@link #excluded()} names the items read but not counted, whose predictions a scorer
 * ignores without calling them unknown.
 *
 * @param task the task
 * @param split the split
 * @param inputs the files read, resolved in the data home
 * @param all every item read, in file order (what a positional submission file lines up with)
 * @param dataset the items that count (passages and triples kept)
 * @param excluded ids of items read but left out by the split's ids or the protocol
 */
public record TaskData(Task task, TaskSplit split, List<Path> inputs, List<Item> all, Dataset dataset, Set<String> excluded) {
  public TaskData {
    inputs = List.copyOf(inputs);
    all = List.copyOf(all);
    excluded = Set.copyOf(excluded);
  }

  /**
   * Reads {@code splitName} of {@code task}.
   *
   * @param home where the files are
   * @param repository the folder the split's ids files are relative to (the qakit clone); where
   *     it holds none, the copy shipped in qakit's jar is read ({@link #shippedIds})
   * @param lenient skip malformed records instead of stopping at the first
   */
  public static TaskData read(Task task, String splitName, DataHome home, Path repository, boolean lenient) throws IOException {
    TaskSplit split = task.requireSplit(splitName);
    var inputs = new ArrayList<Path>();
    for (TaskFile f : split.files()) {
      inputs.add(checked(task, split, home, f));
    }
    Dataset all = Formats.get(task.format()).read(inputs, new ReadOptions(lenient, task.view()));
    List<Item> items = all.items();
    if (split.ids() != null) {
      items = IdList.read(idsFile(task, split, repository)).select(items);
    }
    List<Item> counted = task.protocol().select(items);
    var excluded = new LinkedHashSet<String>();
    all.items().forEach(i -> excluded.add(i.id()));
    counted.forEach(i -> excluded.remove(i.id()));
    Dataset selected = new Dataset(counted, all.passages(), all.triples(), all.skipped(), all.notes());
    return new TaskData(task, split, inputs, all.items(), selected, excluded);
  }

  /**
   * The ids file of a split that has one: under {@code repository} (the qakit clone) when it is
   * there, else the copy shipped in qakit's jar; an error naming both places when neither holds it.
   */
  public static Path idsFile(Task task, TaskSplit split, Path repository) throws IOException {
    Path ids = repository.resolve(split.ids());
    if (!Files.isRegularFile(ids)) {
      ids = shippedIds(split.ids());
    }
    if (ids == null) {
      throw new IllegalArgumentException("task " + task.id() + " split " + split.name() + ": its ids file " + split.ids()
          + " is neither under " + repository.toAbsolutePath().normalize() + " nor shipped in qakit's jar");
    }
    return ids;
  }

  /** Where shipped ids files sit, relative to this class: {@code benchmarks/splits/X} is {@code splits/X} here. */
  private static final String SHIPPED_PREFIX = "benchmarks/splits/";

  /**
   * The copy of the ids file {@code ids} (e.g. {@code benchmarks/splits/nlpcc-kbqa/dev.ids})
   * packaged with qakit (qakit-core's build copies benchmarks/splits into the jar), as a path a
   * reader can open (a zip file system path inside the jar); null when none is shipped.
   */
  static Path shippedIds(String ids) throws IOException {
    if (!ids.startsWith(SHIPPED_PREFIX)) {
      return null;
    }
    java.net.URL url = TaskData.class.getResource("splits/" + ids.substring(SHIPPED_PREFIX.length()));
    if (url == null) {
      return null;
    }
    try {
      java.net.URI uri = url.toURI();
      if ("jar".equals(uri.getScheme())) {
        try {
          java.nio.file.FileSystems.getFileSystem(uri);
        } catch (java.nio.file.FileSystemNotFoundException notOpen) {
          try {
            java.nio.file.FileSystems.newFileSystem(uri, java.util.Map.of());
          } catch (java.nio.file.FileSystemAlreadyExistsException raced) {
            // another thread opened it
          }
        }
      }
      return Path.of(uri);
    } catch (java.net.URISyntaxException e) {
      throw new IOException("the shipped ids file " + ids + " has no readable location: " + url, e);
    }
  }

  private static Path checked(Task task, TaskSplit split, DataHome home, TaskFile f) throws IOException {
    Path p = home.resolve(f);
    String where = "task " + task.id() + " split " + split.name() + ": " + f.path();
    switch (home.state(f)) {
      case MISSING -> throw new IllegalArgumentException(where + " is not in the data home (searched " + home.describe() + "); "
          + (f.downloadable() ? "qakit data fetch " + task.id() + " --split " + split.name() + " downloads it"
              : "get it from " + f.source() + ", then qakit data import " + task.id() + " PATH"));
      case CHANGED -> throw new IllegalArgumentException(where + ": expected sha256 " + home.expectedSha256(f).orElseThrow() + ", found "
          + Sha256.file(p) + " (the file differs from the task's; scores on it are not the task's)");
      case VERIFIED, PRESENT -> {
        // read it
      }
    }
    return p;
  }
}
