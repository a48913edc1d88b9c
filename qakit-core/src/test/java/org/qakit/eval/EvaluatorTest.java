package org.qakit.eval;

import org.qakit.dataset.ItemField;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.qakit.eval.metric.Metrics;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.model.Choice;
import org.qakit.model.Item;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.solve.Prediction;
import org.qakit.solve.Prediction.CandidateScores;
import org.qakit.solve.Prediction.ChoiceScores;

class EvaluatorTest {
  static final Bootstrap BOOTSTRAP = new Bootstrap(200, 3);

  static MultipleChoiceItem mc(String id, int choices, String answer, String questionType, String group) {
    var cs = new ArrayList<Choice>();
    for (int i = 0; i < choices; i++) {
      cs.add(new Choice(String.valueOf((char) ('A' + i)), "option " + i));
    }
    return new MultipleChoiceItem(id, "q " + id, cs, answer, null, List.of(), Map.of("question_type", questionType), group, Map.of());
  }

  static AnswerSelectionItem as(String id, int... labels) {
    var cands = new ArrayList<Candidate>();
    for (int i = 0; i < labels.length; i++) {
      cands.add(new Candidate("s" + i, "s" + i, labels[i]));
    }
    return AnswerSelectionItem.of(id, "q " + id, cands);
  }

  static final List<Item> ITEMS =
      List.of(
          mc("m1", 3, "A", "why", "g1"),
          mc("m2", 3, "B", "why", "g1"),
          mc("m3", 3, "C", "what", "g2"),
          mc("m4", 4, "D", "what", null),
          as("a1", 0, 1, 0),
          as("a2", 0, 0, 1),
          as("a3", 0, 0));

  static Map<String, Prediction> predictions() {
    var p = new HashMap<String, Prediction>();
    p.put("m1", new ChoiceScores("m1", Map.of("A", 0.9, "B", 0.1, "C", 0.0))); // right: acc 1, split 1
    p.put("m2", new ChoiceScores("m2", Map.of("A", 0.5, "B", 0.5, "C", 0.0))); // gold in a 2-way tie: acc 0, split 1/2
    p.put("m3", new ChoiceScores("m3", Map.of("A", 0.2, "B", 0.7, "C", 0.1))); // wrong: 0, 0
    p.put("m4", new ChoiceScores("m4", Map.of("A", 0.0, "B", 0.1, "C", 0.2, "D", 0.3))); // right: 1, 1
    p.put("a1", new CandidateScores("a1", List.of(0.3, 0.9, 0.1))); // first positive at rank 1: 1
    p.put("a2", new CandidateScores("a2", List.of(0.5, 0.5, 0.5))); // all tied, by position: rank 3: 1/3
    p.put("a3", new CandidateScores("a3", List.of(0.1, 0.2))); // no positive: 0, counted
    return p;
  }

  static Evaluation evaluate(List<String> by, Map<String, Prediction> p, boolean lenient) {
    return new Evaluator(List.of(), by, BOOTSTRAP, lenient).evaluate(ITEMS, p);
  }

  static Evaluation.Score score(Evaluation e, String metric) {
    return e.scores().stream().filter(s -> s.metric().equals(metric)).findFirst().orElseThrow().score();
  }

  static Evaluation.Breakdown breakdown(Evaluation e, String field, String metric) {
    return e.breakdowns().stream().filter(b -> b.field().equals(field) && b.metric().equals(metric)).findFirst().orElseThrow();
  }

