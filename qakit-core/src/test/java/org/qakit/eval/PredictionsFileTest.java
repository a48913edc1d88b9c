package org.qakit.eval;

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
import org.qakit.model.Item;
import org.qakit.solve.Explanation;
import org.qakit.solve.Prediction;
import org.qakit.solve.Solution;

class PredictionsFileTest {
  @TempDir Path temp;

  static final AnswerSelectionItem SELECTION =
      AnswerSelectionItem.of("s", "q", List.of(new Candidate("c0", "a", 0), new Candidate("c1", "b", 1), new Candidate("c2", "c", 0)));
  static final Map<String, Item> ITEMS = PredictionsFile.byId(List.of(SELECTION, EvaluatorTest.mc("m", 3, "A", "t", null)));

  Path file(String... lines) throws IOException {
    Path p = temp.resolve("p.jsonl");
    Files.writeString(p, String.join("\n", lines) + "\n");
    return p;
  }

  Map<String, Prediction> read(String... lines) throws IOException {
    return PredictionsFile.read(file(lines), ITEMS);
  }

  @Test
  void readsEachLayout() throws IOException {
    var p = read(
        "{\"id\": \"m\", \"choices\": {\"A\": 0.1, \"B\": 2.5, \"C\": -1}}",
        "{\"id\": \"s\", \"scores\": [0.2, 0.9, 0]}",
        "",
        "{\"id\": \"k\", \"answers\": [\"路遥\", \"other\"]}");
    assertThat(p.keySet()).containsExactly("m", "s", "k");
    assertThat(p.get("m")).isEqualTo(new Prediction.ChoiceScores("m", Map.of("A", 0.1, "B", 2.5, "C", -1.0)));
    assertThat(p.get("s")).isEqualTo(new Prediction.CandidateScores("s", List.of(0.2, 0.9, 0.0)));
    assertThat(p.get("k")).isEqualTo(new Prediction.Answers("k", List.of("路遥", "other")));
  }

  @Test
  void aRankingByPositionsOrIdsBecomesScoresNDownwardsWithLeftOutCandidatesLast() throws IOException {
    // 3 candidates: ranked first scores 3, second 2; a candidate left out gets -infinity (after all ranked ones)
    var byPosition = read("{\"id\": \"s\", \"ranking\": [2, 0]}").get("s");
    assertThat(byPosition).isEqualTo(new Prediction.CandidateScores("s", List.of(2.0, Double.NEGATIVE_INFINITY, 3.0)));
    var byId = read("{\"id\": \"s\", \"ranking\": [\"c1\", \"c2\", \"c0\"]}").get("s");
    assertThat(byId).isEqualTo(new Prediction.CandidateScores("s", List.of(1.0, 3.0, 2.0)));
  }

  @Test
  void aRankingNamingACandidateTwiceOrNoneOrForAnotherKindIsAnErrorAtItsLine() throws IOException {
    assertThatThrownBy(() -> read("{\"id\": \"s\", \"ranking\": [1, \"c1\"]}"))
        .isInstanceOf(FormatException.class)
        .hasMessageEndingWith("p.jsonl:1: prediction 's': candidate \"c1\" is ranked twice");
    assertThatThrownBy(() -> read("{\"id\": \"s\", \"ranking\": [3]}"))
        .hasMessageEndingWith("p.jsonl:1: prediction 's': expected a candidate position 0-2, found 3");
    assertThatThrownBy(() -> read("{\"id\": \"s\", \"ranking\": [\"c9\"]}"))
        .hasMessageEndingWith("p.jsonl:1: prediction 's': expected a candidate position or id, found \"c9\"");
    assertThatThrownBy(() -> read("{\"id\": \"m\", \"ranking\": [0]}"))
        .hasMessageEndingWith("p.jsonl:1: prediction 'm': a ranking needs an answer-selection item with that id, found multiple-choice");
  }

