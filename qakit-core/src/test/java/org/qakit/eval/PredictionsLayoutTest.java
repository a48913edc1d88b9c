package org.qakit.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.model.Choice;
import org.qakit.model.MultipleChoiceItem;

class PredictionsLayoutTest {
  @TempDir Path dir;

  private Path file(String text) throws IOException {
    return Files.writeString(dir.resolve("p" + text.hashCode()), text);
  }

  @Test
  void theLayoutIsGuessedFromTheFirstNonBlankLine() throws IOException {
    assertThat(PredictionsLayout.guess(file("\n{\"id\": \"q1\", \"scores\": [1]}\n"))).isEqualTo(PredictionsLayout.QAKIT);
    assertThat(PredictionsLayout.guess(file("0.25\n-1\n"))).isEqualTo(PredictionsLayout.NLPCC_DBQA);
    assertThat(PredictionsLayout.guess(file("3e-5\n"))).isEqualTo(PredictionsLayout.NLPCC_DBQA);
    assertThat(PredictionsLayout.guess(file("\uFEFF<question id=1>\t问题\r\n<answer id=1>\t答\r\n"))).isEqualTo(PredictionsLayout.NLPCC_KBQA);
    assertThat(PredictionsLayout.guess(file("Q1 Q0 D1-0 1 0.5 run\n"))).isEqualTo(PredictionsLayout.TREC);
    assertThat(PredictionsLayout.guess(file("Q1\t0\tD1-0\t1\n"))).isNull(); // qrels: no layout of predictions
    assertThat(PredictionsLayout.guess(file(""))).isNull();
  }

  @Test
  void aFileInAnotherLayoutIsRefusedWithTheOptionThatReadsIt() throws IOException {
    Path dbqa = file("0.5\n0.25\n");
    var item = AnswerSelectionItem.of("q1", "x?", List.of(new Candidate(null, "a", 1), new Candidate(null, "b", 0)));
    assertThatThrownBy(() -> PredictionsLayout.QAKIT.read(dbqa, List.of(item))).hasMessage(dbqa
        + ":1: expected qakit JSONL, found what looks like an NLPCC 2016 DBQA submission (one score per line): add --predictions-format nlpcc-dbqa");
    assertThat(PredictionsLayout.NLPCC_DBQA.read(dbqa, List.of(item))).containsKey("q1");
  }

  @Test
  void itemsALayoutCannotHoldAreRefusedBeforeSolving() {
    var mc = MultipleChoiceItem.of("m1", "stem", List.of(new Choice("A", "a"), new Choice("B", "b")), "A");
    var as = AnswerSelectionItem.of("q1", "x?", List.of(new Candidate(null, "a", 1)));
    assertThatThrownBy(() -> PredictionsLayout.TREC.requireFits(List.of(mc), 1))
        .hasMessage("--predictions-format trec holds answer-selection items, found multiple-choice items (item 'm1'): write qakit");
    assertThatThrownBy(() -> PredictionsLayout.NLPCC_KBQA.requireFits(List.of(as), 1))
        .hasMessage("--predictions-format nlpcc-kbqa holds knowledge-base questions, found answer-selection items (item 'q1'): write qakit");
    assertThatThrownBy(() -> PredictionsLayout.NLPCC_DBQA.requireFits(List.of(as), 2)).hasMessageStartingWith(
        "--predictions-format nlpcc-dbqa pairs its lines with every line of the file, but only 1 of its 2 questions are solved");
    PredictionsLayout.TREC.requireFits(List.of(as), 2);
    PredictionsLayout.QAKIT.requireFits(List.of(mc, as), 2);
  }
}