  @Test
  void everyRegisteredMetricOfThePresentKindsByDefaultWithHandComputedMeans() {
    var e = evaluate(List.of(), predictions(), false);
    // every registered metric of the two kinds present, in registry order
    var expected = new java.util.ArrayList<String>();
    org.qakit.eval.metric.Metrics.forKind(org.qakit.model.ItemKind.MULTIPLE_CHOICE).forEach(m -> expected.add(m.id()));
    org.qakit.eval.metric.Metrics.forKind(org.qakit.model.ItemKind.ANSWER_SELECTION).forEach(m -> expected.add(m.id()));
    assertThat(e.scores()).extracting(Evaluation.MetricScore::metric).containsExactlyElementsOf(expected);
    assertThat(score(e, "accuracy").n()).isEqualTo(4);
    assertThat(score(e, "accuracy").mean()).isEqualTo(0.5); // (1+0+0+1)/4
    assertThat(score(e, "accuracy-tie-split").mean()).isEqualTo(0.625); // (1+0.5+0+1)/4
    assertThat(score(e, "mrr").n()).isEqualTo(3);
    assertThat(score(e, "mrr").mean()).isCloseTo(4 / 9.0, within(1e-12)); // (1+1/3+0)/3
    assertThat(e.items()).isEqualTo(7);
    assertThat(e.unscored()).isEmpty();
    assertThat(e.coverage().missing()).isZero();
    assertThat(e.coverage().predictions()).isEqualTo(7);
  }

  @Test
  void intervalsAreTheSeededBootstrapOfThePerItemValues() {
    var e = evaluate(List.of(), predictions(), false);
    assertThat(score(e, "accuracy").interval()).isEqualTo(BOOTSTRAP.meanInterval(new double[] {1, 0, 0, 1}));
    assertThat(score(e, "mrr").interval()).isEqualTo(BOOTSTRAP.meanInterval(new double[] {1, 1 / 3.0, 0}));
    assertThat(evaluate(List.of(), predictions(), false)).isEqualTo(e);
    assertThat(e.bootstrapSamples()).isEqualTo(200);
    assertThat(e.seed()).isEqualTo(3);
  }

  @Test
  void breaksDownByATypeKeyWithNoneLastForItemsWithoutIt() {
    var e = evaluate(List.of("question_type"), predictions(), false);
    var acc = breakdown(e, "question_type", "accuracy").cells();
    assertThat(acc).extracting(Evaluation.Cell::value).containsExactly("what", "why");
    assertThat(acc.get(0).score().n()).isEqualTo(2);
    assertThat(acc.get(0).score().mean()).isEqualTo(0.5); // m3 0, m4 1
    assertThat(acc.get(1).score().mean()).isEqualTo(0.5); // m1 1, m2 0
    var split = breakdown(e, "question_type", "accuracy-tie-split").cells();
    assertThat(split.get(1).score().mean()).isEqualTo(0.75); // m1 1, m2 1/2
    var mrr = breakdown(e, "question_type", "mrr").cells();
    assertThat(mrr).extracting(Evaluation.Cell::value).containsExactly(ItemField.NONE);
    assertThat(mrr.get(0).score().n()).isEqualTo(3);
  }

  @Test
  void breaksDownByChoicesGroupKindAndAnswerInTheOrderGiven() {
    var e = evaluate(List.of("choices", "group", "kind", "answer"), predictions(), false);
    // one breakdown per field and metric, fields in the order given
    int metrics = e.scores().size();
    assertThat(e.breakdowns()).extracting(Evaluation.Breakdown::field).hasSize(4 * metrics);
    assertThat(e.breakdowns().subList(0, metrics)).allSatisfy(b -> assertThat(b.field()).isEqualTo("choices"));
    assertThat(e.breakdowns().subList(3 * metrics, 4 * metrics)).allSatisfy(b -> assertThat(b.field()).isEqualTo("answer"));
    var choices = breakdown(e, "choices", "accuracy").cells();
    assertThat(choices).extracting(Evaluation.Cell::value).containsExactly("3", "4");
    assertThat(choices.get(0).score().mean()).isCloseTo(1 / 3.0, within(1e-12)); // m1 1, m2 0, m3 0
    assertThat(choices.get(1).score().mean()).isEqualTo(1.0); // m4
    assertThat(choices.get(1).score().interval()).isEqualTo(new Bootstrap.Interval(1, 1, 0.95)); // one item
    var group = breakdown(e, "group", "accuracy").cells();
    assertThat(group).extracting(Evaluation.Cell::value).containsExactly("g1", "g2", ItemField.NONE);
    assertThat(group).extracting(c -> c.score().mean()).containsExactly(0.5, 0.0, 1.0); // g1: m1 1, m2 0; g2: m3; none: m4
    assertThat(breakdown(e, "kind", "mrr").cells()).extracting(Evaluation.Cell::value).containsExactly("answer-selection");
    assertThat(breakdown(e, "answer", "accuracy").cells()).extracting(Evaluation.Cell::value).containsExactly("A", "B", "C", "D");
  }

