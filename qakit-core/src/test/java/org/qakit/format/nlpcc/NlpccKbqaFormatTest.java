package org.qakit.format.nlpcc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.qakit.dataset.Dataset;
import org.qakit.format.Format;
import org.qakit.format.FormatContractTest;
import org.qakit.format.FormatException;
import org.qakit.format.ReadOptions;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.model.Item;
import org.qakit.model.KbQuestionItem;
import org.qakit.model.Triple;
import org.qakit.testing.SharedData;

class NlpccKbqaFormatTest extends FormatContractTest {
  private static final String TRAINING = "nlpcc-kbqa/nlpcc-iccpol-2016.kbqa.training-data";
  private static final String KB_SAMPLE = "nlpcc-kbqa/nlpcc-iccpol-2016.kbqa.kb.sample";

  @Override
  protected Format format() {
    return new NlpccKbqaFormat();
  }

  @Override
  protected int expectedSampleItems() {
    return 5;
  }

  private static List<KbQuestionItem> questions(Dataset d) {
    return d.items().stream().map(KbQuestionItem.class::cast).toList();
  }

  @Test
  void sampleKeepsQuestionsAnswersAndTriplesAsWritten() throws IOException {
    Dataset d = readSample(ReadOptions.STRICT);
    var items = questions(d);
    assertThat(items).extracting(Item::id).containsExactly("1", "2", "3", "4", "5");
    assertThat(items.getFirst().triple()).isEqualTo(new Triple("三体", "作者", "刘慈欣"));
    assertThat(items.getFirst().answers()).containsExactly("刘慈欣");
    assertThat(items.get(1).question()).endsWith("？ ");
    assertThat(items.get(2).answers()).containsExactly("黄色 | yellow");
    assertThat(items.get(3).answers()).containsExactly("");
    assertThat(items.get(3).triple().object()).isEmpty();
    assertThat(items.get(4).triple()).isEqualTo(new Triple("", "英文名", "maple"));
    assertThat(d.triples()).hasSize(9).contains(new Triple("赤壁之战", "伤亡情况", ""), new Triple("刘慈欣", "出生地", "北京"));
    assertThat(d.skipped()).isEmpty();
    assertThat(d.notes()).isEmpty();
  }

  @Test
  void readsTheRealTrainingDataWithItsPublishedCounts() throws IOException {
    Dataset d = format().read(SharedData.path(TRAINING), ReadOptions.STRICT);
    var items = questions(d);
    assertThat(items).hasSize(14_609);
    assertThat(d.skipped()).isEmpty();
    assertThat(d.notes()).isEmpty();
    assertThat(d.triples()).isEmpty();
    assertThat(items).extracting(Item::id)
        .containsExactlyElementsOf(IntStream.rangeClosed(1, 14_609).mapToObj(Integer::toString).toList());
    Map<String, Long> byQuestion = items.stream().collect(Collectors.groupingBy(KbQuestionItem::question, Collectors.counting()));
    assertThat(byQuestion).hasSize(14_606);
    assertThat(byQuestion.entrySet().stream().filter(e -> e.getValue() > 1).map(Map.Entry::getKey))
        .containsExactlyInAnyOrder("请问新加坡的官方语言是什么？", "琥珀微晶石有哪些特点？", "怎样解释霓旌？");
    assertThat(items).allSatisfy(i -> assertThat(i.answers()).hasSize(1));
    long answerIsNotObject = items.stream().filter(i -> !i.answers().getFirst().equals(i.triple().object())).count();
    assertThat(answerIsNotObject).isZero();
    assertThat(items.getFirst().question()).isEqualTo("《机械设计基础》这本书的作者是谁？");
    assertThat(items.getFirst().triple()).isEqualTo(new Triple("机械设计基础", "作者", "杨可桢，程光蕴，李仲生"));
  }

