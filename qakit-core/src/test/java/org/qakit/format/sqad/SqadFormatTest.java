package org.qakit.format.sqad;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.qakit.dataset.Dataset;
import org.qakit.dataset.Samples;
import org.qakit.format.Format;
import org.qakit.format.FormatContractTest;
import org.qakit.format.FormatException;
import org.qakit.format.Problem;
import org.qakit.format.ReadOptions;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.model.Document;
import org.qakit.model.ExtractionItem;
import org.qakit.model.Item;
import org.qakit.model.Passage;

class SqadFormatTest extends FormatContractTest {
  private static final ReadOptions SENTENCES = ReadOptions.STRICT.withView("sentence-selection");
  private static final ReadOptions DOCUMENTS = ReadOptions.STRICT.withView("document-selection");
  private static final ReadOptions LENIENT_DOCUMENTS = ReadOptions.LENIENT.withView("document-selection");

  @Override
  protected Format format() {
    return new SqadFormat();
  }

  @Override
  protected int expectedSampleItems() {
    return 5;
  }

  @Test
  void extractionIsTheDefaultViewAndDetokenisesWithGlue() throws IOException {
    List<ExtractionItem> items = extraction(readSample(ReadOptions.STRICT));
    assertThat(items).extracting(Item::id).containsExactly("000001", "000002", "000003", "000004", "000005");
    assertThat(items).extracting(Item::question)
        .containsExactly(
            "Jak dlouhá je Sázava?",
            "Kdo založil klášter na Sázavě?",
            "Ve kterém roce bylo centrum Telče zapsáno na seznam UNESCO?",
            "Kdy byl položen základní kámen Karlova mostu?",
            "Kdo položil jeho základní kámen?");
    assertThat(items).extracting(ExtractionItem::answers)
        .containsExactly(List.of("225 km"), List.of("Prokop"), List.of("1992"), List.of("9. července 1357"), List.of("Karel IV."));
    assertThat(items.get(0).passage()).isEqualTo("Sázava je dlouhá 225 km.");
    assertThat(items.get(4).passage())
        .isEqualTo("Karlův most spojuje Staré Město a Malou Stranu. Základní kámen mostu položil Karel IV. 9. července 1357.");
  }

  @Test
  void groupsAreTheArticlesThatLinkFilesShare() throws IOException {
    List<ExtractionItem> items = extraction(readSample(ReadOptions.STRICT));
    assertThat(items).extracting(Item::group).containsExactly("000001", "000001", "000003", "000004", "000004");
  }

  @Test
  void metadataBecomesTypesWithAndWithoutUserIdAndQuestionContext() throws IOException {
    List<ExtractionItem> items = extraction(readSample(ReadOptions.STRICT));
    assertThat(items.get(0).types())
        .containsExactlyInAnyOrderEntriesOf(Map.of("question_type", "NUMERIC", "answer_type", "NUMERIC", "userID", "xukazka1"));
    assertThat(items.get(1).types()).containsExactlyInAnyOrderEntriesOf(Map.of("question_type", "PERSON", "answer_type", "PERSON"));
    assertThat(items.get(4).types())
        .containsEntry("has_question_context", "true")
        .containsEntry("question_type", "PERSON")
        .hasSize(4);
    assertThat(items.subList(0, 4)).allSatisfy(i -> assertThat(i.types()).doesNotContainKey("has_question_context"));
  }

  @Test
  void sentenceSelectionLabelsTheAnswerSentencesOfTheArticle() throws IOException {
    List<AnswerSelectionItem> items = selection(readSample(SENTENCES));
    assertThat(items).extracting(i -> labels(i.candidates()))
        .containsExactly(List.of(0, 0, 1, 0), List.of(0, 0, 0, 1), List.of(0, 1, 0), List.of(0, 1, 0), List.of(1, 1, 0));
    assertThat(items.get(0).candidates().get(0).text()).isEqualTo("Sázava je řeka ve středních Čechách.");
    assertThat(items.get(4).document()).isEqualTo(new Document("000004", "Karlův most"));
    assertThat(items.get(4).group()).isEqualTo("000004");
    assertThat(items.get(4).candidates().get(2)).as("negatives shared by the article's items").isSameAs(items.get(3).candidates().get(2));
  }

