package org.qakit.eval.trec;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class TrecIdsTest {
  static int intern(TrecIds ids, String s) {
    byte[] b = ("  " + s + " ").getBytes(StandardCharsets.UTF_8);
    return ids.intern(b, 2, b.length - 3);
  }

  @Test
  void eachDistinctStringGetsOneDenseIdThatSurvivesGrowth() {
    var ids = new TrecIds();
    var strings = new ArrayList<String>();
    for (int i = 0; i < 5000; i++) {
      strings.add("doc" + i);
    }
    strings.add("é3");
    strings.add("");
    for (int round = 0; round < 2; round++) {
      for (int i = 0; i < strings.size(); i++) {
        assertThat(intern(ids, strings.get(i))).isEqualTo(i);
      }
    }
    assertThat(ids.size()).isEqualTo(strings.size());
    assertThat(ids.string(5000)).isEqualTo("é3");
    assertThat(ids.find("doc4999")).isEqualTo(4999);
    assertThat(ids.find("doc5000")).isEqualTo(-1);
    var other = new TrecIds();
    intern(other, "x");
    intern(other, "doc17");
    assertThat(ids.find(other, 1)).isEqualTo(17);
    assertThat(ids.find(other, 0)).isEqualTo(-1);
  }

  @Test
  void idsSortAsStrcmp() {
    var ids = new TrecIds();
    List<String> strings = List.of("q10", "2", "10", "Q2", "é3", "q1", "\uD83D\uDE00", "\uFFFD");
    strings.forEach(s -> intern(ids, s));
    var sorted = new ArrayList<String>();
    for (int id : ids.sorted()) {
      sorted.add(ids.string(id));
    }
    assertThat(sorted).isEqualTo(strings.stream().sorted(Strcmp.ORDER).toList());
    assertThat(ids.compare(ids.find("2"), ids.find("10"))).isPositive();
  }
}
