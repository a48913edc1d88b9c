package org.qakit.format.quartz;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.qakit.dataset.Dataset;
import org.qakit.format.Format;
import org.qakit.format.FormatContractTest;
import org.qakit.format.FormatException;
import org.qakit.format.ReadOptions;
import org.qakit.model.Choice;
import org.qakit.model.Evidence;
import org.qakit.model.Item;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.model.Passage;
import org.qakit.testing.SharedData;

class QuartzFormatTest extends FormatContractTest {
  @Override
  protected Format format() {
    return new QuartzFormat();
  }

  @Override
  protected int expectedSampleItems() {
    return 5;
  }

  @Test
  void sampleMapsParaToKnowledgeAndGroupAndFlattensTheAnnotations() throws IOException {
    Dataset d = readSample(ReadOptions.STRICT);
    var first = mc(d).getFirst();
    assertThat(first.id()).isEqualTo("QRQA-99001-1");
    assertThat(first.group()).isEqualTo("QRSent-99001");
    assertThat(first.answer()).isEqualTo("B");
    assertThat(first.choices()).containsExactly(new Choice("A", "more energy"), new Choice("B", "less energy"));
    assertThat(first.knowledge())
        .containsExactly(Evidence.of("QRSent-99001", "The more a spring is compressed, the more energy it stores."));
    assertThat(first.annotations())
        .hasSize(12)
        .containsEntry("para_anno.cause_dir_sign", "MORE")
        .containsEntry("para_anno.effect_prop", "energy it stores")
        .containsEntry("question_anno.less_cause_dir", "only a little")
        .doesNotContainKey("question_anno.more_cause_dir");
    assertThat(first.types()).isEmpty();
    assertThat(mc(d).getLast().annotations()).hasSize(6).allSatisfy((k, v) -> assertThat(k).startsWith("para_anno."));
    assertThat(d.passages()).extracting(Passage::id).containsExactly("QRSent-99001", "QRSent-99002", "QRSent-99003");
  }

  @Test
  void readsTheQuartzStyleDevSplitWithItsReadmeCounts() throws IOException {
    var items = mc(readShared(ReadOptions.STRICT));
    assertThat(items).hasSize(90);
    Map<String, Long> perGroup = count(items, MultipleChoiceItem::group);
    assertThat(perGroup).hasSize(30).allSatisfy((group, n) -> assertThat(n).isEqualTo(3L));
    assertThat(items.stream().filter(i -> i.id().endsWith("-flip"))).hasSize(30);
    assertThat(count(items, MultipleChoiceItem::answer)).containsExactlyInAnyOrderEntriesOf(Map.of("A", 45L, "B", 45L));
    assertThat(items).allSatisfy(i -> assertThat(i.labels()).containsExactly("A", "B"));
    assertThat(items).allSatisfy(i -> assertThat(i.knowledge()).singleElement().extracting(Evidence::id).isEqualTo(i.group()));
  }

  @Test
  void everyQuestionsParaIsItsKnowledgeCorpusSentence() throws IOException {
    Dataset d = readShared(ReadOptions.STRICT);
    assertThat(d.passages()).hasSize(90);
    Map<String, String> corpus = new TreeMap<>();
    d.passages().forEach(p -> corpus.put(p.id(), p.text()));
    assertThat(corpus).hasSize(90).containsKeys("QRSent-90001", "QRSent-90090");
    assertThat(mc(d)).allSatisfy(i -> assertThat(i.knowledge().getFirst().text()).isEqualTo(corpus.get(i.group())));
  }

