package org.qakit.format.jsonl;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.qakit.format.Format;
import org.qakit.format.FormatContractTest;
import org.qakit.format.FormatException;
import org.qakit.format.ReadOptions;
import org.qakit.model.ItemKind;
import org.qakit.model.MultipleChoiceItem;

class QakitJsonlFormatTest extends FormatContractTest {
  @Override
  protected Format format() {
    return new QakitJsonlFormat();
  }

  @Override
  protected int expectedSampleItems() {
    return 5;
  }

  @Test
  void expressesAGeoSqaScenarioWithDiagramDescriptions() throws IOException {
    var d = readSample(ReadOptions.STRICT);
    var geo = (MultipleChoiceItem) d.items().getFirst();
    assertThat(geo.scenario().diagrams()).hasSize(2);
    assertThat(geo.scenario().diagrams().getFirst().category()).isEqualTo("统计图/柱状图");
    assertThat(geo.scenario().diagrams().get(1).category()).isNull();
    assertThat(geo.choices()).hasSize(4);
    assertThat(geo.group()).isEqualTo("geosqa-sample-1");
    assertThat(((MultipleChoiceItem) d.items().get(1)).scenario().table().rows()).hasSize(2);
    assertThat(d.items()).extracting(i -> i.kind())
        .containsExactly(ItemKind.MULTIPLE_CHOICE, ItemKind.MULTIPLE_CHOICE, ItemKind.ANSWER_SELECTION, ItemKind.KB_QUESTION, ItemKind.EXTRACTION);
    assertThat(d.passages()).hasSize(1);
  }

  @Test
  void aRecordWithoutKindOrWithAMissingLabelIsRejected() throws IOException {
    Path file = temp.resolve("bad.jsonl");
    Files.writeString(file, "{\"id\":\"x\",\"question\":\"q\"}\n"
        + "{\"kind\":\"answer-selection\",\"id\":\"a\",\"question\":\"q\",\"candidates\":[{\"text\":\"s\"}]}\n");
    assertThatThrownBy(() -> format().read(file, ReadOptions.STRICT))
        .isInstanceOf(FormatException.class)
        .hasMessageContaining("bad.jsonl:1: expected field 'kind'");
    var lenient = format().read(file, ReadOptions.LENIENT);
    assertThat(lenient.skipped()).hasSize(2);
    assertThat(lenient.skipped().get(1).toString()).contains(":2: ").contains("label");
  }

  @Test
  void aServeLineOfRecordDetailsIsSkippedAndTheItemsAreReadAsWithoutIt() throws IOException {
    Path file = temp.resolve("serve.jsonl");
    String item = "{\"kind\":\"extraction\",\"id\":\"r7\",\"question\":\"Who?\",\"passage\":\"Ada did.\",\"answers\":[\"Ada\"]}\n";
    Files.writeString(file, item + "{\"kind\":\"serve\",\"id\":7,\"item\":\"r7\",\"createdBy\":\"ann\",\"anything\":[1,2]}\n");
    Path plain = temp.resolve("plain.jsonl");
    Files.writeString(plain, item);
    var d = format().read(file, ReadOptions.STRICT);
    assertThat(d.items()).hasSize(1).isEqualTo(format().read(plain, ReadOptions.STRICT).items());
    assertThat(d.skipped()).isEmpty();
  }
}
