package org.qakit.eval.metric;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.qakit.eval.ItemScores;
import org.qakit.model.ExtractionItem;
import org.qakit.solve.Prediction;
import org.qakit.solve.Prediction.Answers;

/** em, f1 and the normaliser they share. */
class ExtractionMetricsTest {
  static ExtractionItem ex(String id, String... gold) {
    return new ExtractionItem(id, "q", "passage", List.of(gold), Map.of(), null);
  }

  static Answers answers(String id, String... predicted) {
    return new Answers(id, List.of(predicted));
  }

  private final Metric em = new ExactMatch();
  private final Metric f1 = new TokenF1();

  @Test
  void tokensSplitChineseByCharacterAndOtherScriptsBySpace() {
    assertThat(ExtractionNormalizer.tokens("２００４年")).containsExactly("2004", "年"); // full-width digits
    assertThat(ExtractionNormalizer.tokens("“北京”，中国。")).containsExactly("北", "京", "中", "国");
    assertThat(ExtractionNormalizer.tokens("  Karel   IV. ")).containsExactly("karel", "iv");
    assertThat(ExtractionNormalizer.tokens("Tomáš Garrigue Masaryk")).containsExactly("tomáš", "garrigue", "masaryk");
  }

  @Test
  void punctuationIsDeletedNotSplitAndOtherSymbolsStay() {
    assertThat(ExtractionNormalizer.tokens("U.S.")).containsExactly("us"); // as SQuAD: deleted, joined
    assertThat(ExtractionNormalizer.tokens("1,000 $")).containsExactly("1000");
    assertThat(ExtractionNormalizer.tokens("Praha–Smíchov")).containsExactly("prahasmíchov"); // en dash is Pd
    assertThat(ExtractionNormalizer.tokens("25 °C")).containsExactly("25", "°c"); // ° is a symbol, kept as SQuAD keeps it
    assertThat(ExtractionNormalizer.tokens("Ma\u00ADsa\u200Bryk")).containsExactly("masaryk"); // soft hyphen, zero-width space
    assertThat(ExtractionNormalizer.tokens("ﬁnal")).containsExactly("final"); // ligature
    assertThat(ExtractionNormalizer.tokens("—!?")).isEmpty();
    assertThat(ExtractionNormalizer.normalize("The  Eiffel-Tower!")).isEqualTo("the eiffeltower"); // articles kept
  }

  @Test
  void exactMatchTakesTheTopAnswerAndTheBestGold() {
    assertThat(em.score(ex("1", "Karel IV."), answers("1", "karel iv"))).isEqualTo(1.0);
    assertThat(em.score(ex("1", "Karel IV."), answers("1", "Karel"))).isEqualTo(0.0);
    // only the top answer counts, even when a later one is right
    assertThat(em.score(ex("2", "Praha"), answers("2", "Brno", "Praha"))).isEqualTo(0.0);
    // max over gold answers
    assertThat(em.score(ex("3", "Praha", "hlavní město Praha"), answers("3", "Hlavní město Praha"))).isEqualTo(1.0);
    // diacritics are kept: Tomas is not Tomáš
    assertThat(em.score(ex("4", "Tomáš"), answers("4", "Tomas"))).isEqualTo(0.0);
    // full-width, Chinese spacing and punctuation fold away
    assertThat(em.score(ex("5", "ＮＡＴＯ"), answers("5", "nato"))).isEqualTo(1.0);
    assertThat(em.score(ex("6", "2004年"), answers("6", "２００４ 年。"))).isEqualTo(1.0);
  }

  @Test
  void tokenF1ByHand() {
    // [the, eiffel, tower] vs [eiffel, tower]: common 2, P = 2/3, R = 1, F1 = 2·(2/3) / (5/3) = 4/5
    // (SQuAD's script drops "the" and gives 1; see ExtractionNormalizer)
    assertThat(f1.score(ex("1", "Eiffel Tower"), answers("1", "the Eiffel Tower"))).isCloseTo(0.8, within(1e-12));
    // Chinese by character: [北, 京] vs [北, 京, 大, 学]: P = 1, R = 1/2, F1 = 2·(1/2) / (3/2) = 2/3
    assertThat(f1.score(ex("2", "北京大学"), answers("2", "北京"))).isCloseTo(2 / 3.0, within(1e-12));
    // multiset overlap: [ano, ano, ne] vs [ano, ne, ne]: common = min(2,1) + min(1,2) = 2, P = R = 2/3, F1 = 2/3
    assertThat(f1.score(ex("3", "ano ne ne"), answers("3", "ano ano ne"))).isCloseTo(2 / 3.0, within(1e-12));
    // max over gold: [t, g, masaryk] vs [tomáš, garrigue, masaryk]: P = R = 1/3, F1 = 1/3;
    // vs [masaryk]: P = 1/3, R = 1, F1 = 2·(1/3) / (4/3) = 1/2; max = 1/2
    assertThat(f1.score(ex("4", "Tomáš Garrigue Masaryk", "Masaryk"), answers("4", "T. G. Masaryk"))).isCloseTo(0.5, within(1e-12));
    // no shared token: 0
    assertThat(f1.score(ex("5", "Brno"), answers("5", "Praha"))).isEqualTo(0.0);
  }

  @Test
  void emptyPredictionsAndEmptyNormalisations() {
    // no answer: the empty string, no token: 0 against a gold answer with tokens
    assertThat(em.score(ex("1", "Praha"), answers("1"))).isEqualTo(0.0);
    assertThat(f1.score(ex("1", "Praha"), answers("1"))).isEqualTo(0.0);
    assertThat(f1.score(ex("1", "Praha"), answers("1", "!!!"))).isEqualTo(0.0);
    // both normalise to no token: EM 1 and F1 1 (SQuAD 2.0's rule), so F1 >= EM
    assertThat(em.score(ex("2", "—"), answers("2"))).isEqualTo(1.0);
    assertThat(f1.score(ex("2", "—"), answers("2"))).isEqualTo(1.0);
  }

  @Test
  void duplicateAnswersInAPredictionChangeNothing() {
    assertThat(f1.score(ex("1", "Praha"), answers("1", "Praha", "Praha", "Brno"))).isEqualTo(1.0);
    assertThat(em.score(ex("1", "Praha"), answers("1", "Brno", "Brno", "Praha"))).isEqualTo(0.0);
  }

  @Test
  void datasetValuesAreMeans() {
    var items = List.of(ex("1", "Eiffel Tower"), ex("2", "北京大学"), ex("3", "Praha"), ex("4", "Karel IV."));
    Map<String, Prediction> p =
        Map.of(
            "1", answers("1", "the Eiffel Tower"), // EM 0, F1 4/5
            "2", answers("2", "北京"), // EM 0, F1 2/3
            "3", answers("3"), // EM 0, F1 0
            "4", answers("4", "Karel IV")); // EM 1, F1 1
    assertThat(ItemScores.of(em, items, p).mean()).isCloseTo(0.25, within(1e-12)); // 1/4
    // (4/5 + 2/3 + 0 + 1) / 4 = (37/15) / 4 = 37/60
    assertThat(ItemScores.of(f1, items, p).mean()).isCloseTo(37 / 60.0, within(1e-12));
  }
}