  @Test
  void realTrainingDataQuirksAreKeptAsWritten() throws IOException {
    var items = questions(format().read(SharedData.path(TRAINING), ReadOptions.STRICT));
    assertThat(items.stream().filter(i -> i.answers().getFirst().isEmpty()).map(Item::id)).containsExactly("11001");
    assertThat(items.get(11_000).triple()).isEqualTo(new Triple("白藤江之战", "伤亡与损失", ""));
    assertThat(items.stream().filter(i -> i.triple().subject().isEmpty()).map(Item::id)).containsExactly("12902");
    assertThat(items.get(12_901).triple()).isEqualTo(new Triple("", "日语", "カーヤ"));
    assertThat(items.stream().filter(i -> !i.question().equals(i.question().strip())).count()).isEqualTo(204);
    assertThat(items.stream().filter(i -> i.answers().getFirst().contains("|")).count()).isEqualTo(11);
    assertThat(items.stream().filter(i -> i.answers().getFirst().contains(" | ")).count()).isEqualTo(9);
    assertThat(items.get(1309).answers()).containsExactly("其他 | other");
  }

  @Test
  void writingTheRealTrainingDataReproducesItByteForByte() throws IOException {
    Path real = SharedData.path(TRAINING);
    Dataset d = format().read(real, ReadOptions.STRICT);
    Path out = temp.resolve("written.training-data");
    ((NlpccKbqaFormat) format()).write(d, out);
    assertThat(Files.readAllBytes(out)).isEqualTo(Files.readAllBytes(real));
  }

  @Test
  void readsTheKnowledgeBaseSampleIntoTriplesAndWritesItBackByteForByte() throws IOException {
    Path kb = SharedData.path(KB_SAMPLE);
    Dataset d = format().read(kb, ReadOptions.STRICT);
    assertThat(d.items()).isEmpty();
    assertThat(d.triples()).hasSize(564);
    assertThat(d.triples().stream().map(Triple::subject).distinct().count()).isEqualTo(58);
    assertThat(d.triples()).contains(new Triple("空气干燥", "外文名", "air drying"));
    Path out = temp.resolve("written.kb");
    NlpccKbqaFormat.writeKnowledgeBase(d.triples(), out);
    assertThat(Files.readAllBytes(out)).isEqualTo(Files.readAllBytes(kb));
  }

  @Test
  void theStreamingReaderSeesTheSameTriplesAndCountsLines() throws IOException {
    Path kb = SharedData.path(KB_SAMPLE);
    List<Triple> streamed = new ArrayList<>();
    var summary = NlpccKbReader.forEach(kb, ReadOptions.STRICT, streamed::add);
    assertThat(summary).isEqualTo(new NlpccKbReader.Summary(564, 564, 0, List.of()));
    assertThat(streamed).isEqualTo(format().read(kb, ReadOptions.STRICT).triples());
  }

  @Test
  void theStreamingReaderNamesTheBadLineOrSkipsIt() throws IOException {
    List<String> lines = new ArrayList<>(Files.readAllLines(SharedData.path(KB_SAMPLE), StandardCharsets.UTF_8));
    lines.set(9, lines.get(9).replace(" ||| ", " || "));
    lines.set(20, "");
    Path copy = temp.resolve("kb-corrupted");
    Files.write(copy, lines);
    assertThatThrownBy(() -> NlpccKbReader.forEach(copy, ReadOptions.STRICT, t -> {}))
        .isInstanceOf(FormatException.class)
        .hasMessageStartingWith(copy + ":10: expected 'subject ||| predicate ||| object', found ");
    List<Triple> kept = new ArrayList<>();
    var summary = NlpccKbReader.forEach(copy, ReadOptions.LENIENT, kept::add);
    assertThat(summary.lines()).isEqualTo(564);
    assertThat(summary.triples()).isEqualTo(562);
    assertThat(summary.skipped()).isEqualTo(2);
    assertThat(summary.firstProblems()).extracting(p -> p.line()).containsExactly(10L, 21L);
    assertThat(summary.firstProblems().get(1).message()).isEqualTo("expected 'subject ||| predicate ||| object', found an empty line");
    assertThat(kept).hasSize(562);
    Dataset viaFormat = format().read(copy, ReadOptions.LENIENT);
    assertThat(viaFormat.triples()).isEqualTo(kept);
    assertThat(viaFormat.skipped()).hasSize(2);
  }