  @Test
  void annotationCountsMatchTheSchema() throws IOException {
    var items = mc(readShared(ReadOptions.STRICT));
    Map<String, Long> keys = new TreeMap<>();
    items.forEach(i -> i.annotations().keySet().forEach(k -> keys.merge(k, 1L, Long::sum)));
    assertThat(keys)
        .containsExactlyInAnyOrderEntriesOf(
            Map.ofEntries(
                Map.entry("para_anno.cause_prop", 90L), Map.entry("para_anno.cause_dir_str", 90L),
                Map.entry("para_anno.cause_dir_sign", 90L), Map.entry("para_anno.effect_prop", 90L),
                Map.entry("para_anno.effect_dir_str", 90L), Map.entry("para_anno.effect_dir_sign", 90L),
                Map.entry("question_anno.more_cause_dir", 58L), Map.entry("question_anno.more_cause_prop", 58L),
                Map.entry("question_anno.less_cause_dir", 59L), Map.entry("question_anno.less_cause_prop", 59L),
                Map.entry("question_anno.more_effect_dir", 71L), Map.entry("question_anno.more_effect_prop", 71L),
                Map.entry("question_anno.less_effect_dir", 77L), Map.entry("question_anno.less_effect_prop", 77L)));
    // Signs per knowledge sentence of dev (the README gives 80/10 and 60/30 over both splits).
    Map<String, MultipleChoiceItem> perSentence = new TreeMap<>();
    items.forEach(i -> perSentence.putIfAbsent(i.group(), i));
    var sentences = new ArrayList<>(perSentence.values());
    assertThat(count(sentences, i -> i.annotations().get("para_anno.cause_dir_sign")))
        .containsExactlyInAnyOrderEntriesOf(Map.of("MORE", 27L, "LESS", 3L));
    assertThat(count(sentences, i -> i.annotations().get("para_anno.effect_dir_sign")))
        .containsExactlyInAnyOrderEntriesOf(Map.of("MORE", 22L, "LESS", 8L));
    // Cause direction named by the question: more only, less only, both, none.
    assertThat(count(items, QuartzFormatTest::causeDirection))
        .containsExactlyInAnyOrderEntriesOf(Map.of("more", 30L, "less", 31L, "both", 28L, "none", 1L));
  }

  @Test
  void flippedTwinsKeepTheOptionsAndSwitchTheAnswer() throws IOException {
    Map<String, MultipleChoiceItem> byId = new TreeMap<>();
    mc(readShared(ReadOptions.STRICT)).forEach(i -> byId.put(i.id(), i));
    var flips = byId.values().stream().filter(i -> i.id().endsWith("-flip")).toList();
    assertThat(flips).hasSize(30).allSatisfy(flip -> {
      MultipleChoiceItem original = byId.get(flip.id().substring(0, flip.id().length() - "-flip".length()));
      assertThat(original).isNotNull();
      assertThat(flip.choices()).isEqualTo(original.choices());
      assertThat(flip.answer()).isNotEqualTo(original.answer());
      assertThat(flip.group()).isEqualTo(original.group());
    });
    // The README says a flipped pair has one question of each direction; in two dev pairs both
    // questions name both directions (two worlds compared), so the rule holds for 28 of 30.
    long opposite = flips.stream()
        .filter(f -> !causeDirection(f).equals(causeDirection(byId.get(f.id().replace("-flip", "")))))
        .count();
    assertThat(opposite).isEqualTo(28);
  }

  @Test
  void questionsAndKnowledgeLinesMayShareAFile() throws IOException {
    List<String> lines = new ArrayList<>(Files.readAllLines(SharedData.path("quartz-style/knowledge.jsonl")).subList(0, 2));
    lines.addAll(Files.readAllLines(SharedData.path("quartz-style/dev.jsonl")).subList(0, 3));
    Path mixed = temp.resolve("mixed.jsonl");
    Files.write(mixed, lines);
    Dataset d = format().read(mixed, ReadOptions.STRICT);
    assertThat(d.items()).hasSize(3);
    assertThat(d.passages()).extracting(Passage::id).containsExactly("QRSent-90001", "QRSent-90002");
  }

