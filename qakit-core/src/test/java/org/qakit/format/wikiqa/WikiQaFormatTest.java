package org.qakit.format.wikiqa;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.qakit.dataset.Dataset;
import org.qakit.format.Format;
import org.qakit.format.FormatContractTest;
import org.qakit.format.FormatException;
import org.qakit.format.Problem;
import org.qakit.format.ReadOptions;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.model.Document;
import org.qakit.testing.SharedData;

class WikiQaFormatTest extends FormatContractTest {
  private static final String DEV = "wikiqa/WikiQA-dev.tsv";
  private static final String TRAIN = "wikiqa/WikiQA-train.DataAlchemist-derived.tsv";

  @Override
  protected Format format() {
    return new WikiQaFormat();
  }

  @Override
  protected int expectedSampleItems() {
    return 8;
  }

  @Test
  void sampleOriginalLayoutKeepsDocumentsGroupsAndQuestionsWithoutAnswers() throws IOException {
    Map<String, AnswerSelectionItem> items = byId(readSample(ReadOptions.STRICT));
    AnswerSelectionItem bees = items.get("Q101");
    assertThat(bees.document()).isEqualTo(new Document("D101", "Honey"));
    assertThat(bees.group()).isEqualTo("D101");
    assertThat(bees.candidates()).extracting(Candidate::id).containsExactly("D101-0", "D101-1", "D101-2");
    assertThat(bees.candidates().get(2).text()).startsWith("\"Raw honey\" is honey");
    assertThat(bees.positives()).isEqualTo(1);
    assertThat(items.get("Q102").group()).isEqualTo("D101");
    assertThat(items.get("Q103").positives()).isZero();
  }

  @Test
  void sampleReshapedLayoutIsUnquotedGroupedByTextAndAcceptsOriginalRows() throws IOException {
    Dataset d = readSample(ReadOptions.STRICT);
    Map<String, AnswerSelectionItem> items = byId(d);
    assertThat(items.get("Q1").candidates().getFirst())
        .isEqualTo(new Candidate("S1", "Tides are the rise and fall of sea levels, caused by the gravity of the Moon and the Sun.", 1));
    AnswerSelectionItem mountain = items.get("Q3");
    assertThat(mountain.question()).isEqualTo("where is mount kosciuszko, australia");
    assertThat(mountain.candidates().get(1).text())
        .isEqualTo("Paweł Strzelecki named it after the Polish patriot \"Tadeusz Kościuszko\" .");
    assertThat(mountain.document()).isNull();
    AnswerSelectionItem telescope = items.get("Q5");
    assertThat(telescope.candidates()).extracting(Candidate::id).containsExactly("S5", "D71-1", "S6");
    assertThat(telescope.candidates().getFirst().text()).startsWith("\"The earliest known telescopes");
    assertThat(telescope.document()).isEqualTo(new Document("D71", "Telescope"));
    assertThat(telescope.positives()).isZero();
    AnswerSelectionItem lightYear = items.get("Q72-D72");
    assertThat(lightYear.candidates()).extracting(Candidate::label).containsExactly(1, 0);
    assertThat(d.notes()).extracting(Problem::line).containsExactly(6L, 7L, 9L, 10L);
    assertThat(d.notes().getFirst().message()).contains("column Sentence opens a CSV quote");
    assertThat(d.notes().get(1).message()).contains("7-column row").contains("QuestionID Q71");
  }

