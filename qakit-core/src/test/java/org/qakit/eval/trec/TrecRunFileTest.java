package org.qakit.eval.trec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.format.FormatException;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.solve.Prediction;

class TrecRunFileTest {
  @TempDir Path dir;

  private static final AnswerSelectionItem OWN_IDS = AnswerSelectionItem.of("Q1", "who?",
      List.of(new Candidate("D1-0", "a", 0), new Candidate("D1-1", "b", 1), new Candidate("D1-2", "c", 0), new Candidate("D1-10", "d", 0)));
  private static final AnswerSelectionItem NO_IDS = AnswerSelectionItem.of("q2", "what?",
      List.of(new Candidate(null, "a", 1), new Candidate(null, "b", 0)));

  @Test
  void linesComeInTrecEvalsOrderScoreDescendingThenDocidDescendingWithRanksFromOne() throws IOException {
    Path run = dir.resolve("run.trec");
    TrecRunFile.write(List.of(OWN_IDS, NO_IDS), Map.of(
        "Q1", new Prediction.CandidateScores("Q1", List.of(0.5, 2.0, 0.5, 0.5)),
        "q2", new Prediction.CandidateScores("q2", List.of(-0.0, 1e-7))), "my-run", run);
    // ties at 0.5: strcmp descending puts D1-2 before D1-10 before D1-0
    assertThat(Files.readString(run)).isEqualTo("""
        Q1 Q0 D1-1 1 2 my-run
        Q1 Q0 D1-2 2 0.5 my-run
        Q1 Q0 D1-10 3 0.5 my-run
        Q1 Q0 D1-0 4 0.5 my-run
        q2 Q0 q2-1 1 0.0000001 my-run
        q2 Q0 q2-0 2 0 my-run
        """);
    assertThat(TrecRunFile.read(run, List.of(OWN_IDS, NO_IDS))).isEqualTo(Map.of(
        "Q1", new Prediction.CandidateScores("Q1", List.of(0.5, 2.0, 0.5, 0.5)),
        "q2", new Prediction.CandidateScores("q2", List.of(0.0, 1e-7))));
  }

  @Test
  void whatTrecEvalWouldMisreadIsRefusedNamingTheItem() {
    Path run = dir.resolve("run.trec");
    var spaced = AnswerSelectionItem.of("q 3", "x?", List.of(new Candidate(null, "a", 1)));
    assertThatThrownBy(() -> TrecRunFile.write(List.of(spaced), Map.of("q 3", new Prediction.CandidateScores("q 3", List.of(1.0))), "r", run))
        .hasMessage("item 'q 3': its id is the TREC query id and must be one word without white space for a TREC run");
    assertThatThrownBy(() -> TrecRunFile.write(List.of(NO_IDS), Map.of("q2", new Prediction.CandidateScores("q2", List.of(Double.NaN, 1.0))), "r", run))
        .hasMessage("item 'q2', candidate q2-0: expected a finite score, found NaN");
    assertThatThrownBy(() -> TrecRunFile.write(List.of(NO_IDS), Map.of(), "r", run)).hasMessage("item 'q2': expected 2 candidate scores to write");
    assertThat(run).doesNotExist();
  }

  @Test
  void readingBackNamesTheLineOfAnUnknownDocidOrAMissingCandidate() throws IOException {
    Path run = Files.writeString(dir.resolve("run.trec"), "q2 Q0 q2-0 1 1 r\nq2 Q0 q2-7 2 0 r\n");
    assertThatThrownBy(() -> TrecRunFile.read(run, List.of(NO_IDS))).isInstanceOf(FormatException.class)
        .hasMessage(run + ":2: expected a candidate of item 'q2' (q2-0 …), found docid 'q2-7'");
    Files.writeString(run, "q2 Q0 q2-0 1 1 r\n");
    assertThatThrownBy(() -> TrecRunFile.read(run, List.of(NO_IDS))).hasMessage(run + ":1: expected a line for every candidate of item 'q2', found none for q2-1");
  }
}
