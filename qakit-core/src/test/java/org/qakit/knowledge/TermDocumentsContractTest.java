package org.qakit.knowledge;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The {@link TermDocuments} contract, run against every implementation: a subclass gives it over
 * {@link RetrieverContractTest#CORPUS} indexed as {@code en:english-porter} (Lucene's
 * {@code EnglishAnalyzer}: stop words removed, Porter stems).
 */
public abstract class TermDocumentsContractTest {

  /** Term documents over {@link RetrieverContractTest#CORPUS}, English; opened once per test. */
  protected abstract TermDocuments open() throws Exception;

  private TermDocuments index;

  @BeforeEach
  void openIndex() throws Exception {
    index = open();
  }

  @Test
  void countsEveryPassage() {
    assertThat(index.documents()).isEqualTo(RetrieverContractTest.CORPUS.size()).isEqualTo(8);
  }

  @Test
  void givesEveryPassageHoldingATermByIdWithItsText() {
    // "water": p1 ("Ice melts into water ..."), p5 ("Water freezes ..."), p6 ("Rivers carry water, ...")
    assertThat(index.textsWith("water")).containsExactly(
        java.util.Map.entry("p1", "Ice melts into water when it is warm."),
        java.util.Map.entry("p5", "Water freezes into ice when it is cold."),
        java.util.Map.entry("p6", "Rivers carry water, sand and mud downstream."));
    // a stem, as indexed: "carried" (p2) and "carry" (p6) are both "carri"
    assertThat(index.textsWith("carri").keySet()).containsExactly("p2", "p6");
    // tie-a and tie-b have the same text: ids ascending
    assertThat(List.copyOf(index.textsWith("magnet").keySet())).containsExactly("tie-a", "tie-b");
  }

  @Test
  void docFreqCountsThePassagesHoldingTheTerm() {
    for (String t : List.of("water", "carri", "magnet", "sea", "moon")) {
      assertThat(index.docFreq(t)).as(t).isEqualTo(index.textsWith(t).size());
    }
    assertThat(index.docFreq("water")).isEqualTo(3);
  }

  @Test
  void aTermNoPassageHoldsGivesNothing() {
    // "carried" is not a term of the index (its stem is), nor is a stop word, nor a raw capitalised word
    for (String t : List.of("carried", "the", "Water", "zebra")) {
      assertThat(index.textsWith(t)).as(t).isEmpty();
      assertThat(index.docFreq(t)).as(t).isZero();
    }
  }
}
