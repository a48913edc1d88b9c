package org.qakit.regress;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.qakit.task.Scoring;
import org.qakit.task.Task;
import org.qakit.task.Tasks;

/**
 * The repository's regression files are one per task × solver under one schema, and the pages
 * generated from them (the README's results table, docs/tasks/<id>.md, the regression section of
 * docs/benchmarks.md) are the committed ones.
 */
class GeneratedDocsTest {
  private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
  private static final Path BENCH = ROOT.resolve("benchmarks");
  private static final String STALE = " is stale: run ./qakit bench --docs";
  private static List<RegressionFile> files;

  @BeforeAll
  static void read() throws Exception {
    files = GeneratedDocs.read(BENCH);
  }

  @Test
  void everyFileNamesARegisteredTaskAndSplitInItsTasksFolderAndRecordsItsOfficialMetrics() {
    assertThat(files).hasSizeGreaterThan(40);
    for (RegressionFile f : files) {
      assertThat(f.taskId()).as(f.name(BENCH) + " names no task").isNotNull();
      Task task = f.task();
      assertThat(f.file().getParent().getFileName().toString()).as(f.name(BENCH)).isEqualTo(task.id());
      assertThat(task.split(f.taskSplit())).as(f.name(BENCH) + ": split " + f.taskSplit()).isPresent();
      assertThat(f.json().has("anchor")).as(f.name(BENCH) + ": anchors come from the task registry").isFalse();
      if (!CurationRegressions.handles(f.solver()) && task.scoring() == Scoring.ITEMS) {
        assertThat(f.expected().keySet()).as(f.name(BENCH)).containsExactlyElementsOf(task.metrics());
      } else {
        assertThat(f.expected()).as(f.name(BENCH)).isNotEmpty();
      }
    }
  }

  @Test
  void theReadmesResultsTableIsGenerated() throws Exception {
    String readme = Files.readString(ROOT.resolve("README.md"), StandardCharsets.UTF_8);
    String section = ResultsTable.section(files, BENCH);
    assertThat(readme).as("README.md's results table" + STALE).contains(section);
    assertThat(section).contains("| [wikiqa](docs/tasks/wikiqa.md) | dev | map | ");
  }

  @Test
  void everyTaskPageIsGeneratedAndNoOtherPageIsThere() throws Exception {
    Map<String, String> pages = GeneratedDocs.taskPages(files, BENCH);
    assertThat(pages).hasSize(Tasks.registry().all().size());
    for (Map.Entry<String, String> page : pages.entrySet()) {
      Path p = ROOT.resolve(page.getKey());
      assertThat(Files.exists(p)).as(page.getKey() + " is missing: run ./qakit bench --docs").isTrue();
      assertThat(Files.readString(p, StandardCharsets.UTF_8)).as(page.getKey() + STALE).isEqualTo(page.getValue());
    }
    try (Stream<Path> s = Files.list(ROOT.resolve(GeneratedDocs.TASK_PAGES))) {
      assertThat(s.map(p -> GeneratedDocs.TASK_PAGES + "/" + p.getFileName())).containsExactlyInAnyOrderElementsOf(pages.keySet());
    }
    assertThat(pages.get("docs/tasks/wikiqa.md")).contains("| Word Cnt | MAP | test | 0.4891 |")
        .contains("./qakit run --task wikiqa --split dev --solver word-overlap\n");
  }

  @Test
  void theRegressionSectionOfDocsBenchmarksMdIsGenerated() throws Exception {
    String page = Files.readString(ROOT.resolve("docs/benchmarks.md"), StandardCharsets.UTF_8);
    assertThat(page).as("docs/benchmarks.md" + STALE).contains(BenchmarksDoc.section(files, BENCH));
  }
}