  @Test
  void aDuplicateIdIsAnErrorNamingBothLines() throws IOException {
    assertThatThrownBy(() -> read("{\"id\": \"s\", \"scores\": [1, 2, 3]}", "{\"id\": \"m\", \"choices\": {\"A\": 1}}", "{\"id\": \"s\", \"scores\": [1, 2, 3]}"))
        .isInstanceOf(FormatException.class)
        .hasMessageEndingWith("p.jsonl:3: expected one prediction per item, found 's' again (first at line 1)");
  }

  @Test
  void anUnknownFieldOrNoOrTwoLayoutsAreErrors() throws IOException {
    assertThatThrownBy(() -> read("{\"id\": \"s\", \"scores\": [1, 2, 3]}", "{\"id\": \"m\", \"choice\": {\"A\": 1}}"))
        .hasMessageStartingWith(temp.resolve("p.jsonl") + ":2: expected fields ")
        .hasMessageEndingWith("found 'choice'");
    assertThatThrownBy(() -> read("{\"id\": \"m\", \"choices\": {\"A\": 1}, \"answers\": []}"))
        .hasMessageEndingWith("p.jsonl:1: prediction 'm': expected exactly one of choices, scores, ranking, answers; found 2");
  }

  @Test
  void aNonFiniteOrNonNumericScoreIsAnError() throws IOException {
    // 1e400 overflows a double to infinity
    assertThatThrownBy(() -> read("{\"id\": \"s\", \"scores\": [1, 1e400, 3]}"))
        .hasMessageEndingWith("p.jsonl:1: prediction 's': expected a finite number, found one too large for a double");
    assertThatThrownBy(() -> read("{\"id\": \"m\", \"choices\": {\"A\": \"high\"}}"))
        .hasMessageEndingWith("p.jsonl:1: prediction 'm': expected a finite number, found \"high\"");
    assertThatThrownBy(() -> read("{\"id\": \"s\", \"scores\": [NaN]}"))
        .hasMessageContaining("p.jsonl:1: expected a JSON object, found malformed JSON");
  }

  @Test
  void writeThenReadGivesTheSamePredictions() throws IOException {
    List<Prediction> written =
        List.of(
            new Prediction.ChoiceScores("m", Map.of("A", 0.25, "B", 1e-7, "C", -3.0)),
            new Prediction.CandidateScores("s", List.of(0.1, 0.2, 0.3)),
            new Prediction.Answers("k", List.of("北京", "")),
            new Prediction.Answers("e", List.of()),
            new Prediction.Answers("t", List.of("施耐庵"), new org.qakit.model.Triple("水浒传", "作者", "施耐庵")),
            new Prediction.Answers("u", List.of(), new org.qakit.model.Triple("", "日语", "")));
    Path p = temp.resolve("round.jsonl");
    PredictionsFile.write(written, p);
    var read = PredictionsFile.read(p, ITEMS);
    assertThat(read.values()).containsExactlyElementsOf(written);
  }

  @Test
  void aTripleNeedsAnswersAndThreeStrings() throws IOException {
    assertThat(read("{\"id\": \"k\", \"answers\": [\"a\"], \"triple\": {\"subject\": \"s\", \"predicate\": \"p\", \"object\": \"a\"}}").get("k"))
        .isEqualTo(new Prediction.Answers("k", List.of("a"), new org.qakit.model.Triple("s", "p", "a")));
    assertThatThrownBy(() -> read("{\"id\": \"k\", \"scores\": [1], \"triple\": {\"subject\": \"s\", \"predicate\": \"p\", \"object\": \"a\"}}"))
        .isInstanceOf(FormatException.class)
        .hasMessageEndingWith("p.jsonl:1: prediction 'k': a triple goes with answers, found it without");
    assertThatThrownBy(() -> read("{\"id\": \"k\", \"answers\": [], \"triple\": {\"subject\": \"s\", \"object\": \"a\"}}"))
        .isInstanceOf(FormatException.class)
        .hasMessageEndingWith("p.jsonl:1: expected field 'predicate' (a string), found none");
  }