  @Test
  void aTripleIdThatDisagreesWithItsQuestionIsReportedAtItsLine() throws IOException {
    Path copy = corruptedCopy(lines -> lines.set(17, lines.get(17).replace("<triple id=5>", "<triple id=6>")));
    assertThatThrownBy(() -> format().read(copy, ReadOptions.STRICT))
        .isInstanceOf(FormatException.class)
        .hasMessage(copy + ":18: expected <triple id=5> (the id of the question at line 17), found <triple id=6>");
    Dataset lenient = format().read(copy, ReadOptions.LENIENT);
    assertThat(lenient.items()).hasSize(14_608);
    assertThat(lenient.items()).extracting(Item::id).doesNotContain("5").contains("4", "6");
    assertThat(lenient.skipped()).singleElement().satisfies(p -> assertThat(p.line()).isEqualTo(18));
  }

  @Test
  void anAnswerIdMismatchAndABrokenTripleAreNamed() throws IOException {
    Path answer = corruptedCopy(lines -> lines.set(6, lines.get(6).replace("<answer id=2>", "<answer id=3>")));
    assertThatThrownBy(() -> format().read(answer, ReadOptions.STRICT))
        .hasMessage(answer + ":7: expected <answer id=2> (the id of the question at line 5), found <answer id=3>");
    Path triple = corruptedCopy(lines -> lines.set(1, lines.get(1).replace(" ||| ", "|")));
    assertThatThrownBy(() -> format().read(triple, ReadOptions.STRICT))
        .hasMessageStartingWith(triple + ":2: expected 'subject ||| predicate ||| object', found no ' ||| ' in '机械设计基础|作者|");
  }

  @Test
  void aRecordCutShortIsReportedAndLenientReadingSkipsOnlyIt() throws IOException {
    Path copy = corruptedCopy(lines -> lines.remove(10));
    assertThatThrownBy(() -> format().read(copy, ReadOptions.STRICT))
        .hasMessage(copy + ":11: expected '<answer id=3><TAB>...' after the question at line 9, found a line of '='");
    Dataset lenient = format().read(copy, ReadOptions.LENIENT);
    assertThat(lenient.items()).hasSize(14_608);
    assertThat(lenient.skipped()).singleElement().satisfies(p -> assertThat(p.line()).isEqualTo(11));
  }

  @Test
  void aRepeatedIdIsRejected() throws IOException {
    Path copy = corruptedCopy(lines -> {
      for (int k = 4; k < 7; k++) {
        lines.set(k, lines.get(k).replace(" id=2>", " id=1>"));
      }
    });
    assertThatThrownBy(() -> format().read(copy, ReadOptions.STRICT))
        .hasMessage(copy + ":5: expected a new question id, found id=1 again (first at line 1)");
  }

  @Test
  void aFileOfQuestionLinesOnlyIsRejectedAtItsSecondLine() throws IOException {
    Path file = temp.resolve("questions-only");
    Files.writeString(file, "<question id=1>\t谁写了《三体》？\r\n<question id=2>\t西湖在哪里？\r\n");
    assertThatThrownBy(() -> format().read(file, ReadOptions.STRICT))
        .hasMessage(file + ":2: expected '<triple id=1><TAB>...' after the question at line 1, found the next question");
  }

  @Test
  void aMissingSeparatorIsToleratedWithANote() throws IOException {
    Path copy = corruptedCopy(lines -> lines.remove(3));
    Dataset d = format().read(copy, ReadOptions.STRICT);
    assertThat(d.items()).hasSize(14_609);
    assertThat(d.notes()).singleElement().satisfies(n -> {
      assertThat(n.line()).isEqualTo(3);
      assertThat(n.message()).contains("no line of '='");
    });
  }