  @Test
  void aTruncatedRealLineStopsTheRunWithFileAndLine() throws IOException {
    Path copy = corruptedDev(4, line -> line.substring(0, line.length() / 2));
    assertThatThrownBy(() -> format().read(copy, ReadOptions.STRICT))
        .isInstanceOf(FormatException.class)
        .hasMessageStartingWith(copy + ":5: expected a JSON object, found malformed JSON");
  }

  @Test
  void lenientReadingSkipsAndCountsBadLinesAndKeepsTheRest() throws IOException {
    Path copy = corruptedDev(4, line -> line.substring(0, line.length() / 2));
    Files.writeString(copy, "{\"para\": \"no id, no question, no text\"}\n", StandardOpenOption.APPEND);
    Dataset d = format().read(copy, ReadOptions.LENIENT);
    assertThat(d.items()).hasSize(89);
    assertThat(d.skipped()).extracting(p -> p.line()).containsExactly(5L, 91L);
  }

  @Test
  void aLineThatIsNeitherQuestionNorKnowledgeIsRejectedWithItsFields() throws IOException {
    Path copy = corruptedDev(0, line -> line.replace("\"question\":", "\"query\":"));
    assertThatThrownBy(() -> format().read(copy, ReadOptions.STRICT))
        .hasMessage(copy + ":1: expected a QuaRTz question (fields id, question, answerKey, para_id, para, para_anno,"
            + " question_anno) or a knowledge line (fields id, text), found fields"
            + " [answerKey, para_id, id, query, para, para_anno, question_anno]");
  }

  @Test
  void anAnnotationThatIsNotAStringIsNamed() throws IOException {
    Path copy = corruptedDev(1, line -> line.replace("\"cause_dir_sign\": \"MORE\"", "\"cause_dir_sign\": 1"));
    assertThatThrownBy(() -> format().read(copy, ReadOptions.STRICT))
        .hasMessage(copy + ":2: expected 'para_anno.cause_dir_sign' to be a string, found number 1");
    Path list = corruptedDev(2, line -> line.replace("\"less_effect_dir\": \"weaker\"", "\"less_effect_dir\": [\"weaker\"]"));
    assertThatThrownBy(() -> format().read(list, ReadOptions.STRICT))
        .hasMessage(list + ":3: expected 'question_anno.less_effect_dir' to be a string, found array [\"weaker\"]");
  }

  @Test
  void aDirectionSignOtherThanMoreOrLessIsNamed() throws IOException {
    Path copy = corruptedDev(2, line -> line.replace("\"effect_dir_sign\": \"LESS\"", "\"effect_dir_sign\": \"DOWN\""));
    assertThatThrownBy(() -> format().read(copy, ReadOptions.STRICT))
        .isInstanceOf(FormatException.class)
        .hasMessage(copy + ":3: expected 'para_anno.effect_dir_sign' to be MORE or LESS, found 'DOWN'");
    assertThat(format().read(copy, ReadOptions.LENIENT).items()).hasSize(89);
  }

  @Test
  void aBlankStatementIsRefusedWithItsLine() throws IOException {
    Path copy = corruptedDev(5, line -> line.replaceAll("\"para\": \"[^\"]*\"", "\"para\": \"  \""));
    assertThatThrownBy(() -> format().read(copy, ReadOptions.STRICT))
        .isInstanceOf(FormatException.class)
        .hasMessage(copy + ":6: expected field 'para' to be a non-empty string, found \"  \"");
  }

  @Test
  void aMissingOrNullQuestionAnnoMeansNoQuestionAnnotationsButParaAnnoIsRequired() throws IOException {
    Path copy = corruptedDev(0, line -> line.replaceAll(", \"question_anno\": \\{.*}}$", ", \"question_anno\": null}"));
    var first = mc(format().read(copy, ReadOptions.STRICT)).getFirst();
    assertThat(first.annotations()).hasSize(6).allSatisfy((k, v) -> assertThat(k).startsWith("para_anno."));
    Path noPara = corruptedDev(0, line -> line.replace("\"para_anno\":", "\"para_annotation\":"));
    assertThatThrownBy(() -> format().read(noPara, ReadOptions.STRICT))
        .hasMessage(noPara + ":1: expected field 'para_anno' to be an object, found none");
  }

