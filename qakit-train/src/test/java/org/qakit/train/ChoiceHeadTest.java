package org.qakit.train;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ai.djl.ndarray.NDManager;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.qakit.encode.TextTokenizer;
import org.qakit.knowledge.Hit;
import org.qakit.knowledge.Retriever;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Choice;
import org.qakit.model.Evidence;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.model.Scenario;
import org.qakit.solve.Prediction;
import org.qakit.train.bert.Torch;

/** The choice head on the tiny BERT: its input layout, its loss falling, and the solver picking the gold option. */
class ChoiceHeadTest {

  @Test
  void eachOptionReadsKnowledgeThenQuestionThenOption() {
    MultipleChoiceItem item = Tiny.choiceSet().get(1);
    AnswerSelectionItem group = ChoiceExamples.of(item, new ChoiceKnowledge(null).of(item));
    assertThat(group.question()).isEqualTo("a mountain has four strings");
    assertThat(group.candidates()).extracting(c -> c.id()).containsExactly("A", "B", "C", "D");
    assertThat(group.candidates().stream().filter(c -> c.positive()).map(c -> c.id()).toList()).containsExactly(item.answer());
    try (TextTokenizer tok = Tiny.tokenizer()) {
      var t = tok.encodePairs(List.of(group.question()), List.of(group.candidates().get(1).text()));
      // [CLS] a mountain has four strings [SEP] what is a mountain ? [SEP] the answer is the mountain [SEP]
      long[] ids = java.util.Arrays.copyOf(t.ids()[0], t.length(0));
      assertThat(ids).containsExactly(2, 7, 15, 22, 23, 24, 3, 5, 6, 7, 15, 8, 3, 9, 10, 6, 9, 15, 3);
    }
    // without knowledge: [CLS] question [SEP] option [SEP]
    var bare = MultipleChoiceItem.of("b", "why?", List.of(new Choice("A", "bread"), new Choice("B", "winter")), "B");
    assertThat(ChoiceExamples.of(bare, new ChoiceKnowledge(null).of(bare)).question()).isEqualTo("why?");
    assertThat(ChoiceExamples.of(bare, "").candidates().get(1).text()).isEqualTo("winter");
  }

  @Test
  void knowledgeIsTheScenarioAndTheItemWideEvidenceNotAnOptionsOwn() {
    var item = new MultipleChoiceItem("k", "which?", List.of(new Choice("A", "a"), new Choice("B", "b")), "A", Scenario.text("a garden"),
        List.of(Evidence.of(null, "it is winter"), new Evidence(null, "only about B", "B")), Map.of(), null, Map.of());
    assertThat(new ChoiceKnowledge(null).of(item)).isEqualTo("a garden it is winter");
    assertThat(new ChoiceKnowledge(null, false).of(item)).isEqualTo("a garden");
  }

  /** A retriever that finds, for a query naming an option, one passage about that option; it records the queries. */
  private static final class OptionIndex implements Retriever {
    final List<String> queries = new ArrayList<>();

    @Override
    public List<Hit> search(String text, int k) {
      queries.add(text + " @" + k);
      var hits = new ArrayList<Hit>();
      for (String word : List.of("bread", "winter")) {
        if (text.endsWith(word)) {
          hits.add(new Hit("p-" + word, " about " + word + " ", null, 2.0));
          hits.add(new Hit("q-" + word, "more on " + word, null, 1.0));
        }
      }
      return hits.subList(0, Math.min(k, hits.size()));
    }

    @Override
    public String describe() {
      return "options-index";
    }

    @Override
    public void close() {}
  }

  @Test
  void perOptionKnowledgeGivesEachOptionItsOwnPassagesAfterTheOption() {
    var item = new MultipleChoiceItem("p", "what keeps?", List.of(new Choice("A", "bread"), new Choice("B", "winter"), new Choice("C", "nothing")),
        "B", Scenario.text("a cold garden"), List.of(Evidence.of(null, "it is winter")), Map.of(), null, Map.of());
    var index = new OptionIndex();
    var knowledge = new ChoiceKnowledge(index, true, 1);
    AnswerSelectionItem group = ChoiceExamples.of(item, knowledge);
    // the context and the stem are shared; each option carries its own top passage, an option without hits none
    assertThat(group.question()).isEqualTo("a cold garden it is winter what keeps?");
    assertThat(group.candidates()).extracting(c -> c.text())
        .containsExactly("bread [SEP] about bread", "winter [SEP] about winter", "nothing");
    assertThat(group.candidates()).extracting(c -> c.positive()).containsExactly(false, true, false);
    // queried once per option with scenario + stem + option, for K passages
    assertThat(index.queries).containsExactly("a cold garden what keeps? bread @1", "a cold garden what keeps? winter @1",
        "a cold garden what keeps? nothing @1");
    assertThat(ChoiceExamples.of(item, new ChoiceKnowledge(index, true, 2)).candidates().get(0).text())
        .isEqualTo("bread [SEP] about bread more on bread");
    assertThat(knowledge.describe()).contains("per option the top 1 passages of options-index");
    try (TextTokenizer tok = Tiny.tokenizer()) {
      // [CLS] context question [SEP] option [SEP] passages [SEP]: three [SEP]s, the option before its passages
      var t = tok.encodePairs(List.of(group.question()), List.of(group.candidates().get(1).text()));
      long seps = java.util.Arrays.stream(java.util.Arrays.copyOf(t.ids()[0], t.length(0))).filter(id -> id == 3).count();
      assertThat(seps).isEqualTo(3);
    }
    // the per-item layout does not retrieve when the item has its own context
    var perItem = new OptionIndex();
    assertThat(ChoiceExamples.of(item, new ChoiceKnowledge(perItem, true)).question()).isEqualTo("a cold garden it is winter");
    assertThat(perItem.queries).isEmpty();
  }