  @Test
  void readsTheRealDevFileWithItsPublishedCounts() throws IOException {
    Dataset d = format().read(SharedData.path(DEV), ReadOptions.STRICT);
    List<AnswerSelectionItem> items = answerSelection(d);
    assertThat(items).hasSize(296);
    assertThat(candidates(items)).hasSize(2733);
    assertThat(items.stream().filter(i -> i.positives() > 0)).hasSize(126);
    assertThat(candidates(items).stream().filter(Candidate::positive)).hasSize(140);
    assertThat(items.stream().map(AnswerSelectionItem::group).distinct()).hasSize(293);
    assertThat(items).allSatisfy(i -> assertThat(i.document().id()).isEqualTo(i.group()));
    assertThat(items.getFirst().id()).isEqualTo("Q8");
    assertThat(items.getFirst().document()).isEqualTo(new Document("D8", "Tissue (biology)"));
    assertThat(candidates(items).stream().filter(c -> c.text().startsWith("\""))).hasSize(27);
    assertThat(d.notes()).isEmpty();
    assertThat(d.skipped()).isEmpty();
  }

  @Test
  void readsTheRealReshapedTrainFileWithItsPublishedCounts() throws IOException {
    Dataset d = format().read(SharedData.path(TRAIN), ReadOptions.STRICT);
    List<AnswerSelectionItem> items = answerSelection(d);
    assertThat(items).hasSize(2118);
    assertThat(candidates(items)).hasSize(20360);
    assertThat(items.stream().filter(i -> i.positives() > 0)).hasSize(873);
    assertThat(candidates(items).stream().filter(Candidate::positive)).hasSize(1040);
    assertThat(candidates(items).stream().filter(c -> c.label() == 0)).hasSize(19320);
    assertThat(items.stream().map(AnswerSelectionItem::id).distinct()).hasSize(2118);
    assertThat(items.getFirst().id()).isEqualTo("Q1");
    assertThat(items.getFirst().question()).isEqualTo("how are glacier caves formed?");
    assertThat(d.skipped()).isEmpty();
    assertThat(d.notes().stream().filter(n -> n.message().contains("7-column row"))).hasSize(13);
    assertThat(d.notes().stream().filter(n -> n.message().contains("opens a CSV quote")))
        .extracting(Problem::line)
        .containsExactly(4092L, 4980L, 5087L, 18348L, 18512L, 18515L);
  }

  @Test
  void theThirteenOriginalRowsOfTheTrainFileCanBeToldApartAndLeftOut() throws IOException {
    List<AnswerSelectionItem> items = answerSelection(format().read(SharedData.path(TRAIN), ReadOptions.STRICT));
    List<Candidate> originalRows =
        candidates(items).stream().filter(c -> !c.id().startsWith("S")).toList();
    assertThat(originalRows).hasSize(13);
    assertThat(originalRows.stream().filter(Candidate::positive)).hasSize(1);
    assertThat(items.stream().filter(i -> i.document() != null))
        .extracting(AnswerSelectionItem::group)
        .containsExactly("D562", "D690", "D691", "D702", "D2528", "D2554");
    AnswerSelectionItem leeroy = byId(Dataset.of(items)).get("Q708-D690");
    assertThat(leeroy.question()).isEqualTo("what does leeroy jenkins mean");
    assertThat(leeroy.candidates()).extracting(Candidate::id).containsExactly("D690-0", "D690-1", "D690-2", "D690-3");
    AnswerSelectionItem bart = byId(Dataset.of(items)).get("Q4979");
    assertThat(bart.question()).isEqualTo("what happened to the officer in bart shooting");
    assertThat(bart.candidates().getFirst().id()).isEqualTo("D691-0");
    assertThat(byId(Dataset.of(items)).get("Q709").question()).isEqualTo("how old is beatrice author");
    long withAnswerAmongReshapedRows =
        items.stream()
            .filter(i -> i.candidates().stream().anyMatch(c -> c.positive() && c.id().startsWith("S")))
            .count();
    assertThat(withAnswerAmongReshapedRows).isEqualTo(872);
    long questionsWithReshapedRows =
        items.stream().filter(i -> i.candidates().stream().anyMatch(c -> c.id().startsWith("S"))).count();
    assertThat(questionsWithReshapedRows).isEqualTo(2117);
  }