  @Test
  void histogramOfTheRankOfTheFirstCorrectCandidate() {
    var h = evaluate(List.of(), predictions(), false).firstCorrectRank();
    assertThat(h.keySet()).containsExactly("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", ">10", "none");
    assertThat(h.get("1")).isEqualTo(1); // a1
    assertThat(h.get("3")).isEqualTo(1); // a2, ties by position
    assertThat(h.get("none")).isEqualTo(1); // a3 has no positive
    assertThat(h.values().stream().mapToInt(Integer::intValue).sum()).isEqualTo(3);
  }

  @Test
  void missingPredictionsAreAnErrorNamingTheItemsUnlessLenientScoresThemWrong() {
    var p = predictions();
    p.remove("m1");
    p.remove("a1");
    assertThatThrownBy(() -> evaluate(List.of(), p, false))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("2 item(s) have no prediction: m1, a1 (--lenient scores them as wrong)");
    var e = evaluate(List.of("question_type"), p, true);
    assertThat(score(e, "accuracy").mean()).isEqualTo(0.25); // m1 now 0: (0+0+0+1)/4
    assertThat(score(e, "accuracy-tie-split").mean()).isEqualTo(0.375); // (0+0.5+0+1)/4
    assertThat(score(e, "accuracy").n()).isEqualTo(4); // still counted
    assertThat(score(e, "mrr").mean()).isCloseTo(1 / 9.0, within(1e-12)); // (0+1/3+0)/3
    assertThat(breakdown(e, "question_type", "accuracy").cells().get(1).score().mean()).isEqualTo(0.0); // why: m1 0, m2 0
    assertThat(e.coverage().missing()).isEqualTo(2);
    assertThat(e.coverage().missingIds()).containsExactly("m1", "a1");
    assertThat(e.firstCorrectRank().get("none")).isEqualTo(2); // a1 (no prediction), a3
  }

  @Test
  void unknownIdsAreAnErrorUnlessLenientIgnoresThem() {
    var p = predictions();
    p.put("zz", new ChoiceScores("zz", Map.of("A", 1.0)));
    assertThatThrownBy(() -> evaluate(List.of(), p, false))
        .hasMessage("1 prediction(s) name items that are not in the dataset: zz (--lenient ignores them)");
    var e = evaluate(List.of(), p, true);
    assertThat(e.coverage().unknown()).isEqualTo(1);
    assertThat(e.coverage().unknownIds()).containsExactly("zz");
    assertThat(score(e, "accuracy").mean()).isEqualTo(0.5);
  }

  @Test
  void namesAtMostTenIds() {
    var items = new ArrayList<Item>();
    for (int i = 1; i <= 12; i++) {
      items.add(mc("q" + i, 2, "A", "t", null));
    }
    assertThatThrownBy(() -> new Evaluator(List.of(), List.of(), BOOTSTRAP, false).evaluate(items, Map.of()))
        .hasMessage("12 item(s) have no prediction: q1, q2, q3, q4, q5, q6, q7, q8, q9, q10, … (--lenient scores them as wrong)");
    var e = new Evaluator(List.of(), List.of(), BOOTSTRAP, true).evaluate(items, Map.of());
    assertThat(e.coverage().missing()).isEqualTo(12);
    assertThat(e.coverage().missingIds()).hasSize(10);
    assertThat(score(e, "accuracy").mean()).isZero();
  }