  @Test
  void documentSelectionRanksAllArticlesAndShipsThemAsPassages() throws IOException {
    Dataset d = readSample(DOCUMENTS);
    assertThat(d.passages()).extracting(Passage::id).containsExactly("000001", "000003", "000004");
    assertThat(d.passages()).extracting(Passage::title).containsExactly("Sázava", "Telč", "Karlův most");
    assertThat(d.passages().get(2).text().lines())
        .containsExactly(
            "Karlův most spojuje Staré Město a Malou Stranu.",
            "Základní kámen mostu položil Karel IV. 9. července 1357.",
            "Most je dlouhý přibližně 516 metrů.");
    List<AnswerSelectionItem> items = selection(d);
    assertThat(items).allSatisfy(
        i -> {
          assertThat(i.candidates()).extracting(Candidate::id).containsExactly("000001", "000003", "000004");
          assertThat(i.positives()).isEqualTo(1);
          assertThat(i.candidates().stream().filter(Candidate::positive).findFirst().orElseThrow().id()).isEqualTo(i.group());
        });
    assertThat(items.get(0).candidates().get(1).text()).isEqualTo("Telč");
    assertThat(items.get(4).candidates()).as("one list per gold article").isSameAs(items.get(3).candidates());
    assertThat(items.get(0).candidates().get(1)).as("one negative per article").isSameAs(items.get(3).candidates().get(1));
  }

  @Test
  void theDatasetRootHoldingDataReadsLikeTheDataFolder() throws IOException {
    Path data = sample();
    assertThat(format().read(data.getParent(), SENTENCES).items()).isEqualTo(format().read(data, SENTENCES).items());
  }

  @Test
  void realSymbolicLinksReadLikeLinkFiles() throws IOException {
    Path data = sample();
    Dataset before = format().read(data, DOCUMENTS);
    for (String record : List.of("000002", "000005")) {
      Path link = data.resolve(record + "/03text.vert");
      String target = Files.readString(link);
      Files.delete(link);
      Files.createSymbolicLink(link, Path.of(target));
    }
    assertThat(Files.isSymbolicLink(data.resolve("000002/03text.vert"))).isTrue();
    Dataset after = format().read(data, DOCUMENTS);
    assertThat(after.items()).isEqualTo(before.items());
    assertThat(after.passages()).isEqualTo(before.passages());
  }

  @Test
  void aSymbolicLinkOutOfTheDataFolderIsRejected() throws IOException {
    Path data = sample();
    Path outside = temp.resolve("outside.vert");
    Files.copy(data.resolve("000001/03text.vert"), outside);
    Path link = data.resolve("000002/03text.vert");
    Files.delete(link);
    Files.createSymbolicLink(link, outside);
    assertThatThrownBy(() -> format().read(data, ReadOptions.STRICT))
        .isInstanceOf(FormatException.class)
        .hasMessageStartingWith(link + ": expected the link '" + outside + "' to stay inside the data folder ");
    Dataset lenient = format().read(data, ReadOptions.LENIENT);
    assertThat(lenient.items()).extracting(Item::id).containsExactly("000001", "000003", "000004", "000005");
    assertThat(lenient.skipped()).extracting(Problem::file).containsExactly(link.toString());
  }

  @Test
  void aLinkFileOutOfTheDataFolderIsRejected() throws IOException {
    Path data = sample();
    Files.createDirectories(temp.resolve("sample/elsewhere"));
    Files.copy(data.resolve("000001/03text.vert"), temp.resolve("sample/elsewhere/03text.vert"));
    Path link = data.resolve("000002/03text.vert");
    Files.writeString(link, "../../elsewhere/03text.vert");
    assertThatThrownBy(() -> format().read(data, ReadOptions.STRICT))
        .hasMessageStartingWith(link + ":1: expected the link '../../elsewhere/03text.vert' to stay inside the data folder ");
  }

  @Test
  void aLinkToAMissingRecordIsRejected() throws IOException {
    Path data = sample();
    Path link = data.resolve("000005/03text.vert");
    Files.writeString(link, "../000009/03text.vert\n");
    assertThatThrownBy(() -> format().read(data, ReadOptions.STRICT))
        .hasMessage(link + ":1: expected the link '../000009/03text.vert' to lead to an article text file, found no file at "
            + data.resolve("000009/03text.vert"));
  }