  @Test
  void quotedFieldsOfTheReshapedFileAreUnquoted() throws IOException {
    List<AnswerSelectionItem> items = answerSelection(format().read(SharedData.path(TRAIN), ReadOptions.STRICT));
    List<Candidate> reshaped = candidates(items).stream().filter(c -> c.id().startsWith("S")).toList();
    assertThat(reshaped.stream().filter(c -> c.text().startsWith("\""))).hasSize(6);
    // four sentences held an empty quotation "" upstream; written """" in the file
    assertThat(reshaped.stream().filter(c -> c.text().contains("\"\"")))
        .extracting(Candidate::id)
        .containsExactly("S9075", "S11052", "S11884", "S13489");
    assertThat(items.getFirst().candidates().get(4).text())
        .isEqualTo("Glacier caves are often called ice caves , but this term is properly used to describe bedrock caves that contain year-round ice.");
    assertThat(items.stream().filter(i -> i.question().contains(",") || i.question().contains("\""))).hasSize(46);
    assertThat(items.stream().filter(i -> i.question().startsWith("\""))).isEmpty();
  }

  @Test
  void aRowWithAMissingColumnStopsTheRunWithFileAndLine() throws IOException {
    Path copy = corruptedCopy(DEV, lines -> lines.set(9, lines.get(9).substring(0, lines.get(9).lastIndexOf('\t'))));
    assertThatThrownBy(() -> format().read(copy, ReadOptions.STRICT))
        .isInstanceOf(FormatException.class)
        .hasMessage(copy + ":10: expected 7 tab-separated columns, found 6");
  }

  @Test
  void lenientReadingDropsTheQuestionsOfTheBadRowsWholeAndKeepsTheRest() throws IOException {
    Path copy =
        corruptedCopy(
            DEV,
            lines -> {
              lines.set(9, lines.get(9).substring(0, lines.get(9).lastIndexOf('\t')));
              lines.set(19, lines.get(19).substring(0, lines.get(19).length() - 1) + "2");
            });
    Dataset d = format().read(copy, ReadOptions.LENIENT);
    // Q8 (lines 2-10, 9 rows) and Q48 (lines 16-24, 9 rows) go whole; Q11 between them stays whole
    assertThat(d.items()).hasSize(294);
    assertThat(candidates(answerSelection(d))).hasSize(2733 - 9 - 9);
    assertThat(byId(d)).doesNotContainKeys("Q8", "Q48");
    assertThat(byId(d).get("Q11").candidates()).hasSize(5);
    assertThat(d.skipped()).extracting(Problem::line).containsExactly(10L, 20L);
    assertThat(d.skipped()).extracting(Problem::message).containsExactly(
        "expected 7 tab-separated columns, found 6; question 'Q8' (lines 2-10) dropped",
        "expected Label 0 or 1, found '2'; question 'Q48' (lines 16-24) dropped");
  }

  @Test
  void aBadLabelDropsItsThreeRowQuestionWholeInsteadOfReadingTwoCandidates() throws IOException {
    Dataset strict = format().read(SharedData.path(DEV), ReadOptions.STRICT);
    assertThat(byId(strict).get("Q339").candidates()).hasSize(3);
    Path copy = corruptedCopy(DEV, lines -> lines.set(344, lines.get(344).substring(0, lines.get(344).length() - 1) + "2"));
    assertThatThrownBy(() -> format().read(copy, ReadOptions.STRICT))
        .isInstanceOf(FormatException.class)
        .hasMessage(copy + ":345: expected Label 0 or 1, found '2'");
    Dataset d = format().read(copy, ReadOptions.LENIENT);
    assertThat(d.items()).hasSize(295);
    assertThat(byId(d)).doesNotContainKey("Q339").containsKeys("Q335", "Q347");
    assertThat(candidates(answerSelection(d))).hasSize(2733 - 3);
    assertThat(d.skipped()).singleElement().satisfies(p -> {
      assertThat(p.line()).isEqualTo(345);
      assertThat(p.message()).isEqualTo("expected Label 0 or 1, found '2'; question 'Q339' (lines 344-346) dropped");
    });
    List<AnswerSelectionItem> others = answerSelection(strict).stream().filter(i -> !i.id().equals("Q339")).toList();
    assertThat(answerSelection(d)).isEqualTo(others);
  }

