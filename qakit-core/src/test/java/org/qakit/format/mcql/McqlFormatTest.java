package org.qakit.format.mcql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;
import org.qakit.dataset.Dataset;
import org.qakit.format.Format;
import org.qakit.format.FormatContractTest;
import org.qakit.format.FormatException;
import org.qakit.format.Problem;
import org.qakit.format.ReadOptions;
import org.qakit.model.Choice;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.model.Passage;
import org.qakit.testing.SharedData;

class McqlFormatTest extends FormatContractTest {
  @Override
  protected Format format() {
    return new McqlFormat();
  }

  @Override
  protected int expectedSampleItems() {
    return 8;
  }

  @Test
  void sampleItemsPutTheAnswerAtItsHashedPositionAndKeepNegSamples() throws IOException {
    Map<String, MultipleChoiceItem> items = byId(readSample(ReadOptions.STRICT));
    MultipleChoiceItem leaves = items.get("sample_neg-1");
    assertThat(leaves.stem()).isEqualTo("green colour of leaves is due to");
    assertThat(leaves.choices())
        .containsExactly(
            new Choice("A", "carotene"), new Choice("B", "xanthophyll"), new Choice("C", "haemoglobin"), new Choice("D", "chlorophyll"));
    assertThat(leaves.answer()).isEqualTo("D");
    assertThat(leaves.annotations())
        .containsExactly(
            Map.entry("neg_sample.1", "sodium chloride"), Map.entry("neg_sample.2", "kinetic energy"), Map.entry("neg_sample.3", "mitochondria"));
    MultipleChoiceItem cell = items.get("sample_neg-3");
    assertThat(cell.choices()).extracting(Choice::text).containsExactly("mitochondria", "ribosome");
    assertThat(cell.answer()).isEqualTo("A");
    assertThat(items.get("sample_neg-2").annotations()).containsEntry("neg_sample.1", "3.2 m/s²").hasSize(2);
    assertThat(items.get("sample-1").annotations()).isEmpty();
  }

  @Test
  void sampleEmptyDistractorsAreDroppedAndRepeatedTextsNoted() throws IOException {
    Dataset d = readSample(ReadOptions.STRICT);
    Map<String, MultipleChoiceItem> items = byId(d);
    assertThat(items.get("sample-3").choices()).extracting(Choice::text).containsExactlyInAnyOrder("Mitochondria", "Ribosome", "Golgi body");
    assertThat(items.get("sample-2").choices()).extracting(Choice::text).filteredOn("carbon dioxide"::equals).hasSize(2);
    assertThat(items.get("sample-2").gold().text()).isEqualTo("carbon dioxide");
    assertThat(d.notes())
        .extracting(Problem::message)
        .containsExactly(
            "item 'sample-2': the answer 'carbon dioxide' is also a distractor; both choices kept",
            "item 'sample-3': distractor 3 is empty; dropped");
    assertThat(d.passages()).hasSize(21);
    assertThat(d.passages().getFirst()).isEqualTo(Passage.of("vocab-1", "3.2 m/s²"));
  }

  @Test
  void theAnswerPositionRuleIsFixed() {
    assertThat(McqlFormat.answerIndex("train_neg-1", 4)).isEqualTo(3);
    assertThat(McqlFormat.answerIndex("sample_neg-3", 2)).isZero();
    assertThat(McqlFormat.choices("a", 1, List.of("x", "y", "z")))
        .containsExactly(new Choice("A", "x"), new Choice("B", "a"), new Choice("C", "y"), new Choice("D", "z"));
  }

  @ParameterizedTest
  @CsvSource({
    "train_neg.json, 5999, 5498, 468, 33, 1533, 1542, 1541, 1383, 0",
    "valid_neg.json, 554, 504, 47, 3, 128, 153, 141, 132, 0",
    "train.json, 6362, 6357, 4, 1, 1581, 1557, 1556, 1668, 47",
    "valid.json, 600, 600, 0, 0, 161, 144, 142, 153, 5"
  })
  void readsTheRealFilesWithTheirPublishedCounts(
      String file, int items, int four, int three, int two, int a, int b, int c, int dd, int notes) throws IOException {
    Dataset d = format().read(SharedData.path("mcql/" + file), ReadOptions.STRICT);
    List<MultipleChoiceItem> mc = multipleChoice(d);
    assertThat(mc).hasSize(items);
    Map<Integer, Long> sizes = mc.stream().collect(Collectors.groupingBy(i -> i.choices().size(), TreeMap::new, Collectors.counting()));
    assertThat(sizes.getOrDefault(4, 0L)).isEqualTo(four);
    assertThat(sizes.getOrDefault(3, 0L)).isEqualTo(three);
    assertThat(sizes.getOrDefault(2, 0L)).isEqualTo(two);
    Map<String, Long> gold = mc.stream().collect(Collectors.groupingBy(MultipleChoiceItem::answer, TreeMap::new, Collectors.counting()));
    assertThat(gold).containsExactly(Map.entry("A", (long) a), Map.entry("B", (long) b), Map.entry("C", (long) c), Map.entry("D", (long) dd));
    assertThat(d.notes()).hasSize(notes);
    assertThat(d.skipped()).isEmpty();
    String stem = file.substring(0, file.indexOf('.'));
    assertThat(mc.getFirst().id()).isEqualTo(stem + "-1");
    assertThat(mc.getLast().id()).isEqualTo(stem + "-" + items);
    boolean negatives = file.contains("_neg");
    assertThat(mc).allSatisfy(i -> assertThat(i.annotations()).hasSize(negatives ? i.choices().size() - 1 : 0));
  }