  @Test
  void aFileThatIsNeitherQuestionsNorTriplesIsRejectedAtLineOne() throws IOException {
    Path file = temp.resolve("other.txt");
    Files.writeString(file, "question\tanswer\n");
    for (ReadOptions options : List.of(ReadOptions.STRICT, ReadOptions.LENIENT)) {
      assertThatThrownBy(() -> format().read(file, options))
          .isInstanceOf(FormatException.class)
          .hasMessageStartingWith(file + ":1: expected a KBQA question file");
    }
  }

  @Test
  void theNlpcc2017LayoutWithoutTriplesIsReadAsAnswersOnlyWithOneNote() throws IOException {
    Path file = temp.resolve("nlpcc2017.kbqa");
    String sep = "=".repeat(50);
    Files.writeString(file, "<question id=1>\t《三体》这部小说的作者是谁？\r\n<answer id=1>\t刘慈欣\r\n" + sep + "\r\n"
        + "<question id=2>\t西湖位于哪个城市？\r\n<answer id=2>\t杭州\r\n" + sep + "\r\n");
    Dataset d = format().read(file, ReadOptions.STRICT);
    assertThat(questions(d)).extracting(KbQuestionItem::question).containsExactly("《三体》这部小说的作者是谁？", "西湖位于哪个城市？");
    assertThat(questions(d)).extracting(KbQuestionItem::answers).containsExactly(List.of("刘慈欣"), List.of("杭州"));
    assertThat(questions(d)).allSatisfy(i -> assertThat(i.triple()).isNull());
    assertThat(d.notes()).singleElement().satisfies(n -> {
      assertThat(n.line()).isEqualTo(1);
      assertThat(n.message()).contains("no <triple> line").contains("diagnostics need gold triples");
    });
  }

  @Test
  void theRealTrainingDataWithoutItsTripleLinesKeepsEveryQuestionAndAnswer() throws IOException {
    Path copy = corruptedCopy(lines -> lines.removeIf(l -> l.startsWith("<triple id=")));
    var stripped = questions(format().read(copy, ReadOptions.STRICT));
    var full = questions(format().read(SharedData.path(TRAINING), ReadOptions.STRICT));
    assertThat(stripped).hasSize(14_609);
    assertThat(stripped).allSatisfy(i -> assertThat(i.triple()).isNull());
    assertThat(stripped).extracting(KbQuestionItem::answers).containsExactlyElementsOf(full.stream().map(KbQuestionItem::answers).toList());
    assertThat(stripped).extracting(KbQuestionItem::question).containsExactlyElementsOf(full.stream().map(KbQuestionItem::question).toList());
  }

  @Test
  void anAnswersOnlyRecordWithAnExtraLineIsNamed() throws IOException {
    Path file = temp.resolve("nlpcc2017-bad.kbqa");
    Files.writeString(file, "<question id=1>\t谁写了《三体》？\r\n<answer id=1>\t刘慈欣\r\n多余的一行\r\n" + "=".repeat(50) + "\r\n");
    assertThatThrownBy(() -> format().read(file, ReadOptions.STRICT))
        .hasMessage(file + ":3: expected a line of '=' or the next question after the answer of question 1, found '多余的一行'");
  }

