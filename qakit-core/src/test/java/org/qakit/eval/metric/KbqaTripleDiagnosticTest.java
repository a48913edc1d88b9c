package org.qakit.eval.metric;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.qakit.eval.Bootstrap;
import org.qakit.eval.Evaluation;
import org.qakit.eval.Evaluator;
import org.qakit.model.KbQuestionItem;
import org.qakit.model.Triple;
import org.qakit.solve.Prediction;
import org.qakit.solve.Prediction.Answers;

/** kbqa-entity-acc and kbqa-predicate-acc, and when the evaluator reports them. */
class KbqaTripleDiagnosticTest {
  static KbQuestionItem kb(String id, Triple gold) {
    return new KbQuestionItem(id, "q", List.of(gold.object()), gold, Map.of());
  }

  private final Metric entity = new KbqaTripleDiagnostic(KbqaTripleDiagnostic.Part.SUBJECT);
  private final Metric predicate = new KbqaTripleDiagnostic(KbqaTripleDiagnostic.Part.PREDICATE);

  @Test
  void subjectAndPredicateAreComparedNormalised() {
    var item = kb("1", new Triple("李娜（网球运动员）", "民族", "汉族"));
    // full-width brackets and the space inside 民 族 normalise away
    var right = new Answers("1", List.of("汉族"), new Triple("李娜(网球运动员)", "民 族", "汉族"));
    assertThat(entity.score(item, right)).isEqualTo(1);
    assertThat(predicate.score(item, right)).isEqualTo(1);
    // right predicate of the wrong subject: predicate 1, entity 0
    var wrongSubject = new Answers("1", List.of("汉族"), new Triple("李娜（歌手）", "民族", "汉族"));
    assertThat(entity.score(item, wrongSubject)).isZero();
    assertThat(predicate.score(item, wrongSubject)).isEqualTo(1);
    // no triple named: 0 for both
    assertThat(entity.score(item, new Answers("1", List.of("汉族")))).isZero();
    assertThat(predicate.score(item, new Answers("1", List.of()))).isZero();
  }

  @Test
  void anItemWithoutAGoldTripleIsAnErrorWhenAskedFor() {
    var item = new KbQuestionItem("7", "q", List.of("a"), null, Map.of());
    assertThatThrownBy(() -> entity.score(item, new Answers("7", List.of("a"), new Triple("s", "p", "a"))))
        .hasMessage("item '7': kbqa-entity-acc needs a gold triple, and the item has none");
  }

  @Test
  void theEvaluatorReportsThemOnlyWhenPredictionsNameTriples() {
    var items = List.of(kb("1", new Triple("红楼梦", "作者", "曹雪芹")), kb("2", new Triple("水浒传", "作者", "施耐庵")));
    Map<String, Prediction> withTriples = new LinkedHashMap<>();
    withTriples.put("1", new Answers("1", List.of("曹雪芹"), new Triple("红楼梦", "作者", "曹雪芹")));
    withTriples.put("2", new Answers("2", List.of("罗贯中"), new Triple("三国演义", "作者", "罗贯中")));
    var evaluator = new Evaluator(List.of(), List.of(), new Bootstrap(10, 1), false);
    Evaluation e = evaluator.evaluate(items, withTriples);
    var means = new LinkedHashMap<String, Double>();
    e.scores().forEach(s -> means.put(s.metric(), s.score().mean()));
    // entity: 1 right of 2; predicate: both 作者
    assertThat(means).containsEntry("kbqa-entity-acc", 0.5).containsEntry("kbqa-predicate-acc", 1.0).containsEntry("kbqa-f1", 0.5);

    Map<String, Prediction> submission = Map.of("1", new Answers("1", List.of("曹雪芹")), "2", new Answers("2", List.of("罗贯中")));
    assertThat(evaluator.evaluate(items, submission).scores()).extracting(Evaluation.MetricScore::metric)
        .containsExactly("kbqa-f1", "kbqa-acc@1", "kbqa-acc@5", "kbqa-mrr");
    // asked for explicitly, they are computed: no triple scores 0
    var asked = new Evaluator(List.of(entity), List.of(), new Bootstrap(10, 1), false).evaluate(items, submission);
    assertThat(asked.scores().getFirst().score().mean()).isZero();
  }
}