  @Test
  void theFirstRealItemReadsAsPublished() throws IOException {
    MultipleChoiceItem first = multipleChoice(format().read(SharedData.path("mcql/train_neg.json"), ReadOptions.STRICT)).getFirst();
    assertThat(first.stem()).isEqualTo("acute form of arthritis can be treated by");
    assertThat(first.choices()).extracting(Choice::text).containsExactly("estrogen replacement therapy", "sun exposure", "surgery", "antibiotics");
    assertThat(first.answer()).isEqualTo("D");
    assertThat(first.annotations()).containsEntry("neg_sample.2", "21kj/mole");
  }

  @Test
  void theVocabularyHoldsEveryChoiceAndNegSampleOfTheFilteredFiles() throws IOException {
    Dataset vocab = format().read(SharedData.path("mcql/vocab.txt"), ReadOptions.STRICT);
    assertThat(vocab.items()).isEmpty();
    assertThat(vocab.passages()).hasSize(16446);
    assertThat(vocab.passages().get(1)).isEqualTo(Passage.of("vocab-2", "0.00004cm"));
    var candidates = new HashSet<String>();
    vocab.passages().forEach(p -> candidates.add(p.text()));
    for (String file : List.of("train_neg.json", "valid_neg.json")) {
      List<MultipleChoiceItem> mc = multipleChoice(format().read(SharedData.path("mcql/" + file), ReadOptions.STRICT));
      List<String> missing =
          mc.stream()
              .flatMap(i -> java.util.stream.Stream.concat(i.choices().stream().map(Choice::text), i.annotations().values().stream()))
              .filter(text -> !candidates.contains(text))
              .toList();
      assertThat(missing).as("answers, distractors and neg_samples of %s missing from vocab.txt", file).isEmpty();
    }
  }

  @Test
  void negSamplesThatDoNotMatchTheDistractorsAreABadRecord() throws IOException {
    Path copy = corruptedCopy("train_neg.json", lines -> lines.remove(4));
    assertThatThrownBy(() -> format().read(copy, ReadOptions.STRICT))
        .isInstanceOf(FormatException.class)
        .hasMessage(copy + ":2: item 'train_neg-1': expected as many neg_samples as distractors (3), found 2");
  }

  @Test
  void lenientReadingSkipsTheBadItemAndKeepsTheOthersIds() throws IOException {
    Path copy = corruptedCopy("train_neg.json", lines -> lines.set(16, lines.get(16).replace("\"answer\"", "\"answr\"")));
    assertThatThrownBy(() -> format().read(copy, ReadOptions.STRICT))
        .hasMessage(copy + ":16: expected field 'answer' (a string), found none");
    Dataset d = format().read(copy, ReadOptions.LENIENT);
    assertThat(d.items()).hasSize(5998);
    assertThat(d.items()).extracting(i -> i.id()).startsWith("train_neg-1", "train_neg-3");
    assertThat(d.skipped()).singleElement().satisfies(p -> assertThat(p.line()).isEqualTo(16));
  }

  @Test
  void aTruncatedArrayStopsTheReadEvenWhenLenient() throws IOException {
    Path copy = corruptedCopy("valid_neg.json", lines -> lines.subList(100, lines.size()).clear());
    for (ReadOptions options : List.of(ReadOptions.STRICT, ReadOptions.LENIENT)) {
      assertThatThrownBy(() -> format().read(copy, options))
          .isInstanceOf(FormatException.class)
          .hasMessageStartingWith(copy + ":")
          .hasMessageContaining("Unexpected end-of-input");
    }
  }

  @Test
  void emptyAndRepeatedVocabularyLinesAreBadRecords() throws IOException {
    Path copy =
        corruptedCopy(
            "vocab.txt",
            lines -> {
              lines.add(10, "");
              lines.add(lines.get(3));
            });
    assertThatThrownBy(() -> format().read(copy, ReadOptions.STRICT))
        .isInstanceOf(FormatException.class)
        .hasMessage(copy + ":11: expected one candidate distractor per line, found an empty line");
    Dataset d = format().read(copy, ReadOptions.LENIENT);
    assertThat(d.passages()).hasSize(16446);
    assertThat(d.skipped()).extracting(Problem::line).containsExactly(11L, 16448L);
    assertThat(d.skipped().get(1).message()).isEqualTo("expected each candidate once, found '0.0001 mm' again (first at line 4)");
  }

  private Path corruptedCopy(String file, Consumer<List<String>> damage) throws IOException {
    List<String> lines = new ArrayList<>(Files.readAllLines(SharedData.path("mcql/" + file)));
    damage.accept(lines);
    Path dir = Files.createDirectories(temp.resolve("corrupted"));
    Path copy = dir.resolve(file);
    Files.write(copy, lines);
    return copy;
  }

  private static List<MultipleChoiceItem> multipleChoice(Dataset d) {
    return d.items().stream().map(MultipleChoiceItem.class::cast).toList();
  }

  private static Map<String, MultipleChoiceItem> byId(Dataset d) {
    return multipleChoice(d).stream().collect(Collectors.toMap(MultipleChoiceItem::id, Function.identity()));
  }
}
