package org.qakit.format.nlpcc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.qakit.dataset.Dataset;
import org.qakit.format.Fields;
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

class NlpccDbqaFormatTest extends FormatContractTest {
  private static final String REAL = "nlpcc-dbqa/dbqa-subset.train-dev.tsv";

  @Override
  protected Format format() {
    return new NlpccDbqaFormat();
  }

  @Override
  protected int expectedSampleItems() {
    return 4;
  }

  private static List<AnswerSelectionItem> selection(Dataset d) {
    return d.items().stream().map(AnswerSelectionItem.class::cast).toList();
  }

  @Test
  void sampleGroupsContiguousLinesAndNumbersQuestionsInFileOrder() throws IOException {
    var items = selection(readSample(ReadOptions.STRICT));
    assertThat(items).extracting(Item::id).containsExactly("nlpcc-dbqa-sample-1", "nlpcc-dbqa-sample-2", "nlpcc-dbqa-sample-3", "nlpcc-dbqa-sample-4");
    assertThat(items).extracting(i -> i.candidates().size()).containsExactly(3, 5, 1, 3);
    assertThat(items).extracting(AnswerSelectionItem::positives).containsExactly(1, 2, 1, 1);
    var moon = items.get(1);
    assertThat(moon.candidates().get(3)).isEqualTo(moon.candidates().get(4));
    assertThat(moon.candidates()).allSatisfy(c -> assertThat(c.id()).isNull());
    assertThat(items.get(3).candidates().get(2).text()).isEqualTo("2.7");
    assertThat(items).allSatisfy(i -> {
      assertThat(i.document()).isNull();
      assertThat(i.group()).isNull();
      assertThat(i.types()).isEmpty();
    });
  }

  @Test
  void readsTheRealSubsetWithItsPublishedCounts() throws IOException {
    Dataset d = format().read(SharedData.path(REAL), ReadOptions.STRICT);
    var items = selection(d);
    assertThat(items).hasSize(1324);
    assertThat(d.skipped()).isEmpty();
    assertThat(d.notes()).isEmpty();
    assertThat(items.stream().mapToInt(i -> i.candidates().size()).sum()).isEqualTo(31_799);
    assertThat(items.stream().mapToInt(AnswerSelectionItem::positives).sum()).isEqualTo(1_384);
    assertThat(items.stream().flatMap(i -> i.candidates().stream()).filter(c -> c.label() == 0).count()).isEqualTo(30_415);
    assertThat(items).allSatisfy(i -> assertThat(i.positives()).isPositive());
    assertThat(items).extracting(Item::id)
        .containsExactlyElementsOf(IntStream.rangeClosed(1, 1324).mapToObj(n -> "dbqa-subset.train-dev-" + n).toList());
    assertThat(new HashSet<>(items.stream().map(AnswerSelectionItem::question).toList())).hasSize(1324);
    Map<Integer, Long> byPositives = new TreeMap<>();
    items.forEach(i -> byPositives.merge(i.positives(), 1L, Long::sum));
    assertThat(byPositives).isEqualTo(Map.of(1, 1267L, 2, 55L, 3, 1L, 4, 1L));
    assertThat(items.stream().filter(i -> i.candidates().size() == 1).count()).isEqualTo(15);
    assertThat(items.stream().filter(i -> i.candidates().size() == 30).count()).isEqualTo(831);
    assertThat(items.stream().mapToInt(i -> i.candidates().size()).max().orElseThrow()).isEqualTo(30);
  }

  @Test
  void realSubsetRepeatsSentencesWithinAQuestionSometimesWithBothLabels() throws IOException {
    var items = selection(format().read(SharedData.path(REAL), ReadOptions.STRICT));
    int repeatedLines = 0;
    int conflicting = 0;
    for (var item : items) {
      Map<String, HashSet<Integer>> labels = new HashMap<>();
      for (Candidate c : item.candidates()) {
        labels.computeIfAbsent(c.text(), t -> new HashSet<>()).add(c.label());
      }
      repeatedLines += item.candidates().size() - labels.size();
      conflicting += (int) labels.values().stream().filter(s -> s.size() > 1).count();
    }
    assertThat(repeatedLines).isEqualTo(1_014);
    assertThat(conflicting).isEqualTo(27);
  }

