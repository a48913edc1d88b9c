package org.qakit.eval.trec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class TrecMeasuresTest {
  static List<String> names(String... specs) {
    return TrecMeasures.select(List.of(specs)).measures().stream().flatMap(m -> m.names().stream()).toList();
  }

  static final List<String> OFFICIAL_NAMES = List.of("runid", "num_q", "num_ret", "num_rel", "num_rel_ret", "map", "gm_map", "Rprec",
      "bpref", "recip_rank", "iprec_at_recall_0.00", "iprec_at_recall_0.10", "iprec_at_recall_0.20", "iprec_at_recall_0.30",
      "iprec_at_recall_0.40", "iprec_at_recall_0.50", "iprec_at_recall_0.60", "iprec_at_recall_0.70", "iprec_at_recall_0.80",
      "iprec_at_recall_0.90", "iprec_at_recall_1.00", "P_5", "P_10", "P_15", "P_20", "P_30", "P_100", "P_200", "P_500", "P_1000");

  @Test
  void selectionPrintsInTrecEvalOrderOnceEach() {
    assertThat(names("P.5", "map", "num_q", "map", "recip_rank", "num_rel_ret", "num_rel", "num_ret"))
        .containsExactly("num_q", "num_ret", "num_rel", "num_rel_ret", "map", "recip_rank", "P_5");
    assertThat(names("P")).containsExactly("P_5", "P_10", "P_15", "P_20", "P_30", "P_100", "P_200", "P_500", "P_1000");
    assertThat(names("P.1,5")).containsExactly("P_1", "P_5");
    // measures.c order: ... P, (relstring), recall, (infAP ... G), ndcg, (ndcg_rel, Rndcg), ndcg_cut, (map_cut, relative_P), success
    assertThat(names("success.2", "ndcg_cut.3", "ndcg", "recall.4", "P.1", "bpref", "Rprec", "gm_map", "runid"))
        .containsExactly("runid", "gm_map", "Rprec", "bpref", "P_1", "recall_4", "ndcg", "ndcg_cut_3", "success_2");
  }

  @Test
  void noMeasureMeansTrecEvalsOfficialSet() {
    assertThat(names()).isEqualTo(OFFICIAL_NAMES);
    assertThat(names("official")).isEqualTo(OFFICIAL_NAMES);
    assertThat(TrecMeasures.official()).containsExactly("runid", "num_q", "num_ret", "num_rel", "num_rel_ret", "map", "gm_map", "Rprec",
        "bpref", "recip_rank", "iprec_at_recall", "P");
    // parameters given for a measure of the set apply, before or after it
    assertThat(names("official", "P.10")).endsWith("iprec_at_recall_1.00", "P_10");
    assertThat(names("P.10", "official", "ndcg")).endsWith("iprec_at_recall_1.00", "P_10", "ndcg");
  }

  @Test
  void parametersNameTheValuesAsTrecEvalDoes() {
    assertThat(names("iprec_at_recall.0.125,1,.5")).containsExactly("iprec_at_recall_0.12", "iprec_at_recall_0.50", "iprec_at_recall_1.00");
    assertThat(names("ndcg.1=3.5,2=9")).containsExactly("ndcg_1=3.5,2=9");
    assertThat(names("ndcg_cut", "success")).containsExactly("ndcg_cut_5", "ndcg_cut_10", "ndcg_cut_15", "ndcg_cut_20", "ndcg_cut_30",
        "ndcg_cut_100", "ndcg_cut_200", "ndcg_cut_500", "ndcg_cut_1000", "success_1", "success_5", "success_10");
    assertThat(names("recall")).hasSize(9).startsWith("recall_5").endsWith("recall_1000");
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
    assertThatThrownBy(() -> names("mAP")).hasMessageStartingWith("unknown trec_eval measure 'mAP'; did you mean map or gm_map?");
    assertThatThrownBy(() -> names("all_trec")).hasMessage("trec_eval's measure set 'all_trec' includes measures qakit does not compute;"
        + " qakit knows official (the default) and runid, num_q, num_ret, num_rel, num_rel_ret, map, gm_map, Rprec, bpref, recip_rank,"
        + " iprec_at_recall, P, recall, ndcg, ndcg_cut, success");
    assertThatThrownBy(() -> names("official.5")).hasMessage("trec_eval's measure set 'official' takes no parameters, found 'official.5'");
    assertThatThrownBy(() -> names("P.")).hasMessage("expected parameters after the '.' in -m P., found none");
    assertThatThrownBy(() -> names("P.5,5")).hasMessage("expected distinct cutoffs for P, found 5 twice");
    assertThatThrownBy(() -> names("P.0,5")).hasMessage("expected positive cutoffs for P, found 0");
    assertThatThrownBy(() -> names("P.5,x")).hasMessage("expected integer cutoffs for P separated by commas, found 'x' in 'P.5,x'");
    assertThatThrownBy(() -> names("map.5")).hasMessage("trec_eval measure 'map' takes no parameters, found 'map.5'");
    assertThatThrownBy(() -> names("recall.0")).hasMessage("expected positive cutoffs for recall, found 0");
    assertThatThrownBy(() -> names("success.1,1")).hasMessage("expected distinct cutoffs for success, found 1 twice");
    assertThatThrownBy(() -> names("ndcg_cut.a")).hasMessage("expected integer cutoffs for ndcg_cut separated by commas, found 'a' in 'ndcg_cut.a'");
    assertThatThrownBy(() -> names("iprec_at_recall.1.5")).hasMessage("expected recall levels for iprec_at_recall between 0 and 1, found 1.5");
    assertThatThrownBy(() -> names("iprec_at_recall.0.5,.50")).hasMessage("expected distinct recall levels for iprec_at_recall, found 0.5 twice");
    assertThatThrownBy(() -> names("iprec_at_recall.x")).hasMessageStartingWith("expected recall levels for iprec_at_recall separated by commas");
    assertThatThrownBy(() -> names("ndcg.1=2,1=3")).hasMessage("expected each relevance value once in 'ndcg.1=2,1=3', found 1 twice");
    assertThatThrownBy(() -> names("ndcg.-1=2")).hasMessageStartingWith("expected 'level=gain' pairs for ndcg separated by commas")
        .hasMessageEndingWith("found '-1=2' in 'ndcg.-1=2'");
    assertThatThrownBy(() -> names("ndcg.2")).hasMessageContaining("found '2' in 'ndcg.2'");
  }

  @Test
  void everyMeasureDescribesItselfInWholeSentences() {
    for (TrecMeasure m : TrecMeasures.registry().all()) {
      assertThat(m.description()).as(m.id()).matches("[A-Z].*\\.").doesNotContain("%");
      assertThat(m.names()).as(m.id()).isNotEmpty();
    }
  }

  @Test
  void onlyRunIdNumQAndGmMapHaveNoPerQueryLine() {
    assertThat(TrecMeasures.registry().all().stream().filter(m -> !m.printsPerQuery()).map(TrecMeasure::id))
        .containsExactly("runid", "num_q", "gm_map");
  }
}
