package org.qakit.solve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.model.Item;
import org.qakit.split.IdList;

class SolverSpecTest {
  @TempDir Path temp;

  private static final String DBQA = "q one\ts1\t1\nq one\ts2\t0\nq two\ts3\t1\nq three\ts4\t1\nq three\ts5\t0\n";

  @Test
  void trainIdsSelectTheTrainingItems() throws IOException {
    Path train = Files.writeString(temp.resolve("t.tsv"), DBQA);
    var all = new SolverSpec("sentence-ranker", List.of(train), "nlpcc-dbqa", null, false, null, "zh", 42);
    assertThat(all.readTrain()).extracting(Item::id).containsExactly("t-1", "t-2", "t-3");
    IdList ids = IdList.read(Files.writeString(temp.resolve("train.ids"), "t-3\nt-1\n"));
    var part = new SolverSpec("sentence-ranker", List.of(train), "nlpcc-dbqa", null, false, null, "zh", null, 42, ids);
    assertThat(part.readTrain()).extracting(Item::id).containsExactly("t-1", "t-3"); // file order
    IdList other = IdList.read(Files.writeString(temp.resolve("other.ids"), "t-4\n"));
    var wrong = new SolverSpec("sentence-ranker", List.of(train), "nlpcc-dbqa", null, false, null, "zh", null, 42, other);
    assertThatThrownBy(wrong::readTrain).hasMessageContaining("other.ids: expected every id to name an item of the dataset");
  }
}
