package org.qakit.knowledge;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.qakit.embed.HashingEncoder;

class HybridRetrieverTest extends RetrieverContractTest {

  @Override
  protected Retriever open() {
    return new HybridRetriever(new ScanRetriever(CORPUS, new HashingEncoder(512, true)),
        new ScanRetriever(CORPUS, new HashingEncoder(16, false)));
  }

  @Test
  void fusesTheTwoListsByReciprocalRank() {
    var one = new ScanRetriever(CORPUS, new HashingEncoder(512, true));
    var two = new ScanRetriever(CORPUS, new HashingEncoder(16, false));
    try (var hybrid = new HybridRetriever(one, two, 4, new ReciprocalRankFusion())) {
      List<Hit> a = one.search("ice water", 4);
      List<Hit> b = two.search("ice water", 4);
      List<Hit> expected = new ReciprocalRankFusion().fuse(List.of(a, b), 3);
      assertThat(hybrid.search("ice water", 3)).isEqualTo(expected);
      // the top passage of both lists scores 1/61 + 1/61
      if (a.getFirst().id().equals(b.getFirst().id())) {
        assertThat(expected.getFirst().score()).isCloseTo(2.0 / 61, within(1e-12));
      }
      assertThat(hybrid.describe()).startsWith("hybrid(rrf(c=60), depth=4; scan(hashing-512); scan(hashing-16-raw))");
    }
    assertThat(one.closed()).isTrue();
    assertThat(two.closed()).isTrue();
  }

  @Test
  void fetchesAtLeastKFromEachList() {
    var one = new ScanRetriever(CORPUS, new HashingEncoder(512, true));
    try (var hybrid = new HybridRetriever(one, one, 1, new LinearFusion(0.5))) {
      // depth 1 but k 5: both lists give 5 (the whole corpus scores), so 5 come back
      assertThat(hybrid.search("water", 5)).hasSize(5);
    }
  }

  @Test
  void rejectsMissingPartsAndDepthBelowOne() {
    var one = new ScanRetriever(CORPUS, new HashingEncoder());
    assertThatThrownBy(() -> new HybridRetriever(one, null)).hasMessageContaining("must not be null");
    assertThatThrownBy(() -> new HybridRetriever(one, one, 0, new ReciprocalRankFusion()))
        .hasMessageContaining("depth must be at least 1, found 0");
  }
}
