package org.qakit.format.gkmc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Objects;
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
import org.qakit.model.Evidence;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.model.Passage;
import org.qakit.testing.SharedData;

class GkmcFormatTest extends FormatContractTest {
  private static final String REAL = "gkmc/gkmc_train.json";

  @Override
  protected Format format() {
    return new GkmcFormat();
  }

  @Override
  protected int expectedSampleItems() {
    return 5;
  }

  @Test
  void sampleKeepsEvidencePerOptionAndSharesGroupsAndPassages() throws IOException {
    Dataset d = readSample(ReadOptions.STRICT);
    var items = d.items().stream().map(MultipleChoiceItem.class::cast).toList();
    assertThat(items).extracting(MultipleChoiceItem::id).containsExactly("101", "102", "103", "104", "105");
    assertThat(items.get(0).group()).isEqualTo(items.get(1).group()).startsWith("scenario-").hasSize(25);
    assertThat(items.stream().map(MultipleChoiceItem::group).distinct()).hasSize(4);
    assertThat(items.get(1).knowledge())
        .extracting(Evidence::id, Evidence::choiceLabel)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("9002", "A"),
            org.assertj.core.groups.Tuple.tuple("9001", "B"),
            org.assertj.core.groups.Tuple.tuple("9003", "B"),
            org.assertj.core.groups.Tuple.tuple("9003", "C"));
    assertThat(items.get(2).choices().get(0).text()).isEqualTo("温带海洋性气候,全年温和湿润");
    assertThat(items.get(2).scenario().text()).startsWith("某地冬季盛行西北风");
    assertThat(d.passages()).extracting(Passage::id)
        .containsExactly("9001", "9002", "9003", "9004", "9005", "9006", "9007", "9008");
    assertThat(items.stream().mapToInt(i -> i.knowledge().size()).sum()).isEqualTo(10);
  }

  @Test
  void anEmptyQuestionWhoseScenarioHoldsItBecomesTheStemWithANote() throws IOException {
    Dataset d = readSample(ReadOptions.STRICT);
    var item = (MultipleChoiceItem) d.items().get(3);
    assertThat(item.stem()).isEqualTo("影响我国东部地区农业生产的主要自然因素有(   )");
    assertThat(item.scenario()).isNull();
    assertThat(item.group()).isEqualTo(GkmcFormat.groupOf(item.stem()));
    assertThat(d.notes()).singleElement().satisfies(n -> {
      assertThat(n.line()).isEqualTo(73);
      assertThat(n.message()).startsWith("item '104': field 'question' is empty");
    });
  }

  @Test
  void groupKeysAreStableHashesOfTheScenarioText() {
    assertThat(GkmcFormat.groupOf("读图，完成下列各题。")).isEqualTo(GkmcFormat.groupOf("读图，完成下列各题。"));
    assertThat(GkmcFormat.groupOf("读图，完成下列各题。")).isNotEqualTo(GkmcFormat.groupOf("读图,完成下列各题。"));
    // SHA-256("abc") starts with ba7816bf8f01cfea
    assertThat(GkmcFormat.groupOf("abc")).isEqualTo("scenario-ba7816bf8f01cfea");
  }

  @Test
  void readsTheRealTrainingFileWithItsCounts() throws IOException {
    Dataset d = format().read(SharedData.path(REAL), ReadOptions.STRICT);
    var items = d.items().stream().map(MultipleChoiceItem.class::cast).toList();
    assertThat(items).hasSize(1280);
    assertThat(d.skipped()).isEmpty();
    assertThat(items.stream().map(MultipleChoiceItem::id).distinct()).hasSize(1280);
    assertThat(histogram(items.stream().map(MultipleChoiceItem::answer)))
        .isEqualTo(Map.of("A", 295L, "B", 353L, "C", 351L, "D", 281L));
    assertThat(items.stream().mapToInt(i -> i.knowledge().size()).sum()).isEqualTo(6149);
    assertThat(items).allSatisfy(i -> assertThat(i.knowledge()).isNotEmpty());
    assertThat(d.passages()).hasSize(3835);
    assertThat(d.passages().stream().map(Passage::id).distinct()).hasSize(3835);
    long sameParagraphOnSeveralOptions = items.stream()
        .filter(i -> i.knowledge().stream().map(Evidence::id).distinct().count() < i.knowledge().size())
        .count();
    assertThat(sameParagraphOnSeveralOptions).isEqualTo(289);
  }

  @Test
  void realScenariosFormGroupsAndEvidenceMatchesThePassages() throws IOException {
    Dataset d = format().read(SharedData.path(REAL), ReadOptions.STRICT);
    var items = d.items().stream().map(MultipleChoiceItem.class::cast).toList();
    assertThat(items).allSatisfy(i -> assertThat(i.group()).isNotNull());
    Map<String, Long> groupSizes = items.stream().collect(Collectors.groupingBy(MultipleChoiceItem::group, Collectors.counting()));
    assertThat(groupSizes).hasSize(909);
    assertThat(histogram(groupSizes.values().stream())).isEqualTo(Map.of(1L, 573L, 2L, 304L, 3L, 29L, 4L, 3L));
    Map<String, String> passages = d.passages().stream().collect(Collectors.toMap(Passage::id, Passage::text));
    assertThat(items.stream().flatMap(i -> i.knowledge().stream()))
        .allSatisfy(e -> assertThat(passages.get(e.id())).isEqualTo(e.text()));
    assertThat(d.notes()).singleElement().satisfies(n -> assertThat(n.message()).startsWith("item '44469': field 'question' is empty"));
    var moved = items.stream().filter(i -> i.id().equals("44469")).findFirst().orElseThrow();
    assertThat(moved.stem()).isEqualTo("中国经济可持续发展的内容和含义包括(\u00a0\u00a0\u00a0)"); // no-break spaces, as written
    assertThat(items.stream().filter(i -> i.scenario() == null).count()).isEqualTo(1);
  }

  @Test
  void aBadAnswerStopsTheReadNamingTheItemAndLenientSkipsOnlyIt() throws IOException {
    Path copy = corruptedCopy(1, "\"answer\": \"D\"", "\"answer\": \"E\"");
    assertThatThrownBy(() -> format().read(copy, ReadOptions.STRICT))
        .isInstanceOf(FormatException.class)
        .hasMessage(copy + ":2: item '16385': answer 'E' is not among the choice labels [A, B, C, D]");
    Dataset d = format().read(copy, ReadOptions.LENIENT);
    assertThat(d.items()).hasSize(1279);
    assertThat(d.items()).noneMatch(i -> i.id().equals("16385"));
    assertThat(d.skipped()).singleElement().satisfies(p -> assertThat(p.line()).isEqualTo(2));
  }

  @Test
  void aMissingOptionIsNamed() throws IOException {
    Path copy = corruptedCopy(1, "\"C\": ", "\"X\": ");
    assertThatThrownBy(() -> format().read(copy, ReadOptions.STRICT))
        .isInstanceOf(FormatException.class)
        .hasMessage(copy + ":2: item '16385': expected field 'C' (a string), found none");
  }

  @Test
  void aParagraphWithoutContentIsNamedWithItsPosition() throws IOException {
    Path copy = corruptedCopy(1, "\"content\": ", "\"contents\": ");
    assertThatThrownBy(() -> format().read(copy, ReadOptions.STRICT))
        .isInstanceOf(FormatException.class)
        .hasMessage(copy + ":2: item '16385': paragraph_d[0]: expected field 'content' (a string), found none");
  }

  @Test
  void aParagraphIdMetAgainWithOtherContentIsABadRecord() throws IOException {
    // p_id 138604 is first read in question 16396 (line 313), then again in 16415 (line 414)
    String text = Files.readString(SharedData.path(REAL));
    int second = nthIndex(text, "\"p_id\": 138604,", 4);
    int content = text.indexOf("\"content\": \"", second) + "\"content\": \"".length();
    Path copy = write(text.substring(0, content) + "改动：" + text.substring(content));
    assertThatThrownBy(() -> format().read(copy, ReadOptions.STRICT))
        .isInstanceOf(FormatException.class)
        .hasMessage(copy + ":414: item '16415': expected paragraph p_id 138604 to have the content read at line 313,"
            + " found other content (same p_id, different text)");
    Dataset d = format().read(copy, ReadOptions.LENIENT);
    assertThat(d.items()).hasSize(1279);
    assertThat(d.skipped()).singleElement().satisfies(p -> assertThat(p.line()).isEqualTo(414));
    assertThat(d.passages()).filteredOn(p -> p.id().equals("138604"))
        .singleElement().satisfies(p -> assertThat(p.text()).startsWith("这两幅图反映出城市建设后"));
  }

  @Test
  void aDuplicateIdIsABadRecord() throws IOException {
    Path copy = corruptedCopy(1, "\"id\": 16387,", "\"id\": 16385,");
    assertThatThrownBy(() -> format().read(copy, ReadOptions.STRICT))
        .isInstanceOf(FormatException.class)
        .hasMessage(copy + ":21: item '16385': expected a unique id, found '16385' again (first at line 2)");
    assertThat(format().read(copy, ReadOptions.LENIENT).items()).hasSize(1279);
  }

  @Test
  void aTruncatedFileStopsEvenWhenLenient() throws IOException {
    String text = Files.readString(SharedData.path(REAL));
    Path copy = write(text.substring(0, text.length() / 2));
    for (ReadOptions options : java.util.List.of(ReadOptions.STRICT, ReadOptions.LENIENT)) {
      assertThatThrownBy(() -> format().read(copy, options))
          .isInstanceOf(FormatException.class)
          .hasMessageStartingWith(copy + ":")
          .hasMessageContaining("JSON");
    }
  }

  private static <T> Map<T, Long> histogram(Stream<T> values) {
    return values.collect(Collectors.groupingBy(Function.identity(), TreeMap::new, Collectors.counting()));
  }

  private Path corruptedCopy(int occurrence, String target, String replacement) throws IOException {
    String text = Files.readString(SharedData.path(REAL));
    int at = nthIndex(text, target, occurrence);
    return write(text.substring(0, at) + replacement + text.substring(at + target.length()));
  }

  private Path write(String text) throws IOException {
    Path copy = temp.resolve("gkmc_train-corrupted.json");
    Files.writeString(copy, text, StandardCharsets.UTF_8);
    return copy;
  }

  private static int nthIndex(String text, String target, int n) {
    int at = -1;
    for (int i = 0; i < n; i++) {
      at = text.indexOf(target, at + 1);
      assertThat(at).as("occurrence %d of %s", i + 1, target).isNotNegative();
    }
    return Objects.checkIndex(at, text.length());
  }
}