  @Test
  void aCycleOfLinksIsRejected() throws IOException {
    Path data = sample();
    Files.writeString(data.resolve("000002/03text.vert"), "../000005/03text.vert");
    Files.writeString(data.resolve("000005/03text.vert"), "../000002/03text.vert");
    assertThatThrownBy(() -> format().read(data, ReadOptions.STRICT))
        .hasMessageStartingWith(data.resolve("000002/03text.vert") + ": expected a text link chain of at most 8 links, found a longer one (a cycle?)");
    assertThat(format().read(data, ReadOptions.LENIENT).items()).extracting(Item::id).containsExactly("000001", "000003", "000004");
  }

  @Test
  void aMissingRecordFileIsNamed() throws IOException {
    Path data = sample();
    Files.delete(data.resolve("000003/05metadata.txt"));
    assertThatThrownBy(() -> format().read(data, ReadOptions.STRICT))
        .isInstanceOf(FormatException.class)
        .hasMessage(data.resolve("000003/05metadata.txt") + ": expected the record file 05metadata.txt in " + data.resolve("000003") + ", found none");
  }

  @Test
  void aMetadataLineThatIsNotATagIsReportedWithItsLine() throws IOException {
    Path data = sample();
    Path file = corrupt(data, "000003/05metadata.txt", 1, line -> "a_type: DATETIME");
    assertThatThrownBy(() -> format().read(data, ReadOptions.STRICT))
        .hasMessage(file + ":2: expected a metadata line <tag>value</tag>, found 'a_type: DATETIME'");
  }

  @Test
  void aTokenLineWithTwoColumnsIsReportedWithItsLine() throws IOException {
    Path data = sample();
    Path file = corrupt(data, "000004/06answer.selection.vert", 2, line -> line.substring(0, line.lastIndexOf('\t', line.lastIndexOf('\t') - 1)));
    assertThatThrownBy(() -> format().read(data, ReadOptions.STRICT))
        .hasMessage(file + ":3: expected a token line of at least 3 tab-separated columns (word, lemma, tag), found 2: 'kámen\tkámen'");
  }

  @Test
  void anEmptyQuestionIsABadRecord() throws IOException {
    Path data = sample();
    Path file = data.resolve("000001/01question.vert");
    Files.writeString(file, "<s>\n</s>\n");
    assertThatThrownBy(() -> format().read(data, ReadOptions.STRICT))
        .hasMessage(file + ": expected a question (at least one token), found none");
  }

  @Test
  void anAnswerSentenceMissingFromTheArticleIsABadRecord() throws IOException {
    Path data = sample();
    Path file = corrupt(data, "000003/06answer.selection.vert", 7, line -> line.replace("1992", "1993"));
    assertThatThrownBy(() -> format().read(data, SENTENCES))
        .hasMessage(file + ":1: expected every answer-selection sentence in the article " + data.resolve("000003/03text.vert")
            + ", found one that is not there: 'Historické centrum Telče bylo v roce 1993 zapsáno na seznam světového dědictví UNESCO.'");
  }

  @Test
  void lenientReadingSkipsExactlyTheBadRecordsInEveryView() throws IOException {
    Path data = sample();
    Path metadata = corrupt(data, "000003/05metadata.txt", 0, line -> "<q_type>DATETIME");
    Path extraction = corrupt(data, "000005/09answer_extraction.vert", 1, line -> "Karel");
    for (ReadOptions options : List.of(ReadOptions.LENIENT, new ReadOptions(true, "sentence-selection"), LENIENT_DOCUMENTS)) {
      Dataset d = format().read(data, options);
      assertThat(d.items()).extracting(Item::id).containsExactly("000001", "000002", "000004");
      assertThat(d.skipped()).extracting(Problem::toString)
          .containsExactly(
              metadata + ":1: expected a metadata line <tag>value</tag>, found '<q_type>DATETIME'",
              extraction + ":2: expected a token line of at least 3 tab-separated columns (word, lemma, tag), found 1: 'Karel'");
    }
    assertThat(format().read(data, LENIENT_DOCUMENTS).passages()).extracting(Passage::id).containsExactly("000001", "000004");
  }

