package org.qakit.split;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.model.KbQuestionItem;

class IdsFileTest {
  @TempDir Path temp;

  static KbQuestionItem kb(String id) {
    return new KbQuestionItem(id, "q" + id, List.of("a"), null, Map.of());
  }

  @Test
  void selectsTheListedItemsInDatasetOrder() throws IOException {
    Path ids = Files.writeString(temp.resolve("dev.ids"), "3\r\n1\n");
    assertThat(IdsFile.select(List.of(kb("1"), kb("2"), kb("3")), ids)).extracting(KbQuestionItem::id).containsExactly("1", "3");
  }

  @Test
  void emptyLinesRepeatsAndUnknownIdsAreErrorsAtTheirLine() throws IOException {
    Path blank = Files.writeString(temp.resolve("a.ids"), "1\n\n2\n");
    assertThatThrownBy(() -> IdsFile.read(blank)).hasMessage(blank + ":2: expected an item id, found an empty line");
    Path twice = Files.writeString(temp.resolve("b.ids"), "1\n2\n1\n");
    assertThatThrownBy(() -> IdsFile.read(twice)).hasMessage(twice + ":3: expected each id once, found '1' again (first at line 1)");
    Path unknown = Files.writeString(temp.resolve("c.ids"), "1\n9\n");
    assertThatThrownBy(() -> IdsFile.select(List.of(kb("1")), unknown))
        .hasMessage(unknown + ":2: expected the id of an item of the dataset, found '9'");
  }
}
