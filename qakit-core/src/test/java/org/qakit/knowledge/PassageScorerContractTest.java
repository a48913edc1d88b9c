package org.qakit.knowledge;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The {@link PassageScorer} contract, run against every implementation: a subclass gives a
 * retriever that is also a scorer over {@link RetrieverContractTest#CORPUS} (English); the scores
 * of given passages are the scores its search gives them.
 */
public abstract class PassageScorerContractTest {

  /** A retriever over {@link RetrieverContractTest#CORPUS} that implements {@link PassageScorer}; closed after each test. */
  protected abstract Retriever open() throws Exception;

  private Retriever retriever;
  private PassageScorer scorer;

  @BeforeEach
  void openScorer() throws Exception {
    retriever = open();
    scorer = (PassageScorer) retriever;
  }

  @AfterEach
  void closeScorer() {
    retriever.close();
  }

  @Test
  void scoresTheGivenPassagesThatShareATermAsSearchDoes() {
    var scores = scorer.scores("water ice", List.of("p1", "p5", "p6", "p2", "nope"));
    // p2 shares no term with the text, "nope" is no passage: both absent (score 0)
    assertThat(scores).containsOnlyKeys("p1", "p5", "p6");
    for (Hit h : retriever.search("water ice", 100)) {
      if (scores.containsKey(h.id())) {
        assertThat(scores.get(h.id())).as(h.id()).isEqualTo((double) h.score());
      }
    }
    // p1 "ice melt water when warm" and p5 "water freez ice when cold": the same terms matched, the same length
    assertThat(scores.get("p1")).isPositive().isEqualTo(scores.get("p5")).isGreaterThan(scores.get("p6"));
  }

  @Test
  void aTextWithoutTermsOrNoIdsGiveNothing() {
    assertThat(scorer.scores("the of", List.of("p1", "p2"))).isEmpty();
    assertThat(scorer.scores("water", List.of())).isEmpty();
  }

  @Test
  void listsTheIdsTheIndexLacksInTheOrderGiven() {
    assertThat(scorer.missing(List.of("zz", "p2", "nope", "tie-a"))).containsExactly("zz", "nope");
    assertThat(scorer.missing(List.of())).isEmpty();
  }
}
