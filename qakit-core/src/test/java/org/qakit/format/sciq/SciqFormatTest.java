package org.qakit.format.sciq;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.qakit.dataset.Dataset;
import org.qakit.dataset.Samples;
import org.qakit.format.Format;
import org.qakit.format.FormatContractTest;
import org.qakit.format.FormatException;
import org.qakit.format.Problem;
import org.qakit.format.ReadOptions;
import org.qakit.model.Evidence;
import org.qakit.model.ExtractionItem;
import org.qakit.model.Item;
import org.qakit.model.MultipleChoiceItem;

/** SciQ is not reachable here: the tests use the shipped sample and corrupted copies of it. */
class SciqFormatTest extends FormatContractTest {
  private static final ReadOptions DIRECT = ReadOptions.STRICT.withView("direct-answer");

  @Override
  protected Format format() {
    return new SciqFormat();
  }

  @Override
  protected int expectedSampleItems() {
    return 7;
  }

  @Test
  void idsAreTheFileNameAndThePositionInTheArray() throws IOException {
    assertThat(readSample(ReadOptions.STRICT).items())
        .extracting(Item::id)
        .containsExactly("train-1", "train-2", "train-3", "train-4", "valid-1", "valid-2", "valid-3");
    assertThat(org.qakit.format.Fields.fileStem(Path.of("SciQ dataset-2 3", "test.json"))).isEqualTo("test");
    assertThat(org.qakit.format.Fields.fileStem(Path.of("sciq.train.json"))).isEqualTo("sciq.train");
  }

  @Test
  void theCorrectAnswerGoesWhereTheCrc32OfTheQuestionSaysAndTheDistractorsKeepTheirOrder() throws IOException {
    // CRC-32 of this pangram is 0x414FA339 (zlib, java.util.zip): 0x39 mod 4 = 1, so label B.
    assertThat(SciqFormat.correctPosition("The quick brown fox jumps over the lazy dog")).isEqualTo(1);
    var items = mc(readSample(ReadOptions.STRICT));
    var first = items.getFirst();
    assertThat(first.answer()).isEqualTo("C");
    assertThat(first.choices())
        .extracting(c -> c.label() + ":" + c.text())
        .containsExactly("A:thermal energy", "B:nuclear energy", "C:elastic potential energy", "D:sound energy");
    assertThat(items).extracting(MultipleChoiceItem::answer).containsExactly("C", "B", "D", "C", "D", "A", "B");
    assertThat(items).allSatisfy(i -> assertThat(i.labels()).containsExactly("A", "B", "C", "D"));
    assertThat(items.get(2).gold().text()).isEqualTo("100 °C");
  }

  @Test
  void supportIsGoldKnowledgeWhenThereIsAnyAndNoPassagesAreExposed() throws IOException {
    Dataset d = readSample(ReadOptions.STRICT);
    var items = mc(d);
    assertThat(items.getFirst().knowledge())
        .singleElement()
        .satisfies(e -> assertThat(e.text()).startsWith("When a rubber band is stretched"))
        .extracting(Evidence::id)
        .isNull();
    assertThat(items.stream().filter(i -> i.knowledge().isEmpty())).extracting(Item::id).containsExactly("train-2", "valid-2");
    assertThat(d.passages()).isEmpty();
    assertThat(d.notes()).isEmpty();
  }

  @Test
  void directAnswerLeavesOutItemsWithoutSupportWithANoteAndFlagsAnswersNotInTheSupport() throws IOException {
    Dataset d = readSample(DIRECT);
    assertThat(d.items()).extracting(Item::id).containsExactly("train-1", "train-3", "train-4", "valid-1", "valid-3");
    var first = (ExtractionItem) d.items().getFirst();
    assertThat(first.answers()).containsExactly("elastic potential energy");
    assertThat(first.passage()).contains(first.answers().getFirst());
    assertThat(d.skipped()).isEmpty();
    assertThat(d.notes())
        .extracting(Problem::message)
        .containsExactly(
            "item 'train-2' has no support passage: left out of the direct-answer view",
            "item 'valid-1': correct_answer 'igneous rocks' does not occur in the support passage; kept as the gold answer",
            "item 'valid-2' has no support passage: left out of the direct-answer view");
    assertThat(d.notes()).extracting(Problem::line).containsExactly(10L, 2L, 10L);
  }

  @Test
  void aMissingFieldStopsTheRunWithFileAndTheLineTheRecordStartsOn() throws IOException {
    Path copy = corrupted("train.json", s -> replaceNth(s, "\"support\":", "\"supp\":", 2));
    assertThatThrownBy(() -> format().read(copy, ReadOptions.STRICT))
        .isInstanceOf(FormatException.class)
        .hasMessage(copy + ":10: expected field 'support' (a string), found none");
  }

  @Test
  void lenientReadingSkipsTheBadRecordAndTheOthersKeepTheirIds() throws IOException {
    Path copy = corrupted("train.json", s -> replaceNth(s, "\"support\":", "\"supp\":", 2));
    Dataset d = format().read(copy, ReadOptions.LENIENT);
    assertThat(d.items()).extracting(Item::id).containsExactly("train-1", "train-3", "train-4");
    assertThat(d.skipped()).singleElement().satisfies(p -> assertThat(p.line()).isEqualTo(10));
  }

