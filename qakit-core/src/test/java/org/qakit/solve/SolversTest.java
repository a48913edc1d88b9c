package org.qakit.solve;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.qakit.format.ReadOptions;
import org.qakit.format.arc.ArcFormat;
import org.qakit.eval.metric.Accuracy;
import org.qakit.model.Candidate;
import org.qakit.model.Choice;
import org.qakit.model.Item;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.testing.SharedData;

class SolversTest {
  @Test
  void randomScoresDependOnSeedAndItemButNotOnOrder() {
    var item = MultipleChoiceItem.of("x", "q", List.of(new Choice("A", "a"), new Choice("B", "b")), "A");
    var a = new RandomSolver(1).solve(item).orElseThrow();
    assertThat(new RandomSolver(1).solve(item)).contains(a);
    assertThat(new RandomSolver(2).solve(item)).isNotEqualTo(java.util.Optional.of(a));
    ((Prediction.ChoiceScores) a).scores().values().forEach(s -> assertThat(s).isBetween(0.0, 1.0));
  }

  @Test
  void randomIsNearChanceOnRealArc() throws IOException {
    List<Item> items = new ArcFormat().read(SharedData.path("arc/ARC-Easy-train.jsonl"), ReadOptions.STRICT).items();
    var solver = new RandomSolver(42);
    Map<String, Prediction> p = new java.util.HashMap<>();
    items.forEach(i -> p.put(i.id(), solver.solve(i).orElseThrow()));
    // 2,251 mostly 4-way items: chance is about 0.25, with a standard error near 0.009
    assertThat(org.qakit.eval.ItemScores.of(new Accuracy(Accuracy.TiePolicy.WRONG), items, p).mean()).isBetween(0.21, 0.29);
  }

  @Test
  void wordOverlapPrefersTheOptionFoundInTheScenarioAndTheSentenceSharingWords() {
    var item = new MultipleChoiceItem("g", "该河流的主要补给水源是",
        List.of(new Choice("A", "雨水"), new Choice("B", "冰川融水")), "B",
        org.qakit.model.Scenario.text("河流发源于冰川，夏季融水多"), List.of(), Map.of(), null, Map.of());
    var scores = ((Prediction.ChoiceScores) new WordOverlapSolver().solve(item).orElseThrow()).scores();
    assertThat(scores.get("B")).isGreaterThan(scores.get("A"));
    var sel = AnswerSelectionItem.of("s", "where does the Yangtze river rise?",
        List.of(new Candidate(null, "It is long.", 0), new Candidate(null, "The Yangtze rises in Qinghai.", 1)));
    var cs = ((Prediction.CandidateScores) new WordOverlapSolver().solve(sel).orElseThrow()).scores();
    assertThat(cs).containsExactly(0.0, 1.0);
  }

  @Test
  void wordOverlapUsesGoldKnowledgeForEveryOptionAlike() {
    var item = new MultipleChoiceItem("k", "Which gas do plants take in?",
        List.of(new Choice("A", "oxygen"), new Choice("B", "carbon dioxide")), "B", null,
        List.of(new org.qakit.model.Evidence("e1", "Plants take in carbon dioxide for photosynthesis.", "A")),
        Map.of(), null, Map.of());
    var scores = ((Prediction.ChoiceScores) new WordOverlapSolver().solve(item).orElseThrow()).scores();
    assertThat(scores).containsEntry("A", 0.0).containsEntry("B", 1.0);
  }
}