  @Test
  void aRowWithNoQuestionIdDropsTheQuestionAroundItButNotTheQuestionsBesideIt() throws IOException {
    // line 346 is Q339's last row; within Q339 it is a candidate lost, between Q339 and Q347 it is no one's
    Path inside = corruptedCopy(DEV, lines -> lines.set(344, lines.get(344).substring(lines.get(344).indexOf('\t'))));
    assertThatThrownBy(() -> format().read(inside, ReadOptions.STRICT))
        .hasMessage(inside + ":345: expected a value in column QuestionID, found an empty column");
    Dataset d = format().read(inside, ReadOptions.LENIENT);
    assertThat(d.items()).hasSize(295);
    assertThat(byId(d)).doesNotContainKey("Q339");
    assertThat(d.skipped()).singleElement().satisfies(p -> assertThat(p.message()).endsWith("; question 'Q339' (lines 344-346) dropped"));

    Path between = corruptedCopy(DEV, lines -> lines.add(346, "no tab here"));
    Dataset b = format().read(between, ReadOptions.LENIENT);
    assertThat(b.items()).isEqualTo(format().read(SharedData.path(DEV), ReadOptions.STRICT).items());
    assertThat(b.skipped()).singleElement().satisfies(p -> {
      assertThat(p.line()).isEqualTo(347);
      assertThat(p.message()).isEqualTo("expected 7 tab-separated columns, found 1");
    });
  }

  @Test
  void aQuestionWhoseRowsReappearLaterIsABadRecord() throws IOException {
    Path copy = corruptedCopy(DEV, lines -> lines.add(lines.remove(1)));
    assertThatThrownBy(() -> format().read(copy, ReadOptions.STRICT))
        .isInstanceOf(FormatException.class)
        .hasMessage(copy + ":2734: expected the rows of a question to be contiguous, found question 'Q8' again (its rows began at line 2)");
    Dataset d = format().read(copy, ReadOptions.LENIENT);
    assertThat(d.items()).hasSize(295);
    assertThat(byId(d)).doesNotContainKey("Q8");
    assertThat(candidates(answerSelection(d))).hasSize(2733 - 9);
    assertThat(d.skipped()).singleElement().satisfies(p -> {
      assertThat(p.line()).isEqualTo(2734);
      assertThat(p.message()).endsWith("again (its rows began at line 2); question 'Q8' (lines 2-9 and 2734-2734) dropped");
    });
  }

  @Test
  void aRowWhoseQuestionWasCutBetweenTheRowsOfItsQuestionIsABadRowOfItNotAQuestion() throws IOException {
    // lines 14-21 ask "how did apollo creed die"; line 16 keeps its five columns but its Question is cut
    Path copy = firstLinesWith(TRAIN, 40, lines -> lines.set(15, lines.get(15).replace("\thow did apollo creed die\t", "\thow did \t")));
    assertThatThrownBy(() -> format().read(copy, ReadOptions.STRICT))
        .isInstanceOf(FormatException.class)
        .hasMessage(copy + ":16: expected a row of question 'how did apollo creed die' (its rows are lines 14-15 and resume at line 17),"
            + " found question 'how did '");
    Dataset d = format().read(copy, ReadOptions.LENIENT);
    Dataset whole = format().read(firstLinesWith(TRAIN, 40, lines -> {}), ReadOptions.STRICT);
    assertThat(answerSelection(d)).extracting(AnswerSelectionItem::question)
        .containsExactly("how are glacier caves formed?", "How are the directions of the velocity and force vectors related in a circular motion",
            "how long is the term for federal judges", "how a beretta model 21 pistols magazines works", "how a vul works");
    assertThat(answerSelection(d)).isEqualTo(answerSelection(whole).stream().filter(i -> !i.question().equals("how did apollo creed die")).toList());
    assertThat(d.skipped()).singleElement().satisfies(p -> {
      assertThat(p.line()).isEqualTo(16);
      assertThat(p.message()).endsWith("found question 'how did '; question 'how did apollo creed die' (lines 14-21) dropped");
    });
  }