  @Test
  void writingTheRealSubsetReproducesItByteForByte() throws IOException {
    Path real = SharedData.path(REAL);
    Dataset d = format().read(real, ReadOptions.STRICT);
    Path out = temp.resolve("written.tsv");
    ((NlpccDbqaFormat) format()).write(d, out);
    assertThat(Files.readAllBytes(out)).isEqualTo(Files.readAllBytes(real));
    assertThat(format().read(out, ReadOptions.STRICT).items()).isEqualTo(renamed(d.items(), out));
  }

  @Test
  void theTwoColumnTestLayoutGivesUnlabelledCandidatesAndWritesBackTwoColumns() throws IOException {
    List<String> lines = realLines().subList(0, 40).stream().map(l -> l.substring(0, l.lastIndexOf('\t'))).toList();
    Path test = temp.resolve("test.tsv");
    Files.write(test, lines);
    Dataset d = format().read(test, ReadOptions.STRICT);
    assertThat(d.items()).isNotEmpty();
    assertThat(selection(d)).allSatisfy(i -> assertThat(i.candidates())
        .allSatisfy(c -> assertThat(c.label()).isEqualTo(Candidate.UNLABELLED)));
    Path out = temp.resolve("test-written.tsv");
    ((NlpccDbqaFormat) format()).write(d, out);
    assertThat(Files.readAllLines(out)).isEqualTo(lines);
  }

  @Test
  void aLineWithoutItsLabelInALabelledFileStopsTheRunWithFileAndLine() throws IOException {
    Path copy = corruptedCopy(4, l -> l.substring(0, l.lastIndexOf('\t')));
    assertThatThrownBy(() -> format().read(copy, ReadOptions.STRICT))
        .isInstanceOf(FormatException.class)
        .hasMessage(copy + ":5: expected 3 tab-separated columns (question, sentence, label) as on line 1, found 2"
            + " (a file is either all labelled or all unlabelled)");
  }

  @Test
  void aLabelOutsideZeroAndOneIsNamed() throws IOException {
    Path copy = corruptedCopy(6, l -> l.substring(0, l.lastIndexOf('\t')) + "\t2");
    assertThatThrownBy(() -> format().read(copy, ReadOptions.STRICT))
        .isInstanceOf(FormatException.class)
        .hasMessage(copy + ":7: expected label 0 or 1 in column 3, found '2'");
  }

  @Test
  void anEmptyQuestionAndAFourthColumnAreRejected() throws IOException {
    Path empty = corruptedCopy(2, l -> l.substring(l.indexOf('\t')));
    assertThatThrownBy(() -> format().read(empty, ReadOptions.STRICT))
        .hasMessage(empty + ":3: expected a question in column 1, found an empty string");
    Path four = corruptedCopy(0, l -> l + "\textra");
    assertThatThrownBy(() -> format().read(four, ReadOptions.STRICT))
        .hasMessage(four + ":1: expected 2 (question, sentence) or 3 (question, sentence, label) tab-separated columns, found 4");
  }

  @Test
  void lenientReadingDropsTheWholeQuestionOfABadLineAndKeepsTheRestAndTheIds() throws IOException {
    Dataset strict = format().read(SharedData.path(REAL), ReadOptions.STRICT);
    Path copy = corruptedCopy(6, l -> l.substring(0, l.lastIndexOf('\t')) + "\tyes");
    Dataset d = format().read(copy, ReadOptions.LENIENT);
    assertThat(d.items()).hasSize(1323);
    assertThat(d.skipped()).singleElement().satisfies(p -> {
      assertThat(p.line()).isEqualTo(7);
      assertThat(p.message()).isEqualTo("expected label 0 or 1 in column 3, found 'yes'; question dbqa-corrupted-1 (lines 1-30) dropped");
    });
    assertThat(d.notes()).isEmpty();
    assertThat(d.items().getFirst().id()).isEqualTo("dbqa-corrupted-2");
    assertThat(d.items()).isEqualTo(renamed(strict.items().subList(1, 1324), copy));
  }

