package org.qakit.eval.trec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class TrecMeasuresTest {
  static List<String> names(String... specs) {
    return TrecMeasures.select(List.of(specs)).measures().stream().flatMap(m -> m.names().stream()).toList();
  }

  @Test
  void selectionPrintsInTrecEvalOrderOnceEach() {
    assertThat(names("P.5", "map", "num_q", "map", "recip_rank", "num_rel_ret", "num_rel", "num_ret"))
        .containsExactly("num_q", "num_ret", "num_rel", "num_rel_ret", "map", "recip_rank", "P_5");
    assertThat(names("P")).containsExactly("P_5", "P_10", "P_15", "P_20", "P_30", "P_100", "P_200", "P_500", "P_1000");
    assertThat(names("P.1,5")).containsExactly("P_1", "P_5");
  }

  @Test
  void theFirstParametersGivenWinWithANote() {
    var s = TrecMeasures.select(List.of("P.5", "P.10", "P"));
    assertThat(s.measures().get(0).names()).containsExactly("P_5");
    assertThat(s.notes()).containsExactly("-m P.10 ignored: trec_eval uses the first parameters given for P (P.5)");
    // a bare name does not fix parameters: -m P -m P.10 prints P_10
    assertThat(names("P", "P.10")).containsExactly("P_10");
  }

  @Test
  void badSpecsAreErrorsThatSayWhy() {
    assertThatThrownBy(() -> names("mAP")).hasMessageStartingWith("unknown trec_eval measure 'mAP'; did you mean map?");
    assertThatThrownBy(() -> names("official")).hasMessageContaining("known: num_q, num_ret, num_rel, num_rel_ret, map, recip_rank, P");
    assertThatThrownBy(() -> names("P.")).hasMessage("expected parameters after the '.' in -m P., found none");
    assertThatThrownBy(() -> names("P.5,5")).hasMessage("expected distinct cutoffs for P, found 5 twice");
    assertThatThrownBy(() -> names("P.0,5")).hasMessage("expected positive cutoffs for P, found 0");
    assertThatThrownBy(() -> names("P.5,x")).hasMessage("expected integer cutoffs for P separated by commas, found 'x' in 'P.5,x'");
    assertThatThrownBy(() -> names("map.5")).hasMessage("trec_eval measure 'map' takes no parameters, found 'map.5'");
    assertThatThrownBy(() -> TrecMeasures.select(List.of())).hasMessageStartingWith("expected at least one -m MEASURE");
  }

  @Test
  void everyMeasureDescribesItself() {
    for (TrecMeasure m : TrecMeasures.registry().all()) {
      assertThat(m.description()).as(m.id()).isNotBlank();
      assertThat(m.names()).as(m.id()).isNotEmpty();
    }
  }
}