  @Test
  void aQuestionIdChangedInOneRowOfThePublishedLayoutBlamesThatRow() throws IOException {
    // Q8 is lines 2-10
    Path copy = corruptedCopy(DEV, lines -> lines.set(4, lines.get(4).replaceFirst("^Q8\t", "Q9\t")));
    assertThatThrownBy(() -> format().read(copy, ReadOptions.STRICT))
        .hasMessage(copy + ":5: expected a row of question 'Q8' (its rows are lines 2-4 and resume at line 6), found question 'Q9'");
    Dataset d = format().read(copy, ReadOptions.LENIENT);
    assertThat(d.items()).hasSize(295);
    assertThat(byId(d)).doesNotContainKeys("Q8", "Q9");
    assertThat(d.skipped()).singleElement().satisfies(p -> assertThat(p.message()).endsWith("; question 'Q8' (lines 2-10) dropped"));
  }

  @Test
  void aRowCutInsideItsQuestionColumnGoesWithTheQuestionsItCanBelongTo() throws IOException {
    // line 21 is the last row of "how did apollo creed die"; line 22 begins "how long is the term for federal judges"
    Path apollo = firstLinesWith(TRAIN, 40, lines -> lines.set(20, "Q20\thow did apo"));
    Dataset a = format().read(apollo, ReadOptions.LENIENT);
    assertThat(a.items()).hasSize(5);
    assertThat(answerSelection(a)).noneMatch(i -> i.question().equals("how did apollo creed die"));
    assertThat(a.skipped()).singleElement().satisfies(p -> {
      assertThat(p.line()).isEqualTo(21);
      assertThat(p.message()).isEqualTo(
          "expected 5 tab-separated columns (or 7 for an original row), found 2; question 'how did apollo creed die' (lines 14-21) dropped");
    });

    Path both = firstLinesWith(TRAIN, 40, lines -> lines.set(20, "Q20\thow "));
    Dataset b = format().read(both, ReadOptions.LENIENT);
    assertThat(answerSelection(b)).extracting(AnswerSelectionItem::question)
        .doesNotContain("how did apollo creed die", "how long is the term for federal judges")
        .hasSize(4);
    assertThat(b.skipped()).extracting(Problem::line).containsExactly(21L, 21L);
    assertThat(b.skipped()).extracting(Problem::message).satisfiesExactly(
        m -> assertThat(m).endsWith("found 2; question 'how did apollo creed die' (lines 14-21) dropped"),
        m -> assertThat(m).endsWith("found 2; question 'how long is the term for federal judges' (lines 21-28) dropped"));
  }

  @Test
  void theDevFileAndTheReshapedTrainFileShareTwentyNineIdsAndCannotBeReadTogether() throws IOException {
    Path dev = SharedData.path(DEV);
    Path train = SharedData.path(TRAIN);
    assertThatThrownBy(() -> format().read(List.of(dev, train), ReadOptions.STRICT))
        .isInstanceOf(FormatException.class)
        .hasMessageContaining(train.toString())
        .hasMessageContaining("expected item ids unique across the files read, found 'Q253' already in " + dev);
    Dataset both = format().read(List.of(dev, train), ReadOptions.LENIENT);
    assertThat(both.skipped()).hasSize(29).allSatisfy(p -> assertThat(p.message()).contains("expected item ids unique across the files read"));
    assertThat(both.items()).hasSize(296 + 2118 - 29);
  }

