package org.qakit.format.nlpcc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.dataset.Samples;
import org.qakit.format.FormatException;
import org.qakit.format.ReadOptions;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Item;
import org.qakit.model.KbQuestionItem;
import org.qakit.solve.Prediction;
import org.qakit.testing.SharedData;

class DbqaSubmissionReaderTest {
  @TempDir Path temp;

  /** The sample's 4 questions with 3, 5, 1 and 3 candidates: 12 lines. */
  List<AnswerSelectionItem> sample() throws IOException {
    var paths = Samples.materialize("nlpcc-dbqa", temp.resolve("sample"));
    return new NlpccDbqaFormat().read(paths, ReadOptions.STRICT).items().stream().map(AnswerSelectionItem.class::cast).toList();
  }

  Path lines(String... lines) throws IOException {
    Path p = temp.resolve("scores.txt");
    Files.writeString(p, String.join("\n", lines) + "\n");
    return p;
  }

  @Test
  void writeThenReadGivesTheSamePredictionsPerItemInOrder() throws IOException {
    var items = sample();
    var perItem = List.of(new double[] {0.1, 0.9, 0.2}, new double[] {1e-7, -3, 0, 2.5, 2.5}, new double[] {3}, new double[] {-1, 2, 1.0 / 3});
    Path out = temp.resolve("submission.txt");
    DbqaSubmissionWriter.writePerItem(items, perItem, out);
    var read = DbqaSubmissionReader.read(out, items);
    assertThat(read.keySet()).containsExactly(items.stream().map(Item::id).toArray(String[]::new));
    for (int i = 0; i < items.size(); i++) {
      var expected = new ArrayList<Double>();
      for (double v : perItem.get(i)) {
        expected.add(v);
      }
      assertThat(read.get(items.get(i).id())).isEqualTo(new Prediction.CandidateScores(items.get(i).id(), expected));
    }
  }

  @Test
  void aLineCountThatDiffersFromTheTestFileIsAnErrorNamingBothCounts() throws IOException {
    var items = sample();
    String[] eleven = new String[11];
    java.util.Arrays.fill(eleven, "0.5");
    assertThatThrownBy(() -> DbqaSubmissionReader.read(lines(eleven), items))
        .isInstanceOf(FormatException.class)
        .hasMessage(temp.resolve("scores.txt") + ": expected 12 lines (one score per candidate line of the test file: 4 questions, 12 lines), found 11 lines");
    String[] thirteen = new String[13];
    java.util.Arrays.fill(thirteen, "1");
    assertThatThrownBy(() -> DbqaSubmissionReader.read(lines(thirteen), items)).hasMessageEndingWith("found 13 lines");
  }

  @Test
  void aLineThatIsNotAFiniteDecimalIsAnErrorAtItsLine() throws IOException {
    var items = sample();
    String[] good = new String[12];
    java.util.Arrays.fill(good, " 0.25\t");
    assertThat(DbqaSubmissionReader.read(lines(good), items).get("nlpcc-dbqa-sample-3"))
        .isEqualTo(new Prediction.CandidateScores("nlpcc-dbqa-sample-3", List.of(0.25)));
    for (String bad : List.of("abc", "NaN", "Infinity", "0x1p3", "1d", "0.5 0.6", "")) {
      String[] copy = good.clone();
      copy[4] = bad;
      String found = bad.isEmpty() ? "an empty line" : "'" + bad + "'";
      assertThatThrownBy(() -> DbqaSubmissionReader.read(lines(copy), items))
          .as(bad)
          .hasMessage(temp.resolve("scores.txt") + ":5: expected a score (a decimal number), found " + found);
    }
    String[] huge = good.clone();
    huge[11] = "1e400";
    assertThatThrownBy(() -> DbqaSubmissionReader.read(lines(huge), items))
        .hasMessage(temp.resolve("scores.txt") + ":12: expected a finite score, found '1e400'");
  }

  @Test
  void itemsOtherThanAnswerSelectionAreRefused() throws IOException {
    var kb = new KbQuestionItem("1", "问？", List.of("甲"), null, java.util.Map.of());
    assertThatThrownBy(() -> DbqaSubmissionReader.read(lines("1"), List.of(kb)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("a DBQA submission scores answer-selection items, found item '1' of kind kb-question");
  }

  @Test
  void readsASubmissionForTheRealFile() throws IOException {
    var items = new NlpccDbqaFormat().read(SharedData.path("nlpcc-dbqa/dbqa-subset.train-dev.tsv"), ReadOptions.STRICT).items();
    String[] scores = new String[31_799];
    for (int k = 0; k < scores.length; k++) {
      scores[k] = String.valueOf(k);
    }
    var read = DbqaSubmissionReader.read(lines(scores), items);
    assertThat(read).hasSize(1324);
    var last = (AnswerSelectionItem) items.getLast();
    var lastScores = ((Prediction.CandidateScores) read.get(last.id())).scores();
    assertThat(lastScores.getLast()).isEqualTo(31_798.0);
    assertThat(lastScores).hasSize(last.candidates().size());
  }
}
