package org.qakit.fitness;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.apache.lucene.analysis.Analyzer;
import org.junit.jupiter.api.Test;
import org.qakit.analysis.Analyzers;
import org.qakit.text.Language;

class FitnessEvaluationTest {
  private final Analyzer en = Analyzers.forLanguage(Language.ENGLISH);

  @Test
  void aucCountsPairsWithTiesAsHalves() {
    // 0.9 beats 0.5, 0.1, 0.3 (3); 0.5 ties 0.5 (0.5) and beats 0.1, 0.3 (2): 5.5 of 6 pairs
    assertThat(FitnessEvaluation.auc(new double[] {0.9, 0.5}, new double[] {0.5, 0.1, 0.3})).isCloseTo(5.5 / 6, within(1e-12));
    assertThat(FitnessEvaluation.auc(new double[] {0.1}, new double[] {0.2})).isZero();
    assertThat(FitnessEvaluation.auc(new double[] {0.2, 0.2}, new double[] {0.2})).isEqualTo(0.5);
    assertThatThrownBy(() -> FitnessEvaluation.auc(new double[0], new double[] {1}))
        .hasMessage("AUC: expected positive and negative scores, found 0 and 1");
  }

  @Test
  void crossValidationSeparatesScienceFromCooking() {
    List<FitnessFeatures> fit = PassageFitnessTest.SCIENCE.stream().map(t -> FitnessFeatures.analyse(en, t)).toList();
    List<FitnessFeatures> unfit = PassageFitnessTest.COOKING.stream().map(t -> FitnessFeatures.analyse(en, t)).toList();
    FitnessEvaluation e = FitnessEvaluation.crossValidate(en, fit, unfit, 4, 7);
    assertThat(e.folds()).isEqualTo(4);
    assertThat(e.fit()).isEqualTo(8);
    assertThat(e.auc()).isGreaterThan(0.8);
    assertThat(e.averagePrecision()).isGreaterThan(0.8);
    // the same seed, the same folds, the same figures
    assertThat(FitnessEvaluation.crossValidate(en, fit, unfit, 4, 7)).isEqualTo(e);
    assertThatThrownBy(() -> FitnessEvaluation.crossValidate(en, fit.subList(0, 3), unfit, 4, 7))
        .hasMessage("passage fitness: 4 folds need at least 4 fit and 4 unfit passages, found 3 and 8");
    assertThatThrownBy(() -> FitnessEvaluation.crossValidate(en, fit, unfit, 1, 7))
        .hasMessage("passage fitness: expected at least 2 folds, found 1");
  }
}