  @Test
  void anUnknownFieldListsTheAvailableOnes() {
    assertThatThrownBy(() -> evaluate(List.of("question_typ"), predictions(), false))
        .hasMessage("unknown item field 'question_typ'; fields: kind, group, choices, candidates, answer, question_type, id~REGEX");
  }

  @Test
  void givenMetricsOnlyAndItemsOfOtherKindsAreCountedAsUnscored() {
    var e = new Evaluator(List.of(Metrics.get("mrr")), List.of(), BOOTSTRAP, false).evaluate(ITEMS, predictions());
    assertThat(e.scores()).extracting(Evaluation.MetricScore::metric).containsExactly("mrr");
    assertThat(e.unscored()).containsExactly(Map.entry("multiple-choice", 4));
    var onlyMc = predictions();
    onlyMc.keySet().removeIf(id -> id.startsWith("a"));
    // answer-selection items are not scored by accuracy, so their missing predictions do not matter
    var acc = new Evaluator(List.of(Metrics.get("accuracy")), List.of(), BOOTSTRAP, false).evaluate(ITEMS, onlyMc);
    assertThat(acc.firstCorrectRank()).isEmpty();
    assertThatThrownBy(() -> new Evaluator(List.of(Metrics.get("accuracy")), List.of(), BOOTSTRAP, false)
            .evaluate(List.of(as("a1", 1)), Map.of("a1", new CandidateScores("a1", List.of(1.0)))))
        .hasMessage("metric 'accuracy' scores multiple-choice items, and the dataset has none (it has answer-selection)");
  }

  @Test
  void rejectsRepeatedMetricsOrFieldsAndPredictionsThatDoNotFit() {
    assertThatThrownBy(() -> new Evaluator(List.of(Metrics.get("mrr"), Metrics.get("mrr")), List.of(), BOOTSTRAP, false))
        .hasMessage("metric 'mrr' is given twice");
    assertThatThrownBy(() -> new Evaluator(List.of(), List.of("kind", "kind"), BOOTSTRAP, false))
        .hasMessage("a breakdown field is given twice: [kind, kind]");
    var p = predictions();
    p.put("a1", new CandidateScores("a1", List.of(1.0)));
    assertThatThrownBy(() -> evaluate(List.of(), p, true)).hasMessage("item 'a1': expected 3 candidate scores, found 1");
  }

  @Test
  void breakdownValuesSortNumericallyWhenAllAreNumbers() {
    assertThat(Evaluator.order(new LinkedHashSet<>(List.of("10", "9", ItemField.NONE, "2")))).containsExactly("2", "9", "10", ItemField.NONE);
    assertThat(Evaluator.order(new LinkedHashSet<>(List.of("b", "10", "a")))).containsExactly("10", "a", "b");
  }

  @Test
  void aTaskRunAddsTheDiagnosticsItsPredictionsAllowAfterTheOfficialMetrics() {
    var triple = new org.qakit.model.Triple("李娜", "职业", "网球运动员");
    List<Item> items = List.of(new org.qakit.model.KbQuestionItem("1", "李娜的职业是什么？", List.of("网球运动员"), triple, Map.of()));
    var official = List.of(Metrics.get("kbqa-f1"));
    var withTriple = Map.<String, Prediction>of("1", new Prediction.Answers("1", List.of("网球运动员"), triple));
    assertThat(Evaluator.withDiagnostics(official, items, withTriple)).extracting(m -> m.id())
        .containsExactly("kbqa-f1", "kbqa-entity-acc", "kbqa-predicate-acc");
    var submission = Map.<String, Prediction>of("1", new Prediction.Answers("1", List.of("网球运动员"), null));
    assertThat(Evaluator.withDiagnostics(official, items, submission)).extracting(m -> m.id()).containsExactly("kbqa-f1");
  }
}
