package org.qakit.retrieve;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.qakit.analysis.Analysis;
import org.qakit.knowledge.TermDocuments;

/** {@link AnalyzedPositions} on a hand-made remote index: analysis, numbering, the engine's counts, the cache. */
class AnalyzedPositionsTest {
  /** Two passages; "ghost" is listed for x2 although its text lacks it (an engine that analysed differently). */
  private static final class Remote implements TermDocuments {
    final List<String> asked = new ArrayList<>();

    @Override
    public int documents() {
      asked.add("N");
      return 2;
    }

    @Override
    public int docFreq(String term) {
      return textsWith(term).size();
    }

    @Override
    public SortedMap<String, String> textsWith(String term) {
      asked.add(term);
      var out = new TreeMap<String, String>();
      if (term.equals("water") || term.equals("ghost")) {
        out.put("x2", "The water of the sea is salty water.");
      }
      if (term.equals("water")) {
        out.put("x1", "Water boils.");
      }
      return out;
    }
  }

  @Test
  void analysesTheTextsHereAndKeepsRecentTerms() {
    var remote = new Remote();
    try (var p = new AnalyzedPositions(remote, Analysis.of("en", null))) {
      // x1 "Water boils.": water 0; x2 "The water of the sea is salty water.": (the 0) water 1, (of 2) (the 3) sea 4,
      // (is 5) salti 6, water 7
      Map<Integer, int[]> water = p.positions("water");
      assertThat(water).hasSize(2);
      int x1 = water.entrySet().stream().filter(e -> e.getValue().length == 1).findFirst().orElseThrow().getKey();
      assertThat(water.get(x1)).containsExactly(0);
      assertThat(water.get(x1 == 0 ? 1 : 0)).containsExactly(1, 7);
      // listed by the engine but absent from the analysed text: left out of positions, counted by docFreq
      assertThat(p.positions("ghost")).isEmpty();
      assertThat(p.docFreq("ghost")).isEqualTo(1);
      assertThat(p.documents()).isEqualTo(2);
      assertThat(p.documents()).isEqualTo(2);
      // asked again: from the cache, the same map; N asked once
      assertThat(p.positions("water")).isSameAs(water);
      assertThat(remote.asked).containsExactly("water", "ghost", "ghost", "N");
    }
  }
}