  @Test
  void aBadLabelInsideALaterQuestionDropsThatWholeQuestionOnlyAndReportsIt() throws IOException {
    Dataset strict = format().read(SharedData.path(REAL), ReadOptions.STRICT);
    // question 2 is lines 31-60 (30 lines); line 52 is its positive
    Path copy = corruptedCopy(51, l -> l.substring(0, l.lastIndexOf('\t')) + "\t2");
    assertThatThrownBy(() -> format().read(copy, ReadOptions.STRICT))
        .hasMessage(copy + ":52: expected label 0 or 1 in column 3, found '2'");
    Dataset d = format().read(copy, ReadOptions.LENIENT);
    assertThat(d.items()).hasSize(1323).extracting(Item::id).doesNotContain("dbqa-corrupted-2").contains("dbqa-corrupted-1", "dbqa-corrupted-3");
    assertThat(d.skipped()).singleElement().satisfies(p -> {
      assertThat(p.line()).isEqualTo(52);
      assertThat(p.message()).isEqualTo("expected label 0 or 1 in column 3, found '2'; question dbqa-corrupted-2 (lines 31-60) dropped");
    });
    var expected = new ArrayList<>(strict.items());
    expected.remove(1);
    assertThat(d.items()).isEqualTo(renamed(expected, copy));
  }

  @Test
  void anEmptyLineBetweenTwoQuestionsIsSkippedAloneAndBothQuestionsStayWhole() throws IOException {
    Dataset strict = format().read(SharedData.path(REAL), ReadOptions.STRICT);
    Path copy = copyWith(lines -> lines.add(30, ""));
    assertThatThrownBy(() -> format().read(copy, ReadOptions.STRICT))
        .isInstanceOf(FormatException.class)
        .hasMessage(copy + ":31: expected question<TAB>sentence<TAB>label, found an empty line");
    Dataset d = format().read(copy, ReadOptions.LENIENT);
    assertThat(d.skipped()).singleElement().satisfies(p -> {
      assertThat(p.line()).isEqualTo(31);
      assertThat(p.message()).isEqualTo("expected question<TAB>sentence<TAB>label, found an empty line");
    });
    assertThat(d.notes()).isEmpty();
    assertThat(d.items()).hasSize(1324).isEqualTo(renamed(strict.items(), copy));
    assertThat(selection(d).get(0).candidates()).hasSize(30);
    assertThat(selection(d).get(1).candidates()).hasSize(30);
  }

  @Test
  void anEmptyLineInsideAQuestionCarriesNoCandidateAndDropsNothing() throws IOException {
    Dataset strict = format().read(SharedData.path(REAL), ReadOptions.STRICT);
    Path copy = copyWith(lines -> lines.add(10, ""));
    Dataset d = format().read(copy, ReadOptions.LENIENT);
    assertThat(d.skipped()).extracting(p -> p.line()).containsExactly(11L);
    assertThat(d.items()).isEqualTo(renamed(strict.items(), copy));
  }

  @Test
  void aSentenceWithoutAQuestionDropsTheQuestionAroundItButNotTheQuestionsBesideIt() throws IOException {
    Dataset strict = format().read(SharedData.path(REAL), ReadOptions.STRICT);
    Path inside = corruptedCopy(9, l -> l.substring(l.indexOf('\t')));
    Dataset d = format().read(inside, ReadOptions.LENIENT);
    assertThat(d.skipped()).singleElement().satisfies(p -> {
      assertThat(p.line()).isEqualTo(10);
      assertThat(p.message()).isEqualTo("expected a question in column 1, found an empty string; question dbqa-corrupted-1 (lines 1-30) dropped");
    });
    assertThat(d.items()).isEqualTo(renamed(strict.items().subList(1, 1324), inside));

    Path between = copyWith(lines -> lines.add(30, "\t多出来的句子。\t0"));
    Dataset b = format().read(between, ReadOptions.LENIENT);
    assertThat(b.skipped()).singleElement().satisfies(p -> {
      assertThat(p.line()).isEqualTo(31);
      assertThat(p.message()).isEqualTo("expected a question in column 1, found an empty string");
    });
    assertThat(b.items()).isEqualTo(renamed(strict.items(), between));
  }

