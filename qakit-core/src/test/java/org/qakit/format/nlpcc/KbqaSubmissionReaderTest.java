package org.qakit.format.nlpcc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.format.FormatException;
import org.qakit.format.ReadOptions;
import org.qakit.model.KbQuestionItem;
import org.qakit.solve.Prediction;
import org.qakit.testing.SharedData;

class KbqaSubmissionReaderTest {
  @TempDir Path temp;

  static final List<KbQuestionItem> ITEMS =
      List.of(
          new KbQuestionItem("1", "《三体》这部小说的作者是谁？", List.of("刘慈欣"), null, Map.of()),
          new KbQuestionItem("7", "西湖位于哪个城市？ ", List.of("杭州"), null, Map.of()),
          new KbQuestionItem("3", "银杏的叶片在秋天是什么颜色？", List.of("黄色"), null, Map.of()));

  Path file(String text) throws IOException {
    Path p = temp.resolve("kbqa.submission");
    Files.writeString(p, text);
    return p;
  }

  @Test
  void writeThenReadGivesTheSamePredictions() throws IOException {
    var answers = new LinkedHashMap<String, String>();
    answers.put("1", "刘慈欣");
    answers.put("7", " 杭州 | Hangzhou ");
    answers.put("3", "");
    Path out = temp.resolve("written.submission");
    KbqaSubmissionWriter.write(ITEMS, answers, out);
    var read = KbqaSubmissionReader.read(out);
    assertThat(read.values())
        .containsExactly(
            new Prediction.Answers("1", List.of("刘慈欣")),
            new Prediction.Answers("7", List.of(" 杭州 | Hangzhou ")), // as written: not trimmed, not split
            new Prediction.Answers("3", List.of())); // an empty answer is no answer
  }

  @Test
  void theGoldTrainingFileReadsAsAPerfectSubmission() throws IOException {
    Path gold = SharedData.path("nlpcc-kbqa/nlpcc-iccpol-2016.kbqa.training-data");
    var read = KbqaSubmissionReader.read(gold);
    var items = new NlpccKbqaFormat().read(gold, ReadOptions.STRICT).items();
    assertThat(read).hasSize(14_609);
    for (var item : items) {
      var k = (KbQuestionItem) item;
      var expected = k.answers().getFirst().isEmpty() ? List.<String>of() : k.answers();
      assertThat(read.get(k.id())).isEqualTo(new Prediction.Answers(k.id(), expected));
    }
  }

  @Test
  void lfLineEndsAndAMissingLastSeparatorOrASeparatorBetweenRecordsOnlyAreRead() throws IOException {
    var read = KbqaSubmissionReader.read(file("<question id=1>\tq1\n<answer id=1>\ta1\n<question id=2>\tq2\n<answer id=2>\ta2"));
    assertThat(read.values()).containsExactly(new Prediction.Answers("1", List.of("a1")), new Prediction.Answers("2", List.of("a2")));
  }

  @Test
  void badRecordsAreErrorsAtTheirLine() throws IOException {
    String sep = "=".repeat(50);
    Path p = temp.resolve("kbqa.submission");
    assertThatThrownBy(() -> KbqaSubmissionReader.read(file("<question id=1>\tq\r\n<answer id=2>\ta\r\n")))
        .isInstanceOf(FormatException.class)
        .hasMessage(p + ":2: expected <answer id=1> (the id of the question at line 1), found <answer id=2>");
    assertThatThrownBy(() -> KbqaSubmissionReader.read(file("<question id=1>\tq\r\n<answer id=1>\ta\r\n" + sep + "\r\n<question id=1>\tq\r\n<answer id=1>\tb\r\n")))
        .hasMessage(p + ":4: expected a new question id, found id=1 again (first at line 1)");
    assertThatThrownBy(() -> KbqaSubmissionReader.read(file("<question id=1>\tq\r\n" + sep + "\r\n")))
        .hasMessage(p + ":2: expected '<answer id=1><TAB>answer' after the question at line 1, found a line of '='");
    assertThatThrownBy(() -> KbqaSubmissionReader.read(file("<question id=1>\tq\r\n")))
        .hasMessage(p + ":1: expected '<answer id=1><TAB>answer' after this question, found the end of the file");
    assertThatThrownBy(() -> KbqaSubmissionReader.read(file("刘慈欣\r\n")))
        .hasMessage(p + ":1: expected '<question id=N><TAB>question', found '刘慈欣'");
    assertThatThrownBy(() -> KbqaSubmissionReader.read(file("<question id=1>\tq\r\n<answer id=1>\ta\r\nextra\r\n")))
        .hasMessage(p + ":3: expected a line of '=' after the answer of question 1, found 'extra'");
    assertThatThrownBy(() -> KbqaSubmissionReader.read(file("<question id=1>\tq\r\n<answer id=1>\ta\r\n" + sep + "\r\n\r\n")))
        .hasMessage(p + ":4: expected '<question id=N><TAB>question', found an empty line");
  }
}