  @Test
  void anElementThatIsNotAnObjectIsSkippableAndDoesNotShiftTheIds() throws IOException {
    String original = sampleText("train.json");
    int second = original.indexOf("    {", original.indexOf("},"));
    int end = original.indexOf("},", second) + 1;
    Path copy = write("train.json", original.substring(0, second) + "    \"not a record\"" + original.substring(end));
    assertThatThrownBy(() -> format().read(copy, ReadOptions.STRICT))
        .hasMessage(copy + ":10: expected a JSON object, found string");
    Dataset d = format().read(copy, ReadOptions.LENIENT);
    assertThat(d.items()).extracting(Item::id).containsExactly("train-1", "train-3", "train-4");
  }

  @Test
  void aWrongTypeAndAnEmptyOptionAreNamed() throws IOException {
    Path number = corrupted("valid.json", s -> s.replace("\"correct_answer\": \"46\"", "\"correct_answer\": 46"));
    assertThatThrownBy(() -> format().read(number, ReadOptions.STRICT))
        .hasMessage(number + ":10: expected field 'correct_answer' to be a string, found number 46");
    Path empty = corrupted("valid.json", s -> s.replace("\"distractor2\": \"volt\"", "\"distractor2\": \" \""));
    assertThatThrownBy(() -> format().read(empty, DIRECT))
        .hasMessage(empty + ":18: expected field 'distractor2' to be a non-empty string, found \" \"");
  }

  @Test
  void brokenJsonStopsTheReadEvenWhenLenient() throws IOException {
    Path copy = corrupted("valid.json", s -> s.substring(0, s.indexOf("\"distractor1\": \"ampere\"")));
    for (ReadOptions options : List.of(ReadOptions.STRICT, ReadOptions.LENIENT)) {
      assertThatThrownBy(() -> format().read(copy, options))
          .isInstanceOf(FormatException.class)
          .hasMessageStartingWith(copy + ":")
          .hasMessageContaining("malformed JSON");
    }
  }

  @Test
  void aSingleObjectOrAFolderIsNotASciqFile() throws IOException {
    Path object = corrupted("valid.json", s -> s.substring(s.indexOf('{'), s.indexOf("},") + 1));
    assertThatThrownBy(() -> format().read(object, ReadOptions.LENIENT))
        .hasMessage(object + ":1: expected a JSON array of records, found a single JSON object");
    assertThatThrownBy(() -> format().read(temp, ReadOptions.STRICT))
        .isInstanceOf(FormatException.class)
        .hasMessageContaining("found a folder");
  }

  @Test
  void aOneLineArrayReadsLikeThePrettyOne() throws IOException {
    Path pretty = Samples.materialize("sciq", temp.resolve("pretty")).get(1);
    String compact = new ObjectMapper().readTree(pretty.toFile()).toString();
    Path oneLine = write("valid.json", compact);
    assertThat(format().read(oneLine, ReadOptions.STRICT).items()).isEqualTo(format().read(pretty, ReadOptions.STRICT).items());
  }

  @Test
  void anOptionRepeatingTheCorrectAnswerIsKeptWithANote() throws IOException {
    Path copy = corrupted("valid.json", s -> s.replace("\"distractor2\": \"volt\"", "\"distractor2\": \"Coulomb\""));
    Dataset d = format().read(copy, ReadOptions.STRICT);
    assertThat(d.items()).hasSize(3);
    assertThat(d.notes())
        .singleElement()
        .satisfies(p -> assertThat(p.toString())
            .isEqualTo(copy + ":18: item 'valid-3': correct_answer and distractor2 have the same text 'coulomb'; kept as written"));
  }

  @Test
  void bothViewsReadTheSameQuestions() throws IOException {
    Map<String, String> questions = new TreeMap<>();
    readSample(ReadOptions.STRICT).items().forEach(i -> questions.put(i.id(), i.question()));
    assertThat(readSample(DIRECT).items()).allSatisfy(i -> assertThat(questions.get(i.id())).isEqualTo(i.question()));
  }

  private static List<MultipleChoiceItem> mc(Dataset d) {
    return d.items().stream().map(MultipleChoiceItem.class::cast).toList();
  }

  private String sampleText(String file) throws IOException {
    Path dir = temp.resolve("original-" + System.nanoTime());
    Samples.materialize("sciq", dir);
    return Files.readString(dir.resolve(file));
  }

  private Path corrupted(String file, UnaryOperator<String> damage) throws IOException {
    return write(file, damage.apply(sampleText(file)));
  }

  private Path write(String file, String text) throws IOException {
    Path dir = Files.createDirectories(temp.resolve("corrupted-" + System.nanoTime()));
    return Files.writeString(dir.resolve(file), text);
  }

  private static String replaceNth(String s, String target, String replacement, int n) {
    int at = -1;
    for (int i = 0; i < n; i++) {
      at = s.indexOf(target, at + 1);
    }
    return s.substring(0, at) + replacement + s.substring(at + target.length());
  }
}
