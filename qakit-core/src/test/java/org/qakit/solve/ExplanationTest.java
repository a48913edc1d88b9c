package org.qakit.solve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ExplanationTest {
  record Hit(String id, String title, double score) {}

  record Option(String label, Hit hit, List<String> terms, Map<String, Double> features) {}

  @Test
  void recordsAreWrittenInDeclarationOrderWithoutNullsAndMapsInTheirOrder() {
    var features = new LinkedHashMap<String, Double>();
    features.put("z", 1.5);
    features.put("a", -0.25);
    var e = Explanation.of(new Option("B", new Hit("d3", null, 0.5), List.of("sun", "moon"), features));
    assertThat(e).hasToString("{\"label\":\"B\",\"hit\":{\"id\":\"d3\",\"score\":0.5},\"terms\":[\"sun\",\"moon\"],"
        + "\"features\":{\"z\":1.5,\"a\":-0.25}}");
    assertThat(Explanation.of("seed", 42L)).hasToString("{\"seed\":42}");
  }

  @Test
  void isImmutableAndEqualByContent() {
    var e = Explanation.of("seed", 7L);
    e.json().put("seed", 8);
    assertThat(e.json().get("seed").asLong()).isEqualTo(7);
    assertThat(e).isEqualTo(Explanation.of(Map.of("seed", 7L)));
  }

  @Test
  void rejectsNonFiniteNumbersByPathAndValuesThatAreNotObjects() {
    assertThatThrownBy(() -> Explanation.of(new Option("A", new Hit("d1", null, Double.NaN), List.of(), Map.of())))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("evidence.hit.score: expected a finite number, found NaN");
    assertThatThrownBy(() -> Explanation.of(List.of(1, 2)))
        .hasMessage("evidence: expected a value written as a JSON object, found array");
    assertThatThrownBy(() -> new Explanation(null)).hasMessageContaining("found null");
  }
}
