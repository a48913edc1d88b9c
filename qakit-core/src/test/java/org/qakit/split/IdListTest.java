package org.qakit.split;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.model.MultipleChoiceItem;

class IdListTest {
  @TempDir Path temp;

  private Path ids(String name, String text) throws IOException {
    return Files.writeString(temp.resolve(name), text);
  }

  @Test
  void readsIdsInFileOrderAndSelectsItemsInDatasetOrder() throws IOException {
    IdList list = IdList.read(ids("dev.ids", "q3\r\nq1\n")); // CRLF reads like LF
    assertThat(list.ids()).containsExactly("q3", "q1");
    List<MultipleChoiceItem> items = List.of(item("q1"), item("q2"), item("q3"));
    assertThat(list.select(items)).extracting(MultipleChoiceItem::id).containsExactly("q1", "q3");
  }

  @Test
  void anEmptyLineOrARepeatedIdIsAnErrorWithFileAndLine() throws IOException {
    Path empty = ids("a.ids", "q1\n\nq2\n");
    assertThatThrownBy(() -> IdList.read(empty)).hasMessage(empty + ":2: expected an item id, found an empty line");
    Path twice = ids("b.ids", "q1\nq2\nq1\n");
    assertThatThrownBy(() -> IdList.read(twice)).hasMessage(twice + ":3: expected each id once, found 'q1' again (first on line 1)");
    Path none = ids("c.ids", "");
    assertThatThrownBy(() -> IdList.read(none)).hasMessage(none + ": expected item ids, one a line, found none");
  }

  @Test
  void anIdTheDatasetLacksIsAnErrorAtItsLine() throws IOException {
    IdList list = IdList.read(ids("dev.ids", "q1\nq9\nq8\n"));
    assertThatThrownBy(() -> list.select(List.of(item("q1"), item("q2"))))
        .hasMessage(temp.resolve("dev.ids") + ":2: expected every id to name an item of the dataset, found 2 that do not, e.g. 'q9'"
            + " (a split of other data?)");
  }

  @Test
  void partsThatShareAnIdAreRefused() throws IOException {
    IdList train = IdList.read(ids("train.ids", "q1\nq2\nq3\n"));
    IdList dev = IdList.read(ids("dev.ids", "q4\nq3\nq2\n"));
    assertThatThrownBy(() -> train.checkDisjoint(dev))
        .hasMessage(temp.resolve("train.ids") + " and " + temp.resolve("dev.ids")
            + ": expected parts with no id in common, found 2 shared, e.g. 'q2'");
    IdList other = IdList.read(ids("other.ids", "q4\n"));
    train.checkDisjoint(other); // no exception: disjoint
    assertThat(train.ids()).doesNotContainAnyElementsOf(other.ids());
  }

  private static MultipleChoiceItem item(String id) {
    return TestItems.item(id, null, null);
  }
}
