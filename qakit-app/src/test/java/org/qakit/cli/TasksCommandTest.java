package org.qakit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.qakit.report.TaskText;
import org.qakit.task.DataHome;
import org.qakit.task.Tasks;
import org.qakit.testing.SharedData;

/** {@code qakit tasks}: the registry for people, and docs/tasks.md generated from it. */
class TasksCommandTest {
  @Test
  void theListNamesEveryTaskWithItsHeadlineAndProtocol() {
    var run = CliRun.of("tasks");
    assertThat(run.exit()).as(run.err()).isZero();
    for (String id : Tasks.registry().ids()) {
      assertThat(run.out()).containsPattern("(?m)^" + id + " ");
    }
    assertThat(run.out()).containsPattern("(?m)^wikiqa +en +wikiqa +map +with-positive ");
  }

  @Test
  void showSaysWhichFilesAreHereAndVerified() throws Exception {
    String text = TaskText.show(Tasks.get("wikiqa"), DataHome.at(SharedData.root()));
    assertThat(text).contains("protocol   with-positive: only questions with at least one correct candidate count")
        .contains("wikiqa/WikiQA-dev.tsv  here, sha256 verified")
        .contains("wikiqa/WikiQA-test.tsv  missing")
        .contains("metrics    map, mrr (headline map; items)");
  }

  @Test
  void anUnknownTaskIsRefusedWithTheCloseMatches() {
    var run = CliRun.of("tasks", "show", "wikqa");
    assertThat(run.exit()).isEqualTo(1);
    assertThat(run.err()).startsWith("qakit: error: unknown task 'wikqa'; did you mean wikiqa?");
  }

  @Test
  void docsTasksMdIsGeneratedFromTheRegistry() throws Exception {
    Path doc = Path.of("../docs/tasks.md");
    assertThat(Files.readString(doc, StandardCharsets.UTF_8))
        .as("docs/tasks.md is stale: run ./qakit tasks --markdown > docs/tasks.md")
        .isEqualTo(TaskText.markdown());
    assertThat(CliRun.of("tasks", "--markdown").out()).isEqualTo(TaskText.markdown());
  }
}
