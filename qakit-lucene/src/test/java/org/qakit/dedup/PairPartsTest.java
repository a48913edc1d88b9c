package org.qakit.dedup;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class PairPartsTest {
  private static RealPair pair(String a, String b) {
    return new RealPair("t:" + a, "t:" + b, false, "why");
  }

  @Test
  void pairsThatShareAnItemGoToOnePart() {
    var pairs = new ArrayList<RealPair>();
    for (int i = 0; i < 100; i++) {
      pairs.add(pair("x" + i, "y" + i));
    }
    // a chain x0 - y0 - z - x7 joins two groups; x50 - x51 joins another two
    pairs.add(pair("y0", "z"));
    pairs.add(pair("z", "x7"));
    pairs.add(pair("x50", "x51"));
    List<PairParts.Part> parts = PairParts.split(pairs, 7);
    Map<String, PairParts.Part> partOf = new HashMap<>();
    for (int i = 0; i < pairs.size(); i++) {
      for (String id : List.of(pairs.get(i).a(), pairs.get(i).b())) {
        PairParts.Part before = partOf.putIfAbsent(id, parts.get(i));
        assertThat(before == null || before == parts.get(i)).as(id + " in one part").isTrue();
      }
    }
    assertThat(partOf.get("t:x0")).isEqualTo(partOf.get("t:x7"));
    assertThat(partOf.get("t:x50")).isEqualTo(partOf.get("t:y51"));
  }

  @Test
  void partsComeCloseToSixtyTwentyTwentyAndTheSeedDecides() {
    var pairs = new ArrayList<RealPair>();
    for (int i = 0; i < 500; i++) {
      pairs.add(pair("a" + i, "b" + i));
    }
    List<PairParts.Part> parts = PairParts.split(pairs, 7);
    assertThat(parts.stream().filter(p -> p == PairParts.Part.TRAIN).count()).isEqualTo(300);
    assertThat(parts.stream().filter(p -> p == PairParts.Part.DEV).count()).isEqualTo(100);
    assertThat(parts.stream().filter(p -> p == PairParts.Part.TEST).count()).isEqualTo(100);
    assertThat(PairParts.split(pairs, 7)).isEqualTo(parts);
    assertThat(PairParts.split(pairs, 8)).isNotEqualTo(parts);
  }
}
