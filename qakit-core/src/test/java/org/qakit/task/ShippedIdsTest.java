package org.qakit.task;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.split.IdList;
import org.qakit.testing.SharedData;

/** A task split with an ids file reads from any working folder: the ids come from the copy shipped with qakit. */
class ShippedIdsTest {
  @TempDir Path elsewhere;

  @Test
  void aSplitWithIdsReadsOutsideTheCloneFromTheShippedCopy() throws Exception {
    Task task = Tasks.get("nlpcc-dbqa-subset");
    assertThat(Files.exists(elsewhere.resolve(task.requireSplit("dev").ids()))).isFalse();
    TaskData dev = TaskData.read(task, "dev", DataHome.at(SharedData.root()), elsewhere, false);
    // the same ids as the repository's file, which the shipped copy is built from
    Path repositoryIds = Path.of("..").resolve(task.requireSplit("dev").ids());
    IdList expected = IdList.read(repositoryIds);
    assertThat(dev.dataset().items()).extracting(i -> i.id()).containsExactlyElementsOf(expected.ids());
    assertThat(TaskData.shippedIds("benchmarks/splits/nlpcc-dbqa-subset/dev.ids")).isNotNull();
    assertThat(TaskData.shippedIds("benchmarks/splits/no-such-task/dev.ids")).isNull();
    assertThat(TaskData.shippedIds("elsewhere/dev.ids")).isNull();
  }
}