  @Test
  void perOptionKnowledgeRefusesBadSettings() {
    assertThatThrownBy(() -> new ChoiceKnowledge(null, true, 2)).hasMessageContaining("give --index DIR");
    assertThatThrownBy(() -> new ChoiceKnowledge(new OptionIndex(), true, -1)).hasMessageContaining("found -1");
    var item = Tiny.choiceSet().get(0);
    assertThatThrownBy(() -> ChoiceExamples.of(item, "", List.of("x"))).hasMessageContaining("1 option texts for");
    assertThatThrownBy(() -> new ChoiceKnowledge(null).optionTexts(item)).isInstanceOf(IllegalStateException.class);
  }

  @Test
  void theLossFallsAndTheSolverPicksTheGoldOption() {
    var spec = new TrainSpec(12, 3e-3, 0.1, 2, Tiny.MAX_LENGTH, 11, PairLoss.LISTWISE, 0.01);
    List<MultipleChoiceItem> items = Tiny.choiceSet();
    var knowledge = new ChoiceKnowledge(null);
    List<AnswerSelectionItem> groups = ChoiceExamples.of(items, knowledge);
    try (NDManager m = Torch.newManager(); TextTokenizer tok = Tiny.tokenizer()) {
      PairScorer scorer = Tiny.scorer(m, tok, 3);
      double before = Head.CHOICE.devScores(scorer, groups).get("accuracy");
      var losses = new ArrayList<Double>();
      int total = spec.schedule(groups.size()).total();
      new PairTrainer(scorer, spec, null, 1000).train(groups, total, s -> losses.add(s.loss()));
      int perEpoch = spec.stepsPerEpoch(groups.size());
      double first = losses.subList(0, perEpoch).stream().mapToDouble(Double::doubleValue).average().orElseThrow();
      double last = losses.subList(total - perEpoch, total).stream().mapToDouble(Double::doubleValue).average().orElseThrow();
      // softmax cross-entropy over 4 options starts near ln 4
      assertThat(first).isBetween(Math.log(4) - 0.3, Math.log(4) + 0.3);
      assertThat(last).as("last epoch's loss; first " + first).isLessThan(first * 0.5);
      assertThat(before).isLessThan(1.0);
      var solver = new ChoiceModelSolver(scorer, knowledge);
      for (MultipleChoiceItem item : items) {
        var p = (Prediction.ChoiceScores) solver.solve(item).orElseThrow();
        String best = p.scores().entrySet().stream().max(Map.Entry.comparingByValue()).orElseThrow().getKey();
        assertThat(best).as(item.id()).isEqualTo(item.answer());
      }
      assertThat(Head.CHOICE.devScores(scorer, groups).get("accuracy")).isEqualTo(1.0);
      assertThat(solver.solve(Tiny.toySet().get(0))).isEmpty();
      // the evidence shows what the model read: the shared first segment, each option's second segment and logit
      MultipleChoiceItem shown = items.get(1);
      var json = solver.solveWithEvidence(shown).orElseThrow().evidenceIfAny().orElseThrow().json();
      assertThat(json.path("shared").asText()).isEqualTo("a mountain has four strings");
      assertThat(json.path("options").get(1).path("label").asText()).isEqualTo("B");
      assertThat(json.path("options").get(1).path("text").asText()).isEqualTo(shown.stem() + " [SEP] " + shown.choices().get(1).text());
      var p = (Prediction.ChoiceScores) solver.solve(shown).orElseThrow();
      assertThat(json.path("options").get(1).path("score").asDouble()).isEqualTo(p.scores().get("B"), org.assertj.core.data.Offset.offset(1e-6));
    }
  }
}