  @Test
  void aRowThatContradictsItsQuestionIsNamed() throws IOException {
    Path copy = corruptedCopy(DEV, lines -> lines.set(2, lines.get(2).replace("\tD8\t", "\tD9\t")));
    assertThatThrownBy(() -> format().read(copy, ReadOptions.STRICT))
        .hasMessage(copy + ":3: expected the document of question 'Q8' (line 2), D8 'Tissue (biology)', found D9 'Tissue (biology)'");
  }

  @Test
  void aSixColumnRowInTheReshapedFileIsABadRecord() throws IOException {
    Path copy = corruptedCopy(TRAIN, lines -> lines.set(1, lines.get(1) + "\textra"));
    assertThatThrownBy(() -> format().read(copy, ReadOptions.STRICT))
        .hasMessage(copy + ":2: expected 5 tab-separated columns (or 7 for an original row), found 6");
    Dataset d = format().read(copy, ReadOptions.LENIENT);
    // the row's Question is Q1's, "how are glacier caves formed?" (5 rows): that question goes whole
    assertThat(d.items()).hasSize(2117);
    assertThat(candidates(answerSelection(d))).hasSize(20360 - 5);
    assertThat(answerSelection(d)).noneMatch(i -> i.question().equals("how are glacier caves formed?"));
    assertThat(d.skipped()).singleElement().satisfies(p -> assertThat(p.message())
        .endsWith("found 6; question 'how are glacier caves formed?' (lines 2-6) dropped"));
  }

  @Test
  void anUnknownHeaderStopsTheReadEvenWhenLenient() throws IOException {
    Path copy = corruptedCopy(DEV, lines -> lines.set(0, lines.get(0).replace("Label", "Answer")));
    for (ReadOptions options : List.of(ReadOptions.STRICT, ReadOptions.LENIENT)) {
      assertThatThrownBy(() -> format().read(copy, options))
          .isInstanceOf(FormatException.class)
          .hasMessageStartingWith(copy + ":1: expected a WikiQA header")
          .hasMessageEndingWith("found 'QuestionID<TAB>Question<TAB>DocumentID<TAB>DocumentTitle<TAB>SentenceID<TAB>Sentence<TAB>Answer'");
    }
    Path empty = Files.writeString(temp.resolve("empty.tsv"), "");
    assertThatThrownBy(() -> format().read(empty, ReadOptions.LENIENT))
        .hasMessageStartingWith(empty + ": expected a WikiQA header")
        .hasMessageEndingWith("found an empty file");
  }

  private Path firstLinesWith(String file, int count, java.util.function.Consumer<List<String>> damage) throws IOException {
    List<String> lines = new ArrayList<>(Files.readAllLines(SharedData.path(file)).subList(0, count));
    damage.accept(lines);
    return Files.write(temp.resolve("first-lines-" + Path.of(file).getFileName()), lines);
  }

  private Path corruptedCopy(String file, java.util.function.Consumer<List<String>> damage) throws IOException {
    List<String> lines = new ArrayList<>(Files.readAllLines(SharedData.path(file)));
    damage.accept(lines);
    Path copy = temp.resolve("corrupted-" + Path.of(file).getFileName());
    Files.write(copy, lines);
    return copy;
  }

  private static List<AnswerSelectionItem> answerSelection(Dataset d) {
    return d.items().stream().map(AnswerSelectionItem.class::cast).toList();
  }

  private static List<Candidate> candidates(List<AnswerSelectionItem> items) {
    return items.stream().flatMap(i -> i.candidates().stream()).toList();
  }

  private static Map<String, AnswerSelectionItem> byId(Dataset d) {
    return answerSelection(d).stream()
        .collect(Collectors.toMap(AnswerSelectionItem::id, Function.identity(), (a, b) -> {
                  throw new AssertionError("duplicate id " + a.id());
                }));
  }
}
