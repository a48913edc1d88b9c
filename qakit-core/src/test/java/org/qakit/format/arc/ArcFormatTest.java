package org.qakit.format.arc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.qakit.dataset.Dataset;
import org.qakit.format.Format;
import org.qakit.format.FormatContractTest;
import org.qakit.format.FormatException;
import org.qakit.format.ReadOptions;
import org.qakit.model.Item;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.testing.SharedData;

class ArcFormatTest extends FormatContractTest {
  @Override
  protected Format format() {
    return new ArcFormat();
  }

  @Override
  protected int expectedSampleItems() {
    return 6;
  }

  @Test
  void sampleKeepsNumericLabelsAndOddChoiceCounts() throws IOException {
    var items = readSample(ReadOptions.STRICT).items();
    var third = (MultipleChoiceItem) items.get(2);
    assertThat(third.labels()).containsExactly("1", "2", "3", "4");
    assertThat(third.gold().text()).isEqualTo("wind");
    assertThat(((MultipleChoiceItem) items.get(1)).choices()).hasSize(3);
    assertThat(((MultipleChoiceItem) items.get(3)).choices()).hasSize(5);
    assertThat(((MultipleChoiceItem) items.get(4)).stem()).startsWith("Frost forms");
  }

  @ParameterizedTest
  @CsvSource({
    "ARC-Easy-train.jsonl, 2251, 102, 6, 4",
    "ARC-Easy-validation.jsonl, 570, 21, 1, 2",
    "ARC-Challenge-train.jsonl, 1119, 23, 1, 1",
    "ARC-Challenge-validation.jsonl, 299, 4, 3, 1"
  })
  void readsTheRealFilesWithTheirPublishedCounts(
      String file, int questions, int numericLabels, int threeChoices, int fiveChoices) throws IOException {
    Dataset d = format().read(SharedData.path("arc/" + file), ReadOptions.STRICT);
    assertThat(d.items()).hasSize(questions);
    var mc = d.items().stream().map(MultipleChoiceItem.class::cast).toList();
    assertThat(mc.stream().filter(i -> i.labels().getFirst().equals("1")).count()).isEqualTo(numericLabels);
    assertThat(mc.stream().filter(i -> i.choices().size() == 3).count()).isEqualTo(threeChoices);
    assertThat(mc.stream().filter(i -> i.choices().size() == 5).count()).isEqualTo(fiveChoices);
  }

  @Test
  void originalLayoutMatchesTheFlatExportQuestionForQuestion() throws IOException {
    Dataset original = format().read(SharedData.path("arc/original_format/ARC-Challenge-Dev.jsonl"), ReadOptions.STRICT);
    Dataset flat = format().read(SharedData.path("arc/ARC-Challenge-validation.jsonl"), ReadOptions.STRICT);
    assertThat(original.items()).hasSize(294);
    Map<String, Item> byId = new TreeMap<>();
    flat.items().forEach(i -> byId.put(i.id(), i));
    assertThat(original.items()).allSatisfy(i -> assertThat(byId.get(i.id())).isEqualTo(i));
  }

  @Test
  void aTruncatedRealLineStopsTheRunWithFileAndLine() throws IOException {
    Path copy = corruptedCopy(2, line -> line.substring(0, line.length() / 2));
    assertThatThrownBy(() -> format().read(copy, ReadOptions.STRICT))
        .isInstanceOf(FormatException.class)
        .hasMessageStartingWith(copy + ":3: expected a JSON object, found malformed JSON");
  }

  @Test
  void lenientReadingSkipsAndCountsBadLinesAndKeepsTheRest() throws IOException {
    Path copy = corruptedCopy(2, line -> line.substring(0, line.length() / 2));
    Dataset d = format().read(copy, ReadOptions.LENIENT);
    assertThat(d.items()).hasSize(2250);
    assertThat(d.skipped()).singleElement().satisfies(p -> assertThat(p.line()).isEqualTo(3));
  }

  @Test
  void anAnswerKeyOutsideTheLabelsIsReportedWithTheItem() throws IOException {
    Path copy = corruptedCopy(0, line -> line.replace("\"answerKey\":\"B\"", "\"answerKey\":\"F\""));
    assertThatThrownBy(() -> format().read(copy, ReadOptions.STRICT))
        .isInstanceOf(FormatException.class)
        .hasMessage(copy + ":1: item 'Mercury_7220990': answer 'F' is not among the choice labels [A, B, C, D]");
  }

  @Test
  void aMissingFieldIsNamed() throws IOException {
    Path copy = corruptedCopy(0, line -> line.replace("\"question\":", "\"q\":"));
    assertThatThrownBy(() -> format().read(copy, ReadOptions.STRICT))
        .hasMessage(copy + ":1: expected field 'question' (a string), found none");
  }

  private Path corruptedCopy(int lineIndex, java.util.function.UnaryOperator<String> damage) throws IOException {
    List<String> lines = Files.readAllLines(SharedData.path("arc/ARC-Easy-train.jsonl"));
    lines = new java.util.ArrayList<>(lines);
    lines.set(lineIndex, damage.apply(lines.get(lineIndex)));
    Path copy = temp.resolve("ARC-Easy-train-corrupted.jsonl");
    Files.write(copy, lines);
    return copy;
  }

  @Test
  void aFileOfAnotherLayoutIsReadOnlyWithNotesOnWhatWasNotRead() throws IOException {
    Dataset d = format().read(SharedData.path("quartz-style/dev.jsonl"), ReadOptions.STRICT);
    assertThat(d.notes()).extracting(p -> p.message())
        .contains("field 'para' is not part of the ARC layout and was not read", "field 'para_anno' is not part of the ARC layout and was not read");
    assertThat(d.notes()).hasSize(4); // para_id, para, para_anno, question_anno: each once per file
    assertThat(format().read(SharedData.path("arc/ARC-Easy-train.jsonl"), ReadOptions.STRICT).notes()).isEmpty();
  }
}