  @Test
  void aBadAnswerKeyOrAMissingParaIdIsReported() throws IOException {
    Path key = corruptedDev(0, line -> line.replace("\"answerKey\": \"A\"", "\"answerKey\": \"C\""));
    assertThatThrownBy(() -> format().read(key, ReadOptions.STRICT))
        .hasMessage(key + ":1: item 'QRQA-90002-1': answer 'C' is not among the choice labels [A, B]");
    Path paraId = corruptedDev(0, line -> line.replace("\"para_id\":", "\"paraid\":"));
    assertThatThrownBy(() -> format().read(paraId, ReadOptions.STRICT))
        .hasMessage(paraId + ":1: expected field 'para_id' (a string), found none");
  }

  @Test
  void aRepeatedIdIsRejected() throws IOException {
    Path copy = corruptedDev(1, line -> line.replace("QRQA-90002-1-flip", "QRQA-90002-1"));
    assertThatThrownBy(() -> format().read(copy, ReadOptions.STRICT))
        .hasMessage(copy + ":2: expected a unique question id, found 'QRQA-90002-1' again (first at line 1)");
    List<String> knowledge = new ArrayList<>(Files.readAllLines(SharedData.path("quartz-style/knowledge.jsonl")));
    knowledge.set(3, knowledge.get(3).replace("QRSent-90004", "QRSent-90001"));
    Path corpus = temp.resolve("knowledge.jsonl");
    Files.write(corpus, knowledge);
    assertThatThrownBy(() -> format().read(corpus, ReadOptions.STRICT))
        .hasMessage(corpus + ":4: expected a unique knowledge sentence id, found 'QRSent-90001' again (first at line 1)");
    assertThat(format().read(corpus, ReadOptions.LENIENT).passages()).hasSize(89);
  }

  @Test
  void theReleasesReadableTxtFilesAreRefusedByName() throws IOException {
    Path txt = Files.writeString(temp.resolve("dev.txt"), "some readable text\n");
    assertThatThrownBy(() -> format().read(txt, ReadOptions.LENIENT))
        .isInstanceOf(FormatException.class)
        .hasMessageStartingWith(txt + ": expected QuaRTz JSON Lines");
  }

  private Dataset readShared(ReadOptions options) throws IOException {
    return format().read(
        List.of(SharedData.path("quartz-style/dev.jsonl"), SharedData.path("quartz-style/knowledge.jsonl")), options);
  }

  private static List<MultipleChoiceItem> mc(Dataset d) {
    return d.items().stream().map(MultipleChoiceItem.class::cast).toList();
  }

  private static <T extends Item> Map<String, Long> count(List<T> items, Function<T, String> key) {
    return items.stream().collect(Collectors.groupingBy(key, TreeMap::new, Collectors.counting()));
  }

  private static String causeDirection(MultipleChoiceItem item) {
    boolean more = item.annotations().keySet().stream().anyMatch(k -> k.startsWith("question_anno.more_cause"));
    boolean less = item.annotations().keySet().stream().anyMatch(k -> k.startsWith("question_anno.less_cause"));
    return more && less ? "both" : more ? "more" : less ? "less" : "none";
  }

  private Path corruptedDev(int lineIndex, UnaryOperator<String> damage) throws IOException {
    List<String> lines = new ArrayList<>(Files.readAllLines(SharedData.path("quartz-style/dev.jsonl")));
    String damaged = damage.apply(lines.get(lineIndex));
    assertThat(damaged).as("the damage changed line %d", lineIndex + 1).isNotEqualTo(lines.get(lineIndex));
    lines.set(lineIndex, damaged);
    Path copy = temp.resolve("dev-corrupted-" + System.nanoTime() + ".jsonl");
    Files.write(copy, lines);
    return copy;
  }
}