  @Test
  void aBadSharedArticleSkipsEveryRecordOnIt() throws IOException {
    Path data = sample();
    Path text = corrupt(data, "000004/03text.vert", 13, line -> "<s>");
    Dataset d = format().read(data, ReadOptions.LENIENT);
    assertThat(d.items()).extracting(Item::id).containsExactly("000001", "000002", "000003");
    assertThat(d.skipped()).extracting(Problem::toString)
        .containsOnly(text + ":14: expected </s> closing the sentence opened on line 13 before the next <s>, found <s>")
        .hasSize(2);
  }

  @Test
  void otherStructuresAttributesBareTokensAndAnOldAnswerFileAreRead() throws IOException {
    Path data = sample();
    Files.writeString(
        data.resolve("000003/03text.vert"),
        """
        <doc id="Telč">
        <p>
        <s desamb="1">
        Telč\tTelč\tk1gFnSc1
        je\tbýt\tk5eAaImIp3nS

        město\tměsto\tk1gNnSc1
        <g/>
        .\t.\tkIx.
        </s>
        </p>
        """
            + Files.readString(data.resolve("000003/03text.vert")).lines().skip(10).reduce("", (a, b) -> a + b + "\n")
            + "</doc>\n");
    Files.writeString(data.resolve("000003/02answer.vert"), "<s>\nv\tv\tk7c6\nroce\trok\tk1gInSc6\n1992\t[number]\tk4\n</s>\n");
    Files.writeString(data.resolve("README.txt"), "not a record\n");
    Dataset d = format().read(data, SENTENCES);
    var telc = (AnswerSelectionItem) d.items().get(2);
    assertThat(telc.candidates()).extracting(Candidate::text).first().isEqualTo("Telč je město.");
    assertThat(labels(telc.candidates())).containsExactly(0, 1, 0);
    assertThat(d.notes()).extracting(Problem::message).containsExactly("ignored README.txt: not a record folder (NNNNNN)");
    var extraction = (ExtractionItem) format().read(data, ReadOptions.STRICT).items().get(2);
    assertThat(extraction.answers()).containsExactly("1992", "v roce 1992");
  }

  @Test
  void anUnclosedSentenceIsReportedWhereItOpens() throws IOException {
    Path data = sample();
    Path file = data.resolve("000001/10title.vert");
    Files.writeString(file, "<s>\nSázava\tSázava\tk1gFnSc1\tSázava\n");
    assertThatThrownBy(() -> format().read(data, ReadOptions.STRICT))
        .hasMessage(file + ":1: expected </s> closing the sentence opened here, found the end of the file");
  }

  @Test
  void aPathThatIsNoFolderOrHoldsNoRecordsIsRejected() throws IOException {
    Path file = Files.writeString(temp.resolve("questions.txt"), "x\n");
    assertThatThrownBy(() -> format().read(file, ReadOptions.STRICT))
        .isInstanceOf(FormatException.class)
        .hasMessage(file + ": expected a SQAD data folder (data/NNNNNN/...) or the dataset root holding it, found a file");
    Path empty = Files.createDirectories(temp.resolve("empty/data"));
    assertThatThrownBy(() -> format().read(empty.getParent(), ReadOptions.LENIENT))
        .hasMessage(empty + ": expected record folders named NNNNNN (000001, 000002, ...), found none");
  }

  private Path sample() throws IOException {
    return Samples.materialize(format().id(), temp.resolve("sample")).getFirst();
  }

  private static Path corrupt(Path data, String file, int lineIndex, UnaryOperator<String> damage) throws IOException {
    Path path = data.resolve(file);
    var lines = new java.util.ArrayList<>(Files.readAllLines(path));
    lines.set(lineIndex, damage.apply(lines.get(lineIndex)));
    Files.write(path, lines);
    return path;
  }

  private static List<ExtractionItem> extraction(Dataset d) {
    return d.items().stream().map(ExtractionItem.class::cast).toList();
  }

  private static List<AnswerSelectionItem> selection(Dataset d) {
    return d.items().stream().map(AnswerSelectionItem.class::cast).toList();
  }

  private static List<Integer> labels(List<Candidate> candidates) {
    return candidates.stream().map(Candidate::label).toList();
  }
}
