package org.qakit.format.geotsqa;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.qakit.dataset.Dataset;
import org.qakit.format.Format;
import org.qakit.format.FormatContractTest;
import org.qakit.format.FormatException;
import org.qakit.format.ReadOptions;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.model.Table;
import org.qakit.testing.SharedData;

class GeoTsqaFormatTest extends FormatContractTest {
  private static final String REAL = "geotsqa/geotsqa_train.json";

  @Override
  protected Format format() {
    return new GeoTsqaFormat();
  }

  @Override
  protected int expectedSampleItems() {
    return 6;
  }

  @Test
  void sampleYieldsOneItemPerSubQuestionGroupedByGuid() throws IOException {
    var items = mc(readSample(ReadOptions.STRICT));
    assertThat(items).extracting(MultipleChoiceItem::id)
        .containsExactly("guid-9001-1", "guid-9001-2", "guid-9002-1", "guid-9003-1", "guid-9003-2", "guid-9003-3");
    assertThat(items).extracting(MultipleChoiceItem::group)
        .containsExactly("guid-9001", "guid-9001", "guid-9002", "guid-9003", "guid-9003", "guid-9003");
    assertThat(items.get(0).scenario()).isEqualTo(items.get(1).scenario());
    assertThat(items.get(0).scenario().diagrams()).isEmpty();
    assertThat(items.get(3).labels()).containsExactly("A", "B", "C", "D");
    assertThat(items).extracting(MultipleChoiceItem::answer).containsExactly("B", "B", "B", "B", "A", "D");
    assertThat(items.get(4).stem()).isEqualTo("四地中，年太阳辐射总量最大的是（ ）");
  }

  @Test
  void sampleTablesKeepEmptyRowsAndStackedBlocksButNotTheTrailingBlankLines() throws IOException {
    var items = mc(readSample(ReadOptions.STRICT));
    Table ages = items.get(0).scenario().table();
    assertThat(ages.rows()).hasSize(5);
    assertThat(ages.rows().get(0)).containsExactly("", "", "");
    assertThat(ages.rows().get(4)).containsExactly("65岁及以上", "9.3", "16.0");
    Table climate = items.get(2).scenario().table();
    assertThat(items.get(2).scenario().text()).isEmpty();
    assertThat(climate.rows()).hasSize(16);
    assertThat(climate.rows().get(6)).containsExactly("10.0", "17.9");
    assertThat(climate.rows().get(7)).isEmpty();
    assertThat(climate.rows().get(8)).isEmpty();
    assertThat(climate.rows().get(10)).containsExactly("月份（月）", "降水量（mm）");
    assertThat(climate.rows().getLast()).containsExactly("10.0", "60.3");
    Table places = items.get(3).scenario().table();
    assertThat(places.rows().subList(0, 2)).allSatisfy(r -> assertThat(r).containsExactly("", "", "", ""));
    assertThat(places.width()).isEqualTo(4);
    assertThat(places.rows()).hasSize(7);
  }

  @Test
  void aFullWidthAnswerIsReadThroughNfkcWithANote() throws IOException {
    Dataset d = readSample(ReadOptions.STRICT);
    assertThat(mc(d).get(2).answer()).isEqualTo("B");
    assertThat(d.notes()).singleElement().satisfies(n -> {
      assertThat(n.line()).isEqualTo(25);
      assertThat(n.message()).isEqualTo("item 'guid-9002-1': answer 'Ｂ' (U+FF22) read as 'B' (NFKC)");
    });
  }

  @Test
  void tableStringsParseAsCsv() {
    assertThat(TableCsv.parse("\"a\",\"b \"\"c\"\"\"\n\"\",\"\"\n\n\n").rows())
        .containsExactly(List.of("a", "b \"c\""), List.of("", ""));
    assertThat(TableCsv.parse("\"x\"\n\n\n\"y\"\n\n\n").rows()).containsExactly(List.of("x"), List.of(), List.of(), List.of("y"));
    assertThat(TableCsv.parse("")).isNull();
    assertThat(TableCsv.parse("\n\n")).isNull();
    assertThatThrownBy(() -> TableCsv.parse("\"a\",\"b\"\n\"c\"\n"))
        .hasMessage("expected table row 2 to have 2 cells like row 1, found 1");
  }

  @Test
  void readsTheRealTrainingFileWithItsCounts() throws IOException {
    Dataset d = format().read(SharedData.path(REAL), ReadOptions.STRICT);
    var items = mc(d);
    assertThat(items).hasSize(813);
    assertThat(d.skipped()).isEmpty();
    assertThat(items.stream().map(MultipleChoiceItem::id).distinct()).hasSize(813);
    Map<String, Long> groupSizes = histogram(items.stream().map(MultipleChoiceItem::group));
    assertThat(groupSizes).hasSize(445);
    assertThat(histogram(groupSizes.values().stream())).isEqualTo(Map.of(1L, 110L, 2L, 302L, 3L, 33L));
    // PROVENANCE: A 169 / B 218 / C 211 / D 213 plus guid-243's full-width C and B
    assertThat(histogram(items.stream().map(MultipleChoiceItem::answer)))
        .isEqualTo(Map.of("A", 169L, "B", 219L, "C", 212L, "D", 213L));
  }

  @Test
  void realFullWidthAnswersGiveExactlyTwoNotes() throws IOException {
    Path file = SharedData.path(REAL);
    Dataset d = format().read(file, ReadOptions.STRICT);
    assertThat(d.notes()).extracting(Object::toString).containsExactly(
        file + ":4271: item 'guid-243-1': answer 'Ｃ' (U+FF23) read as 'C' (NFKC)",
        file + ":4271: item 'guid-243-2': answer 'Ｂ' (U+FF22) read as 'B' (NFKC)");
  }

