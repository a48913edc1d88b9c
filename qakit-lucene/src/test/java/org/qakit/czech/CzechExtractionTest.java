package org.qakit.czech;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.qakit.eval.metric.Metrics;
import org.qakit.model.ExtractionItem;
import org.qakit.solve.Prediction;
import org.qakit.solve.extract.ExtractiveSolver;
import org.qakit.solve.extract.YesNoAnswer;
import org.qakit.text.Language;

/** extract on the Czech fixture: prepositions, thousands separators, percentages and yes/no answers. */
class CzechExtractionTest {
  private static final ExtractiveSolver SOLVER = new ExtractiveSolver(Language.CZECH);

  private static Map<String, String> topAnswers() {
    var out = new LinkedHashMap<String, String>();
    for (var item : CzechFixtures.read("extraction").items()) {
      var answers = ((Prediction.Answers) SOLVER.solve(item).orElseThrow()).answers();
      out.put(item.id(), answers.isEmpty() ? "" : answers.getFirst());
    }
    return out;
  }

  @Test
  void theFormsSqadAnswersTakeComeOut() {
    var top = topAnswers();
    assertThat(top.get("000101")).isEqualTo("380 000"); // space as thousands separator
    assertThat(top.get("000106")).isEqualTo("250 000");
    assertThat(top.get("000102")).isEqualTo("v roce 1919"); // Kdy …? keeps the preposition and the time noun
    assertThat(top.get("000104")).isEqualTo("45 %"); // the unit symbol stays
    assertThat(top.get("000103")).isEqualTo("ano");
    assertThat(top.get("000107")).isEqualTo("ne"); // "přírodní" is not in the sentence
  }

  @Test
  void yesNoQuestionsAreThoseWithoutAQuestionWord() {
    assertThat(YesNoAnswer.isQuestion("Je Karlštejn národní přírodní památkou?")).isTrue();
    assertThat(YesNoAnswer.isQuestion("Leží Brno na Moravě?")).isTrue();
    assertThat(YesNoAnswer.isQuestion("Kdo založil hrad Karlštejn?")).isFalse();
    assertThat(YesNoAnswer.isQuestion("V jakém roce byla založena univerzita?")).isFalse();
    assertThat(YesNoAnswer.isQuestion("Brno leží na Moravě.")).isFalse();
    var ne = YesNoAnswer.of(List.of("karlštejn", "přírodní", "památka"), java.util.Set.of("karlštejn", "kulturní", "památka"));
    assertThat(ne.answer()).isEqualTo("ne");
    assertThat(ne.missing()).containsExactly("přírodní");
    var ev = SOLVER.explain((ExtractionItem) CzechFixtures.read("extraction").items().get(6));
    assertThat(ev.yesNo().missing()).containsExactly("přírodní");
  }

  @Test
  void emAndEmLemmaOnTheFixture() {
    var items = CzechFixtures.read("extraction").items();
    double em = 0;
    double emLemma = 0;
    for (var item : items) {
      var p = SOLVER.solve(item).orElseThrow();
      em += Metrics.get("em").score(item, p);
      emLemma += Metrics.get("em-lemma").score(item, p);
    }
    // 9 of 10 exact: 000108 answers "30 kilometrů jihozápadně" for "30 kilometrů"; lemmas change nothing here
    assertThat(em).isEqualTo(9);
    assertThat(emLemma).isEqualTo(9);
  }
}