  @Test
  void writingANonFiniteScoreIsRefusedAndWritesNothing() {
    Path p = temp.resolve("never.jsonl");
    // a ranking read from a file gives -infinity to the candidates it leaves out; JSON cannot hold it
    var ranked = new Prediction.CandidateScores("s", List.of(2.0, Double.NEGATIVE_INFINITY, 3.0));
    assertThatThrownBy(() -> PredictionsFile.write(List.of(ranked), p))
        .hasMessage("prediction 's': expected finite scores to write, found [2.0, -Infinity, 3.0]");
    assertThat(p).doesNotExist();
  }

  @Test
  void evidenceIsWrittenAfterTheScoresAndReadBackOrIgnored() throws IOException {
    var withEvidence = List.of(
        new Solution(new Prediction.ChoiceScores("m", Map.of("A", 0.5)), Explanation.of("seed", 42L)),
        Solution.of(new Prediction.CandidateScores("s", List.of(0.1, 0.2, 0.3))));
    Path p = temp.resolve("evidence.jsonl");
    PredictionsFile.writeSolutions(withEvidence, p, true);
    assertThat(Files.readAllLines(p)).containsExactly(
        "{\"id\":\"m\",\"choices\":{\"A\":0.5},\"evidence\":{\"seed\":42}}",
        "{\"id\":\"s\",\"scores\":[0.1,0.2,0.3]}");
    assertThat(PredictionsFile.readSolutions(p, ITEMS).values()).containsExactlyElementsOf(withEvidence);
    Path bare = temp.resolve("bare.jsonl");
    PredictionsFile.writeSolutions(withEvidence, bare, false);
    assertThat(Files.readString(bare)).doesNotContain("evidence");
    // reading for scores ignores the evidence: the same predictions either way
    assertThat(PredictionsFile.read(p, ITEMS)).isEqualTo(PredictionsFile.read(bare, ITEMS));
  }

  @Test
  void evidenceThatIsNotAnObjectOrHoldsNoFiniteNumberIsAnErrorAtItsLine() {
    assertThatThrownBy(() -> read("{\"id\": \"s\", \"scores\": [1, 2, 3], \"evidence\": [1]}"))
        .isInstanceOf(FormatException.class)
        .hasMessageEndingWith("p.jsonl:1: prediction 's': expected evidence to be a JSON object, found array");
    assertThatThrownBy(() -> read("{\"id\": \"s\", \"scores\": [1, 2, 3], \"evidence\": {\"bm25\": 1e400}}"))
        .hasMessageEndingWith("p.jsonl:1: prediction 's': evidence.bm25: expected a finite number, found Infinity");
  }

  @Test
  void aTripleAndEvidenceGoTogetherOnOneLineAndReadBack() throws IOException {
    var triple = new org.qakit.model.Triple("平凡的世界", "作者", "路遥");
    var withBoth = List.of(
        new Solution(new Prediction.Answers("k", List.of("路遥"), triple), Explanation.of("decision", "answer")),
        new Solution(new Prediction.Answers("n", List.of()), Explanation.of("decision", "no-subject")));
    Path p = temp.resolve("kb.jsonl");
    PredictionsFile.writeSolutions(withBoth, p, true);
    // the triple follows the answers, the evidence comes last
    assertThat(Files.readAllLines(p)).containsExactly(
        "{\"id\":\"k\",\"answers\":[\"路遥\"],\"triple\":{\"subject\":\"平凡的世界\",\"predicate\":\"作者\",\"object\":\"路遥\"},"
            + "\"evidence\":{\"decision\":\"answer\"}}",
        "{\"id\":\"n\",\"answers\":[],\"evidence\":{\"decision\":\"no-subject\"}}");
    assertThat(PredictionsFile.readSolutions(p, ITEMS).values()).containsExactlyElementsOf(withBoth);
    // reading for scores keeps the triple (the diagnostics score it) and drops the evidence
    assertThat(PredictionsFile.read(p, ITEMS).get("k")).isEqualTo(new Prediction.Answers("k", List.of("路遥"), triple));
  }
}