  @Test
  void realTablesAreNonEmptyRectangularBlocks() throws IOException {
    var items = mc(format().read(SharedData.path(REAL), ReadOptions.STRICT));
    var tables = items.stream().collect(Collectors.toMap(MultipleChoiceItem::group, i -> i.scenario().table(), (a, b) -> a));
    assertThat(tables.values()).allSatisfy(t -> {
      assertThat(t).isNotNull();
      assertThat(t.rows()).anySatisfy(r -> assertThat(r).isNotEmpty().anySatisfy(c -> assertThat(c).isNotEmpty()));
      assertThat(t.rows().getLast()).isNotEmpty();
    });
    assertThat(tables.values().stream().filter(t -> t.rows().contains(List.of())).count()).as("stacked tables").isEqualTo(154);
    assertThat(histogram(tables.values().stream().map(GeoTsqaFormatTest::leadingEmptyRows)))
        .isEqualTo(Map.of(0, 336L, 1, 97L, 2, 12L));
    assertThat(items.stream().filter(i -> i.scenario().text().isEmpty()).map(MultipleChoiceItem::group).distinct())
        .as("scenarios with only a table").hasSize(5);
  }

  @Test
  void aRaggedTableRowSkipsTheWholeScenario() throws IOException {
    Path copy = corruptedCopy("\\\"\\\",\\\"四川省\\\",\\\"广东省\\\",\\\"全国\\\"", "\\\"\\\",\\\"四川省\\\",\\\"广东省\\\"");
    assertThatThrownBy(() -> format().read(copy, ReadOptions.STRICT))
        .isInstanceOf(FormatException.class)
        .hasMessage(copy + ":2: scenario 'guid-0': expected table row 3 to have 4 cells like row 2, found 3");
    Dataset d = format().read(copy, ReadOptions.LENIENT);
    assertThat(d.items()).hasSize(811);
    assertThat(d.items()).noneMatch(i -> "guid-0".equals(i.group()));
    assertThat(d.skipped()).singleElement().satisfies(p -> assertThat(p.line()).isEqualTo(2));
  }

  @Test
  void anUnclosedQuoteInATableIsMalformedCsv() throws IOException {
    Path copy = corruptedCopy("\\\"全国\\\"", "\\\"全国");
    assertThatThrownBy(() -> format().read(copy, ReadOptions.STRICT))
        .isInstanceOf(FormatException.class)
        .hasMessageStartingWith(copy + ":2: scenario 'guid-0': expected the table to be CSV, found malformed CSV at table line 4: ");
  }

  @Test
  void aBadAnswerSkipsOnlyItsSubQuestion() throws IOException {
    Path copy = corruptedCopy("\"answer\": \"D\"", "\"answer\": \"E\"");
    assertThatThrownBy(() -> format().read(copy, ReadOptions.STRICT))
        .isInstanceOf(FormatException.class)
        .hasMessage(copy + ":2: item 'guid-0-1': answer 'E' is not among the choice labels [A, B, C, D]");
    var items = mc(format().read(copy, ReadOptions.LENIENT));
    assertThat(items).hasSize(812);
    assertThat(items.getFirst().id()).isEqualTo("guid-0-2");
  }

  @Test
  void aMissingChoiceIsNamedWithTheItem() throws IOException {
    Path copy = corruptedCopy("\"choice_C\": ", "\"choice_X\": ");
    assertThatThrownBy(() -> format().read(copy, ReadOptions.STRICT))
        .isInstanceOf(FormatException.class)
        .hasMessage(copy + ":2: item 'guid-0-1': expected field 'choice_C' (a string), found none");
  }

  @Test
  void aMissingSubQuestionListSkipsTheScenario() throws IOException {
    Path copy = corruptedCopy("\"subQuestions\": ", "\"questions\": ");
    assertThatThrownBy(() -> format().read(copy, ReadOptions.STRICT))
        .isInstanceOf(FormatException.class)
        .hasMessage(copy + ":2: scenario 'guid-0': expected field 'subQuestions' to be an array, found none");
    assertThat(format().read(copy, ReadOptions.LENIENT).items()).hasSize(811);
  }

  @Test
  void aDuplicateGuidIsABadRecord() throws IOException {
    Path copy = corruptedCopy("\"guid\": \"guid-1\",", "\"guid\": \"guid-0\",");
    assertThatThrownBy(() -> format().read(copy, ReadOptions.STRICT))
        .isInstanceOf(FormatException.class)
        .hasMessage(copy + ":25: scenario 'guid-0': expected a unique guid, found 'guid-0' again (first at line 2)");
  }

  private static List<MultipleChoiceItem> mc(Dataset d) {
    return d.items().stream().map(MultipleChoiceItem.class::cast).toList();
  }

  private static int leadingEmptyRows(Table t) {
    int n = 0;
    while (n < t.rows().size() && t.rows().get(n).stream().allMatch(String::isEmpty) && !t.rows().get(n).isEmpty()) {
      n++;
    }
    return n;
  }

  private static <T> Map<T, Long> histogram(Stream<T> values) {
    return values.collect(Collectors.groupingBy(Function.identity(), TreeMap::new, Collectors.counting()));
  }

  private Path corruptedCopy(String target, String replacement) throws IOException {
    String text = Files.readString(SharedData.path(REAL));
    int at = text.indexOf(target);
    assertThat(at).as("%s in the real file", target).isNotNegative();
    Path copy = temp.resolve("geotsqa_train-corrupted.json");
    Files.writeString(copy, text.substring(0, at) + replacement + text.substring(at + target.length()), StandardCharsets.UTF_8);
    return copy;
  }
}
