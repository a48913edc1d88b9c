package org.qakit.knowledge;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.qakit.embed.HashingEncoder;
import org.qakit.model.Passage;

class RerankRetrieverTest extends RetrieverContractTest {

  @Override
  protected Retriever open() {
    return new RerankRetriever(new ScanRetriever(CORPUS, new HashingEncoder(16, false)), new HashingEncoder(512, true), 5);
  }

  @Test
  void rescoresTheCandidatesByCosineOfTitleAndText() {
    var words = new HashingEncoder(1024, true);
    // the test words land on distinct components, so cosines are those of the word counts
    assertThat(List.of("ice", "water", "cold", "frozen", "sand").stream().map(words::component).distinct()).hasSize(5);
    var passages = List.of(new Passage("x", "cold water", "ice"), Passage.of("y", "sand"), Passage.of("z", "frozen water"));
    var candidates = new ScanRetriever(passages, new HashingEncoder(1024, true));
    long before = words.encoded();
    try (var rerank = new RerankRetriever(candidates, words, 2)) {
      List<Hit> hits = rerank.search("ice water", 2);
      // candidates (scan, depth 2): x "ice: cold water" shares ice, water: 2/(√2 √3) = 0.8165; z shares water: 1/(√2 √2) = 0.5
      // re-scored with the same counts: x = 2/√6 = 0.81650, z = 0.5
      assertThat(hits).extracting(Hit::id).containsExactly("x", "z");
      assertThat(hits.get(0).score()).isCloseTo(2 / Math.sqrt(6), within(1e-6));
      assertThat(hits.get(1).score()).isCloseTo(0.5, within(1e-6));
      assertThat(hits.get(0).title()).isEqualTo("ice");
      // one query and the two candidates were encoded, y never
      assertThat(words.encoded() - before).isEqualTo(3);
      assertThat(rerank.search(" ", 2)).isEmpty();
      assertThat(words.encoded() - before).isEqualTo(3);
    }
    assertThat(candidates.closed()).isTrue();
  }

  @Test
  void aCandidateTheFirstRetrieverMissesIsNeverFound() {
    var words = new HashingEncoder(1024, true);
    var passages = List.of(Passage.of("a", "ice"), Passage.of("b", "ice ice water"), Passage.of("c", "water water"));
    // candidates: depth 1 of a scan over "ice": a (cosine 1) only, though c matches "water" better
    try (var rerank = new RerankRetriever(new ScanRetriever(passages, words), words, 1)) {
      assertThat(rerank.search("ice", 1)).extracting(Hit::id).containsExactly("a");
      assertThat(rerank.describe()).isEqualTo("rerank(hashing-1024 cosine of the top 1 of scan(hashing-1024))");
    }
  }

  @Test
  void rejectsMissingPartsAndDepthBelowOne() {
    var scan = new ScanRetriever(CORPUS, new HashingEncoder());
    assertThatThrownBy(() -> new RerankRetriever(scan, null, 5)).hasMessageContaining("must not be null");
    assertThatThrownBy(() -> new RerankRetriever(scan, new HashingEncoder(), 0)).hasMessageContaining("depth must be at least 1, found 0");
  }
}