  @Test
  void theWriterRefusesWhatTheLayoutCannotHold() {
    var writer = (NlpccKbqaFormat) format();
    Path out = temp.resolve("refused");
    var twoAnswers = new KbQuestionItem("1", "问？", List.of("甲", "乙"), new Triple("s", "p", "甲"), Map.of());
    var noTriple = new KbQuestionItem("2", "问？", List.of("甲"), null, Map.of());
    var badId = new KbQuestionItem("a b", "问？", List.of("甲"), new Triple("s", "p", "甲"), Map.of());
    var ambiguous = new KbQuestionItem("4", "问？", List.of("甲"), new Triple("s ||| t", "p", "甲"), Map.of());
    var other = AnswerSelectionItem.of("5", "问？", List.of(new Candidate(null, "句", 1)));
    assertThatThrownBy(() -> writer.write(Dataset.of(List.of(twoAnswers)), out)).hasMessage("item '1': the nlpcc-kbqa question layout holds 1 gold answer, found 2");
    assertThatThrownBy(() -> writer.write(Dataset.of(List.of(noTriple)), out)).hasMessageContaining("needs the gold triple");
    assertThatThrownBy(() -> writer.write(Dataset.of(List.of(badId)), out)).hasMessageContaining("cannot hold white space");
    assertThatThrownBy(() -> writer.write(Dataset.of(List.of(ambiguous)), out)).hasMessageContaining("would read back differently");
    assertThatThrownBy(() -> writer.write(Dataset.of(List.of(other)), out)).hasMessageContaining("found answer-selection");
    assertThat(out).doesNotExist();
  }

  @Test
  void theSubmissionHasAQuestionAndAnAnswerLinePerQuestionInOrder() throws IOException {
    var items = questions(readSample(ReadOptions.STRICT));
    Map<String, String> answers = new LinkedHashMap<>();
    answers.put("2", "杭州");
    answers.put("1", "刘慈欣");
    answers.put("3", "");
    answers.put("4", "不详");
    answers.put("5", "maple");
    Path out = temp.resolve("kbqa.submission");
    KbqaSubmissionWriter.write(items, answers, out);
    String sep = "=".repeat(50);
    assertThat(Files.readString(out)).isEqualTo(
        "<question id=1>\t《三体》这部小说的作者是谁？\r\n<answer id=1>\t刘慈欣\r\n" + sep + "\r\n"
            + "<question id=2>\t西湖位于哪个城市？ \r\n<answer id=2>\t杭州\r\n" + sep + "\r\n"
            + "<question id=3>\t银杏的叶片在秋天是什么颜色？\r\n<answer id=3>\t\r\n" + sep + "\r\n"
            + "<question id=4>\t赤壁之战双方的伤亡情况如何？\r\n<answer id=4>\t不详\r\n" + sep + "\r\n"
            + "<question id=5>\t请问这种树的英文名是什么？\r\n<answer id=5>\tmaple\r\n" + sep + "\r\n");
  }

  @Test
  void theSubmissionRefusesMissingAndUnknownAnswers() {
    var items = questions(Dataset.of(List.of(
        new KbQuestionItem("1", "问一？", List.of("甲"), null, Map.of()),
        new KbQuestionItem("2", "问二？", List.of("乙"), null, Map.of()))));
    Path out = temp.resolve("kbqa.submission");
    assertThatThrownBy(() -> KbqaSubmissionWriter.write(items, Map.of("1", "甲"), out))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("item '2': expected a predicted answer (an empty one when there is none), found none");
    var extra = new HashMap<>(Map.of("1", "甲", "2", "乙", "9", "丙"));
    assertThatThrownBy(() -> KbqaSubmissionWriter.write(items, extra, out))
        .hasMessage("answer for id '9': expected the id of a question, found no such question");
    assertThatThrownBy(() -> KbqaSubmissionWriter.write(items, Map.of("1", "甲\n乙", "2", "乙"), out))
        .hasMessageContaining("line break");
    assertThat(out).doesNotExist();
  }

  private Path corruptedCopy(java.util.function.Consumer<List<String>> damage) throws IOException {
    String text = Files.readString(SharedData.path(TRAINING), StandardCharsets.UTF_8);
    List<String> lines = new ArrayList<>(Arrays.asList(text.split("\r\n", -1)));
    lines.removeLast();
    damage.accept(lines);
    Path copy = temp.resolve("kbqa-corrupted.training-data");
    Files.writeString(copy, String.join("\r\n", lines) + "\r\n", StandardCharsets.UTF_8);
    return copy;
  }
}
