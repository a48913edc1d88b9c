package org.qakit.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.LinkedHashMap;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.model.Choice;
import org.qakit.model.KbQuestionItem;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.model.Triple;
import org.qakit.solve.Explanation;
import org.qakit.solve.Prediction;
import org.qakit.solve.Solution;

class ExplanationTextTest {
  static Explanation json(String text) throws Exception {
    return new Explanation((ObjectNode) new ObjectMapper().readTree(text));
  }

  @Test
  void multipleChoiceShowsEachOptionWithItsEvidenceAndMarksGoldAndTopScore() throws Exception {
    var item = MultipleChoiceItem.of("q1", "sun  heat", List.of(new Choice("A", "moon"), new Choice("B", "cat"), new Choice("C", "dog")), "B");
    var scores = new LinkedHashMap<String, Double>();
    scores.put("A", 0.5);
    scores.put("B", 1.25);
    scores.put("C", 1.25);
    var evidence = json("""
        {"depth": 50, "questionTerms": ["sun", "heat"], "options": [
          {"label": "A", "score": 0.5, "hit": {"id": "d3", "rank": 2, "score": 0.5, "text": "moon\\n sun"},
           "skipped": [{"id": "d2", "rank": 1, "score": 0.86232, "reason": "no option word"}]},
          {"label": "B", "score": 1.25, "optionTerms": []}]}""");
    String text = ExplanationText.render(item, new Solution(new Prediction.ChoiceScores("q1", scores), evidence), 0);
    assertThat(text).isEqualTo("""
        q1 (multiple-choice)
        question: sun heat
        gold: B; top score: B, C (tie: wrong under accuracy)
        evidence:
          depth: 50
          questionTerms: sun, heat
        options (* gold, > top score):
           A  0.5000  moon
              hit: id=d3, rank=2, score=0.5000, text=moon sun
              skipped:
                - id=d2, rank=1, score=0.8623, reason=no option word
        *> B  1.2500  cat
              optionTerms: (none)
         > C  1.2500  dog
        """);
    String none = ExplanationText.render(item, Solution.of(new Prediction.ChoiceScores("q1", scores)), 0);
    assertThat(none).contains("evidence: none (the file was written with --no-evidence, or the solver gives none)\n");
  }

  @Test
  void answerSelectionListsCandidatesBestFirstWithFeatureTablesAndKeepsPositivesBelowTheTop() throws Exception {
    var item = AnswerSelectionItem.of("s", "which?", List.of(new Candidate(null, "a", 0), new Candidate(null, "b", 1),
        new Candidate(null, "c", 0), new Candidate(null, "d", 1)));
    var evidence = json("""
        {"learner": "pointwise", "bias": -1.0, "candidates": [
          {"candidate": 2, "score": 2.0, "features": {"f": 3, "g": 0.00001}, "contributions": {"f": 1.5, "g": 0.0}}]}""");
    // columns padded to the widest cell + 2: "features" and "1.00e-05" are 8 wide, so "3" is followed by 9 spaces
    // order: #2 (2.0), #0 (0.5), #3 (0.5, after #0 by position), #1 (0.25); --top 1 keeps #2 and the positives #3, #1
    var solution = new Solution(new Prediction.CandidateScores("s", List.of(0.5, 0.25, 2.0, 0.5)), evidence);
    assertThat(ExplanationText.render(item, solution, 1)).isEqualTo("""
        s (answer-selection)
        question: which?
        gold: 2 positive candidate(s) of 4; the first ranks 3
        evidence:
          learner: pointwise
          bias: -1.0000
        candidates by score, ties by position (* positive, > top score; #position from 0):
         > 1. #2  2.0000  c
                 features  contributions
              f  3         1.5000
              g  1.00e-05  0.0000
        *  3. #3  0.5000  d
        *  4. #1  0.2500  b
        """);
    assertThatThrownBy(() -> ExplanationText.render(item, Solution.of(new Prediction.ChoiceScores("s", java.util.Map.of("A", 1.0))), 0))
        .hasMessage("item 's': expected a prediction for its kind (answer-selection), found ChoiceScores");
  }

  @Test
  void aKnowledgeBaseAnswerShowsItsTripleAndTheDecision() throws Exception {
    var item = new KbQuestionItem("k1", "平凡的世界的作者是谁？", List.of("路遥"), new Triple("平凡的世界", "作者", "路遥"), java.util.Map.of());
    var evidence = json("""
        {"subjects": [{"subject": "平凡的世界", "mention": "平凡的世界", "score": 2.5}], "threshold": 0.4, "best": 0.9,
         "decision": "answer"}""");
    var answers = new Prediction.Answers("k1", List.of("路遥"), new Triple("平凡的世界", "作者", "路遥"));
    assertThat(ExplanationText.render(item, new Solution(answers, evidence), 0)).isEqualTo("""
        k1 (kb-question)
        question: 平凡的世界的作者是谁？
        gold: 路遥
        answers: 路遥
        triple: 平凡的世界 ||| 作者 ||| 路遥
        evidence:
          subjects:
            - subject=平凡的世界, mention=平凡的世界, score=2.5000
          threshold: 0.4000
          best: 0.9000
          decision: answer
        """);
  }
}
