package org.qakit.eval.trec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.format.FormatException;

class TrecReadersTest {
  @TempDir Path temp;
  TrecFiles files;

  @BeforeEach
  void setUp() {
    files = new TrecFiles(temp);
  }

  @Test
  void qrelsAreGroupedByQueryInStrcmpOrderSkippingCommentsAndBlankLines() throws IOException {
    Path p = files.write("qrels", "# judged by hand", "2 0 b 1", "", "10\t0\ta   0", "  # indented comment", "2 0 c -1");
    var q = TrecQrels.read(p);
    assertThat(q.queries()).containsExactly("10", "2"); // strcmp: "10" < "2"
    assertThat(q.judgments("2")).containsExactly(new TrecQrels.Judgment("b", 1, 2), new TrecQrels.Judgment("c", -1, 6));
    assertThat(q.judgments("none")).isEmpty();
  }

  @Test
  void qrelsLinesNeedExactlyFourFieldsAndAnIntegerRelevance() {
    Path three = files.write("qrels", "1 0 a 1", "1 0 b");
    assertThatThrownBy(() -> TrecQrels.read(three)).isInstanceOf(FormatException.class)
        .hasMessage(three + ":2: expected 4 fields 'query-id iteration document-id relevance', found 3 in '1 0 b'");
    Path five = files.write("qrels", "1 0 a 1 extra");
    assertThatThrownBy(() -> TrecQrels.read(five)).hasMessageStartingWith(five + ":1: expected 4 fields").hasMessageContaining("found 5");
    Path real = files.write("qrels", "1 0 a 1.5");
    assertThatThrownBy(() -> TrecQrels.read(real)).hasMessage(real + ":1: expected an integer relevance in field 4, found '1.5'");
    Path empty = files.write("qrels", "# nothing");
    assertThatThrownBy(() -> TrecQrels.read(empty)).hasMessageStartingWith(empty + ": expected at least one judgment");
  }

  @Test
  void runsKeepQueryDocumentAndScoreAndIgnoreTheRest() throws IOException {
    // a 7th field is ignored as in trec_eval; CRLF line ends read like LF
    Path p = temp.resolve("run");
    Files.writeString(p, "q1 Q0 d1 notarank 1.5e1 tag extra\r\nq1 x d2 0 -inf tag\r\n");
    var r = TrecRun.read(p);
    assertThat(r.results("q1")).containsExactly(new TrecRun.Result("d1", 15.0, 1), new TrecRun.Result("d2", Double.NEGATIVE_INFINITY, 2));
  }

  @Test
  void runLinesNeedSixFieldsAndANumericScore() {
    Path five = files.write("run", "q1 Q0 d1 1 0.5");
    assertThatThrownBy(() -> TrecRun.read(five))
        .hasMessage(five + ":1: expected 6 fields 'query-id Q0 document-id rank score run-id', found 5 in 'q1 Q0 d1 1 0.5'");
    Path word = files.write("run", "q1 Q0 d1 1 0.5 r", "q1 Q0 d2 2 high r");
    assertThatThrownBy(() -> TrecRun.read(word)).hasMessage(word + ":2: expected a numeric score in field 5, found 'high'");
    Path nan = files.write("run", "q1 Q0 d1 1 nan r");
    assertThatThrownBy(() -> TrecRun.read(nan)).hasMessage(nan + ":1: expected a numeric score in field 5, found 'nan'");
    Path trailing = files.write("run", "q1 Q0 d1 1 1.5x r");
    assertThatThrownBy(() -> TrecRun.read(trailing)).hasMessageContaining("found '1.5x'");
    Path empty = files.write("run", "", "   ");
    assertThatThrownBy(() -> TrecRun.read(empty)).hasMessageStartingWith(empty + ": expected at least one result");
  }
}
