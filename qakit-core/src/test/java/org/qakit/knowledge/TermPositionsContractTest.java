package org.qakit.knowledge;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The {@link TermPositions} contract, run against every implementation: a subclass gives it over
 * {@link RetrieverContractTest#CORPUS} indexed as {@code en:english-porter} (Lucene's {@code
 * EnglishAnalyzer}: its stop words leave gaps in the positions; Porter stems).
 */
public abstract class TermPositionsContractTest {

  /** Term positions over {@link RetrieverContractTest#CORPUS}, English; opened once per test. */
  protected abstract TermPositions open() throws Exception;

  private TermPositions index;

  @BeforeEach
  void openIndex() throws Exception {
    index = open();
  }

  protected TermPositions index() {
    return index;
  }

  @Test
  void countsEveryPassage() {
    assertThat(index.documents()).isEqualTo(8);
  }

  @Test
  void givesEachPassagesPositionsCountingRemovedStopWords() {
    // p1 "Ice melts into water when it is warm.": ic 0, melt 1, (into 2), water 3
    // p5 "Water freezes into ice when it is cold.": water 0
    // p6 "Rivers carry water, sand and mud downstream.": river 0, carri 1, water 2
    assertThat(index.positions("water").values()).extracting(p -> p[0]).containsExactlyInAnyOrder(3, 0, 2);
    assertThat(index.positions("water").values()).allSatisfy(p -> assertThat(p).hasSize(1));
    // p2 "Sand and rock are carried by rivers to the sea.": sand 0, (and 1), rock 2, (are 3), carri 4, (by 5), river 6,
    // (to 7), (the 8), sea 9
    assertThat(index.positions("sea").values()).singleElement().isEqualTo(new int[] {9});
  }

  @Test
  void numbersAPassageTheSameForEveryTerm() {
    // "sand": p2 at 0, p6 at 3; "carri": p2 at 4, p6 at 1; "river": p2 at 6, p6 at 0
    Map<Integer, int[]> sand = index.positions("sand");
    Map<Integer, int[]> carri = index.positions("carri");
    Map<Integer, int[]> river = index.positions("river");
    assertThat(sand.keySet()).hasSize(2).isEqualTo(carri.keySet()).isEqualTo(river.keySet());
    int p2 = sand.entrySet().stream().filter(e -> e.getValue()[0] == 0).findFirst().orElseThrow().getKey();
    assertThat(carri.get(p2)).containsExactly(4);
    assertThat(river.get(p2)).containsExactly(6);
    assertThat(index.positions("sand").keySet()).isEqualTo(sand.keySet()); // again: the same numbers
  }

  @Test
  void docFreqIsTheNumberOfPassages() {
    for (String t : List.of("water", "sand", "magnet", "moon", "zebra")) {
      assertThat(index.docFreq(t)).as(t).isEqualTo(index.positions(t).size());
    }
    assertThat(index.docFreq("magnet")).isEqualTo(2); // tie-a and tie-b
  }

  @Test
  void aTermNoPassageHoldsGivesNothing() {
    for (String t : List.of("carried", "the", "Water", "zebra")) {
      assertThat(index.positions(t)).as(t).isEmpty();
      assertThat(index.docFreq(t)).as(t).isZero();
    }
  }
}