  @Test
  void aQuestionThatComesBackLaterIsANewItemWithANote() throws IOException {
    List<String> lines = new ArrayList<>(realLines().subList(0, 60));
    String firstQuestion = lines.getFirst().substring(0, lines.getFirst().indexOf('\t'));
    lines.add(firstQuestion + "\t又一个句子。\t1");
    Path file = temp.resolve("repeat.tsv");
    Files.write(file, lines);
    Dataset d = format().read(file, ReadOptions.STRICT);
    var last = (AnswerSelectionItem) d.items().getLast();
    assertThat(last.question()).isEqualTo(firstQuestion);
    assertThat(last.candidates()).containsExactly(new Candidate(null, "又一个句子。", 1));
    assertThat(last.id()).isEqualTo("repeat-" + d.items().size());
    assertThat(d.notes()).singleElement().satisfies(n -> {
      assertThat(n.line()).isEqualTo(61);
      assertThat(n.message()).contains("also asked at line 1");
    });
  }

  @Test
  void aLineCutInsideItsQuestionDropsThatQuestionWholeAndMovesNoId() throws IOException {
    // line 15 of question 1 (lines 1-30) cut to its first four characters, so one column
    Path copy = firstLinesWith(60, lines -> lines.set(14, lines.get(14).substring(0, 4)));
    assertThat(Files.readAllLines(copy).get(14)).isEqualTo("“年”字");
    assertThatThrownBy(() -> format().read(copy, ReadOptions.STRICT))
        .isInstanceOf(FormatException.class)
        .hasMessage(copy + ":15: expected 3 tab-separated columns (question, sentence, label) as on line 1, found 1");
    Dataset d = format().read(copy, ReadOptions.LENIENT);
    assertThat(d.items()).singleElement().satisfies(i -> {
      assertThat(i.id()).isEqualTo("first-lines-2");
      assertThat(((AnswerSelectionItem) i).question()).isEqualTo("佛罗伦萨什么时候降水比较多？");
      assertThat(((AnswerSelectionItem) i).candidates()).hasSize(30);
    });
    assertThat(d.skipped()).singleElement().satisfies(p -> {
      assertThat(p.line()).isEqualTo(15);
      assertThat(p.message()).isEqualTo(
          "expected 3 tab-separated columns (question, sentence, label) as on line 1, found 1; question first-lines-1 (lines 1-30) dropped");
    });
    assertThat(d.notes()).isEmpty();
  }

  @Test
  void aLineOfAnotherQuestionBetweenTheLinesOfOneIsABadLineOfItNotTwoQuestions() throws IOException {
    // line 15 keeps its sentence and label but its question lost its last four characters
    Path copy = firstLinesWith(60, lines -> lines.set(14, lines.get(14).replace("“年”字有多少笔？", "“年”字有")));
    assertThatThrownBy(() -> format().read(copy, ReadOptions.STRICT))
        .isInstanceOf(FormatException.class)
        .hasMessage(copy + ":15: expected a line of question '“年”字有多少笔？' (its lines are 1-14 and resume at line 16),"
            + " found question '“年”字有'");
    Dataset d = format().read(copy, ReadOptions.LENIENT);
    assertThat(d.items()).extracting(Item::id).containsExactly("first-lines-2");
    assertThat(d.skipped()).singleElement().satisfies(p -> {
      assertThat(p.line()).isEqualTo(15);
      assertThat(p.message()).endsWith("found question '“年”字有'; question first-lines-1 (lines 1-30) dropped");
    });
    assertThat(d.notes()).isEmpty();
  }

  @Test
  void aCutLastOrFirstLineGoesWithTheQuestionItBelongsTo() throws IOException {
    Path last = firstLinesWith(60, lines -> lines.set(29, "“年”字有多少"));
    Dataset l = format().read(last, ReadOptions.LENIENT);
    assertThat(l.items()).extracting(Item::id).containsExactly("first-lines-2");
    assertThat(l.skipped()).singleElement().satisfies(p -> {
      assertThat(p.line()).isEqualTo(30);
      assertThat(p.message()).endsWith("found 1; question first-lines-1 (lines 1-30) dropped");
    });

    Path first = firstLinesWith(60, lines -> lines.set(30, "佛罗伦萨什么"));
    Dataset f = format().read(first, ReadOptions.LENIENT);
    assertThat(f.items()).extracting(Item::id).containsExactly("first-lines-1");
    assertThat(selection(f).getFirst().candidates()).hasSize(30);
    assertThat(f.skipped()).singleElement().satisfies(p -> {
      assertThat(p.line()).isEqualTo(31);
      assertThat(p.message()).endsWith("found 1; question first-lines-2 (lines 31-60) dropped");
    });

    Path neither = firstLinesWith(60, lines -> lines.add(30, "没有制表符的一行"));
    Dataset n = format().read(neither, ReadOptions.LENIENT);
    assertThat(n.items()).extracting(Item::id).containsExactly("first-lines-1", "first-lines-3");
    assertThat(n.skipped()).singleElement().satisfies(p -> assertThat(p.message()).endsWith("; question first-lines-2 (lines 31-31) dropped"));
  }

