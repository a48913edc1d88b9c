package org.qakit.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.corpus.Importers;
import org.qakit.index.IndexStats;
import org.qakit.task.Knowledge;
import org.qakit.task.Task;
import org.qakit.task.TaskCorpus;
import org.qakit.task.Tasks;

/** {@code run --task} with an index-backed solver and no --index: the task's corpus index, built once, then reused. */
class TaskIndexCommandTest {
  @TempDir Path cache;

  @Test
  void theTasksCorpusIndexIsBuiltOnceThenReusedAndScoresAsTheRegressionFile() throws IOException {
    var first = CliRun.of("run", "--task", "quartz-style-ir", "--solver", "ir", "--index-cache", cache.toString(), "--json");
    assertThat(first.exit()).as(first.err()).isZero();
    assertThat(first.err()).containsPattern("task quartz-style-ir: index of quartz-knowledge built in [0-9.]+ s into " + cache + "/[0-9a-f]{16}\n");
    // benchmarks/quartz-style-dev/ir.json: accuracy 0.2333 over the same 90-sentence index
    assertThat(new ObjectMapper().readTree(first.out()).get("metrics").get(0).get("score").asDouble()).isEqualTo(21 / 90.0);
    Path built;
    try (var dirs = Files.list(cache)) {
      built = dirs.toList().getFirst();
    }
    assertThat(IndexStats.read(built).documents()).isEqualTo(90);
    assertThat(IndexStats.read(built).analyzer()).isEqualTo("en:english-porter");

    var again = CliRun.of("run", "--task", "quartz-style-ir", "--solver", "ir", "--index-cache", cache.toString(), "--json");
    assertThat(again.exit()).as(again.err()).isZero();
    assertThat(again.err()).contains("task quartz-style-ir: index of quartz-knowledge reused from " + built + " (same files and analyzer)\n");
    assertThat(again.out()).isEqualTo(first.out());
    try (var dirs = Files.list(cache)) {
      assertThat(dirs.count()).isOne();
    }
  }

  @Test
  void aSolverWithoutIndexOrATaskWithoutABuildableCorpusIsToldWhatToDo() {
    var none = CliRun.of("run", "--task", "quartz-style", "--solver", "ir", "--index-cache", cache.toString());
    assertThat(none.err()).endsWith("\nqakit: error: solver 'ir' needs an index and task quartz-style reads no background corpus"
        + " (knowledge: none): build one with `qakit index build` and give --index DIR\n");
    var ir = new SolverOptions();
    ir.solver = "ir";
    var err = new java.io.StringWriter();
    assertThatThrownBy(() -> TaskIndex.provide(Tasks.get("nlpcc2016-kbqa"), ir, cache, new java.io.PrintWriter(err)))
        .hasMessage("solver 'ir' needs an index and task nlpcc2016-kbqa describes its corpus only in words (" + Tasks.get("nlpcc2016-kbqa").corpus()
            + "): build one with `qakit index build` and give --index DIR");
    ir.index = cache.resolve("given");
    assertThat(TaskIndex.needed(ir)).isFalse();
    var noTask = CliRun.of("run", "-f", "quartz", "--input", "x.jsonl", "--solver", "ir", "--index-cache", cache.toString());
    assertThat(noTask.err()).isEqualTo("qakit: error: --index-cache " + cache + " holds a task's corpus index: give --task ID (or --index DIR)\n");
    var overlap = CliRun.of("run", "--task", "quartz-style-ir", "--solver", "word-overlap", "--index-cache", cache.toString());
    assertThat(overlap.exit()).as(overlap.err()).isZero();
    assertThat(overlap.err()).doesNotContain("index of");
    assertThat(cache).isEmptyDirectory();
  }

  @Test
  void everyRecipeNamesATaskThatRetrievesAndImportersThatExist() {
    for (String id : TaskCorpus.tasks()) {
      Task t = Tasks.get(id);
      assertThat(t.knowledge()).as(id).isIn(Knowledge.RETRIEVED, Knowledge.OPEN);
      assertThat(t.corpus()).as(id).isNotEmpty();
      TaskCorpus c = TaskCorpus.of(t).orElseThrow();
      c.sources().forEach(s -> assertThat(Importers.registry().get(s.importer()).id()).isEqualTo(s.importer()));
    }
  }
}
