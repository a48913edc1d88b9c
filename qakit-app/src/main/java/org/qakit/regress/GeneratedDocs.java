package org.qakit.regress;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.qakit.io.AtomicFile;
import org.qakit.task.Task;
import org.qakit.task.Tasks;

/**
 * Everything {@code qakit bench --docs} writes from the regression files and the task registry:
 * the regression section of {@code docs/benchmarks.md} ({@link BenchmarksDoc}), the README's
 * results table ({@link ResultsTable}, only where the README has its markers) and one page per
 * task, {@code docs/tasks/<id>.md} ({@link TaskPage}).
 */
public final class GeneratedDocs {
  /** The folder of the task pages, under the repository root. */
  public static final String TASK_PAGES = "docs/tasks";

  private GeneratedDocs() {}

  /** Every regression file under {@code bench}, read. */
  public static List<RegressionFile> read(Path bench) throws IOException {
    var files = new ArrayList<RegressionFile>();
    for (Path p : Regressions.files(bench)) {
      files.add(RegressionFile.read(p));
    }
    return files;
  }

  /** The task pages, path under the root → text, one per registered task. */
  public static Map<String, String> taskPages(List<RegressionFile> files, Path bench) {
    var pages = new LinkedHashMap<String, String>();
    for (Task t : Tasks.registry().all()) {
      pages.put(TASK_PAGES + "/" + t.id() + ".md", TaskPage.render(t, TaskPage.of(t, files), bench));
    }
    return pages;
  }

  /**
   * Writes the three kinds of output under {@code root}; {@code benchmarksPage} is the page of the
   * regression section. Returns the paths written.
   */
  public static List<Path> write(Path root, Path bench, Path benchmarksPage) throws IOException {
    List<RegressionFile> files = read(bench);
    var written = new ArrayList<Path>();
    BenchmarksDoc.refresh(benchmarksPage, BenchmarksDoc.section(files, bench));
    written.add(benchmarksPage);
    Path readme = root.resolve("README.md");
    if (Files.exists(readme) && Files.readString(readme, StandardCharsets.UTF_8).contains(ResultsTable.BEGIN)) {
      BenchmarksDoc.refresh(readme, ResultsTable.section(files, bench), ResultsTable.BEGIN, ResultsTable.END);
      written.add(readme);
    }
    Files.createDirectories(root.resolve(TASK_PAGES));
    for (Map.Entry<String, String> page : taskPages(files, bench).entrySet()) {
      Path p = root.resolve(page.getKey());
      AtomicFile.write(p, out -> out.write(page.getValue()));
      written.add(p);
    }
    return written;
  }
}
