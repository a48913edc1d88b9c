package org.qakit.eval.metric;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.qakit.eval.metric.ExtractionMetricsTest.answers;
import static org.qakit.eval.metric.ExtractionMetricsTest.ex;

import org.junit.jupiter.api.Test;

/** em-lemma and f1-lemma: em and f1 on the tokens' Czech stems, beside the exact ones. */
class LemmaMatchTest {
  private final Metric em = new ExactMatch();
  private final Metric f1 = new TokenF1();
  private final Metric emLemma = Metrics.get("em-lemma");
  private final Metric f1Lemma = Metrics.get("f1-lemma");

  @Test
  void anAnswerInAnotherCaseMatchesByLemmaOnly() {
    var item = ex("q", "u Mělníka");
    var otherCase = answers("q", "u Mělníku");
    assertThat(em.score(item, otherCase)).isZero();
    assertThat(emLemma.score(item, otherCase)).isEqualTo(1.0);
    // f1: "u" shared, "mělníku" ≠ "mělníka": P = R = 1/2; by stems both tokens are shared
    assertThat(f1.score(item, otherCase)).isCloseTo(0.5, within(1e-12));
    assertThat(f1Lemma.score(item, otherCase)).isEqualTo(1.0);
  }

  @Test
  void lemmaMatchIsNeverStricterAndStillTellsWordsApart() {
    var item = ex("q", "Bedřich Smetana", "Smetana");
    assertThat(emLemma.score(item, answers("q", "Bedřichem Smetanou"))).isEqualTo(1.0);
    assertThat(emLemma.score(item, answers("q", "Antonín Dvořák"))).isZero();
    // f1-lemma, gold "Smetana" (1 token) vs "Smetanou Dvořák" (2): P = 1/2, R = 1, F1 = 2/3
    assertThat(f1Lemma.score(item, answers("q", "Smetanou Dvořák"))).isCloseTo(2.0 / 3, within(1e-12));
    assertThat(emLemma.score(item, answers("q"))).isZero();
    assertThat(emLemma.id()).isEqualTo("em-lemma");
    assertThat(f1Lemma.description()).contains("stems");
  }
}