  @Test
  void aCutLineThatBothNeighbouringQuestionsBeginWithDropsBoth() throws IOException {
    Dataset strict = format().read(SharedData.path(REAL), ReadOptions.STRICT);
    // lines 21518-21547 ask '维玛公司现在业务拓展了多少个国家？', lines 21548-21577 '维玛有哪些注明演员？'
    Path copy = corruptedCopy(21547, l -> "维玛");
    Dataset d = format().read(copy, ReadOptions.LENIENT);
    assertThat(d.items()).hasSize(1322);
    assertThat(selection(d)).extracting(AnswerSelectionItem::question)
        .doesNotContain("维玛公司现在业务拓展了多少个国家？", "维玛有哪些注明演员？");
    int first = selection(strict).stream().map(AnswerSelectionItem::question).toList().indexOf("维玛公司现在业务拓展了多少个国家？") + 1;
    assertThat(d.skipped()).extracting(p -> p.line()).containsExactly(21548L, 21548L);
    assertThat(d.skipped()).extracting(p -> p.message()).containsExactly(
        "expected 3 tab-separated columns (question, sentence, label) as on line 1, found 1; question dbqa-corrupted-" + first
            + " (lines 21518-21548) dropped",
        "expected 3 tab-separated columns (question, sentence, label) as on line 1, found 1; question dbqa-corrupted-" + (first + 1)
            + " (lines 21548-21577) dropped");
  }

  @Test
  void theTwoFilesOfAPairReadTogetherKeepDistinctIds() throws IOException {
    List<String> lines = realLines();
    Path train = Files.write(temp.resolve("train.tsv"), lines.subList(0, 60));
    // lines 61-116 hold three questions (61-65, 66-86, 87-116); the test layout has no label
    Path test = Files.write(temp.resolve("test.tsv"), lines.subList(60, 116).stream().map(l -> l.substring(0, l.lastIndexOf('\t'))).toList());
    Dataset both = format().read(List.of(train, test), ReadOptions.STRICT);
    assertThat(both.items()).extracting(Item::id).containsExactly("train-1", "train-2", "test-1", "test-2", "test-3");
    assertThat(both.skipped()).isEmpty();
  }

  @Test
  void theSubmissionFollowsTheOrderOfTheItemsNotTheirIds() throws IOException {
    var items = selection(readSample(ReadOptions.STRICT));
    var reversedIds = new ArrayList<AnswerSelectionItem>();
    for (int k = 0; k < items.size(); k++) {
      var i = items.get(k);
      reversedIds.add(AnswerSelectionItem.of(items.get(items.size() - 1 - k).id(), i.question(), i.candidates()));
    }
    Path out = temp.resolve("submission.txt");
    double[] scores = IntStream.range(0, 12).mapToDouble(k -> k).toArray();
    DbqaSubmissionWriter.write(reversedIds, scores, out);
    assertThat(Files.readAllLines(out)).containsExactly("0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11");
  }

  @Test
  void theWriterRefusesWhatTheLayoutCannotHold() {
    var labelled = AnswerSelectionItem.of("a", "问题一？", List.of(new Candidate(null, "句子", 1)));
    var unlabelled = AnswerSelectionItem.of("b", "问题二？", List.of(new Candidate(null, "句子", Candidate.UNLABELLED)));
    var sameQuestion = AnswerSelectionItem.of("c", "问题一？", List.of(new Candidate(null, "别的句子", 0)));
    var tab = AnswerSelectionItem.of("d", "问题三？", List.of(new Candidate(null, "有\t制表符", 0)));
    var kb = new KbQuestionItem("e", "问题？", List.of("答案"), new Triple("s", "p", "答案"), Map.of());
    var writer = (NlpccDbqaFormat) format();
    Path out = temp.resolve("refused.tsv");
    assertThatThrownBy(() -> writer.write(Dataset.of(List.of(labelled, unlabelled)), out))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("item 'b'").hasMessageContaining("all labelled or all unlabelled");
    assertThatThrownBy(() -> writer.write(Dataset.of(List.of(labelled, sameQuestion)), out))
        .hasMessageContaining("items 'a' and 'c' are adjacent and ask the same question");
    assertThatThrownBy(() -> writer.write(Dataset.of(List.of(tab)), out))
        .hasMessageContaining("item 'd': candidate 1 contains a tab or a line break");
    assertThatThrownBy(() -> writer.write(Dataset.of(List.of(kb)), out))
        .hasMessageContaining("expected an answer-selection item for nlpcc-dbqa, found kb-question");
    assertThat(out).doesNotExist();
  }

  @Test
  void theSubmissionHasOneScorePerTestLineInOrder() throws IOException {
    var items = selection(format().read(SharedData.path(REAL), ReadOptions.STRICT));
    int lines = realLines().size();
    double[] scores = new double[lines];
    for (int k = 0; k < lines; k++) {
      scores[k] = k % 7 == 0 ? 1e-7 * k : 1.0 / (k + 1);
    }
    Path out = temp.resolve("submission.txt");
    DbqaSubmissionWriter.write(items, scores, out);
    List<String> written = Files.readAllLines(out, StandardCharsets.UTF_8);
    assertThat(written).hasSize(31_799);
    assertThat(written.get(0)).isEqualTo("0");
    assertThat(written.get(1)).isEqualTo("0.5");
    assertThat(written.get(7)).isEqualTo("0.0000007");
    for (int k = 0; k < lines; k++) {
      assertThat(Double.parseDouble(written.get(k))).isEqualTo(scores[k]);
    }
  }

  @Test
  void theSubmissionRefusesAScoreCountThatDoesNotMatchAndWritesNothing() throws IOException {
    var items = selection(readSample(ReadOptions.STRICT));
    Path out = temp.resolve("submission.txt");
    assertThatThrownBy(() -> DbqaSubmissionWriter.write(items, new double[11], out))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("expected 12 scores (one per candidate line of 4 questions), found 11");
    assertThatThrownBy(() -> DbqaSubmissionWriter.write(items, new double[] {0, 0, 0, 0, 0, 0, 0, 0, Double.NaN, 0, 0, 0}, out))
        .hasMessage("item 'nlpcc-dbqa-sample-3', candidate 1: expected a finite score, found NaN");
    assertThatThrownBy(() -> DbqaSubmissionWriter.writePerItem(items, List.of(new double[3], new double[5], new double[2], new double[3]), out))
        .hasMessage("item 'nlpcc-dbqa-sample-3': expected 1 scores (one per candidate), found 2");
    assertThat(out).doesNotExist();
    DbqaSubmissionWriter.writePerItem(items, List.of(new double[] {0.1, 0.9, 0.2}, new double[5], new double[] {3}, new double[] {-1, 2, 0}), out);
    assertThat(Files.readAllLines(out)).hasSize(12).startsWith("0.1", "0.9", "0.2", "0").endsWith("3", "-1", "2", "0");
  }

  private static List<String> realLines() throws IOException {
    return Files.readAllLines(SharedData.path(REAL), StandardCharsets.UTF_8);
  }

  private Path firstLinesWith(int count, Consumer<List<String>> damage) throws IOException {
    List<String> lines = new ArrayList<>(realLines().subList(0, count));
    damage.accept(lines);
    return Files.write(temp.resolve("first-lines.tsv"), lines);
  }

  /** {@code items} as read from {@code file}: ids are the file's stem and the ordinal. */
  private static List<Item> renamed(List<Item> items, Path file) {
    String stem = Fields.fileStem(file);
    return items.stream()
        .map(AnswerSelectionItem.class::cast)
        .map(i -> (Item) AnswerSelectionItem.of(stem + i.id().substring(i.id().lastIndexOf('-')), i.question(), i.candidates()))
        .toList();
  }

  private Path corruptedCopy(int lineIndex, UnaryOperator<String> damage) throws IOException {
    return copyWith(lines -> lines.set(lineIndex, damage.apply(lines.get(lineIndex))));
  }

  private Path copyWith(Consumer<List<String>> damage) throws IOException {
    List<String> lines = new ArrayList<>(realLines());
    damage.accept(lines);
    Path copy = temp.resolve("dbqa-corrupted.tsv");
    Files.write(copy, lines);
    return copy;
  }
}
