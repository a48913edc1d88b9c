package org.qakit.retrieve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.embed.HashingEncoder;
import org.qakit.index.TestIndexes;
import org.qakit.knowledge.Hit;
import org.qakit.knowledge.RerankRetriever;
import org.qakit.model.Passage;
import org.qakit.text.Language;

class DenseRetrieverTest {
  @TempDir Path temp;

  static final HashingEncoder WORDS = new HashingEncoder(1024, true);
  static final List<Passage> PASSAGES = List.of(new Passage("x", "cold water", "ice"), Passage.of("y", "sand"),
      Passage.of("z", "frozen water"), Passage.of("w", "water water"));

  private Path index(int threads) throws IOException {
    Path dir = temp.resolve("idx-" + threads);
    TestIndexes.build(dir, Language.ENGLISH, threads, PASSAGES, WORDS);
    return dir;
  }

  @Test
  void scoresAreTheCosineOfTheQueryAndTitlePlusText() throws IOException {
    // the words land on distinct components, so cosines are those of the word counts
    assertThat(List.of("ice", "water", "cold", "frozen", "sand").stream().map(WORDS::component).distinct()).hasSize(5);
    Path dir = index(1);
    for (var search : DenseRetriever.Search.values()) {
      try (var dense = DenseRetriever.open(dir, WORDS, search)) {
        List<Hit> hits = dense.search("ice water", 4);
        // "ice water" = (ice 1, water 1), norm √2
        // x "ice: cold water": ice, cold, water: 2 / (√2 √3) = 0.8165
        // w "water water": (water 2): 2 / (√2 · 2) = 0.7071;  z "frozen water": 1 / (√2 √2) = 0.5;  y: 0
        assertThat(hits).extracting(Hit::id).containsExactly("x", "w", "z", "y");
        assertThat(hits.get(0).score()).isCloseTo(2 / Math.sqrt(6), within(1e-6));
        assertThat(hits.get(1).score()).isCloseTo(Math.sqrt(0.5), within(1e-6));
        assertThat(hits.get(2).score()).isCloseTo(0.5, within(1e-6));
        assertThat(hits.get(3).score()).isCloseTo(0, within(1e-6));
        assertThat(hits.get(0).title()).isEqualTo("ice");
        assertThat(hits.get(0).text()).isEqualTo("cold water");
      }
    }
  }

  @Test
  void autoIsExactForASmallIndexAndTheModeIsDescribed() throws IOException {
    try (var dense = DenseRetriever.open(index(1), WORDS)) {
      assertThat(dense.search()).isEqualTo(DenseRetriever.Search.EXACT);
      assertThat(dense.describe()).isEqualTo("dense(hashing-1024, dot_product, exact)");
    }
    try (var dense = DenseRetriever.open(index(2), WORDS, DenseRetriever.Search.HNSW)) {
      assertThat(dense.describe()).isEqualTo("dense(hashing-1024, dot_product, hnsw)");
    }
  }

  @Test
  void rerankingBm25HitsGivesTheSameScoresAsTheIndexVectors() throws IOException {
    Path dir = index(1);
    try (var dense = DenseRetriever.open(dir, WORDS); var rerank = new RerankRetriever(Bm25Retriever.open(dir), WORDS, 10)) {
      // BM25 finds the three passages with "water"; each gets the cosine the dense search gives it
      List<Hit> reranked = rerank.search("water", 10);
      assertThat(reranked).extracting(Hit::id).containsExactly("w", "z", "x"); // 1, 1/√2, 1/√3
      List<Hit> exact = dense.search("water", 3);
      assertThat(reranked).isEqualTo(exact);
    }
  }

  @Test
  void refusesAnIndexWithoutVectorsAndAnotherModel() throws IOException {
    Path plain = temp.resolve("plain");
    TestIndexes.build(plain, Language.ENGLISH, 1, PASSAGES);
    assertThatThrownBy(() -> DenseRetriever.open(plain, WORDS))
        .hasMessageContaining("plain: the index holds no vectors; add them with qakit index build --encoder hashing-1024 --force");
    Path dir = index(1);
    assertThatThrownBy(() -> DenseRetriever.open(dir, new HashingEncoder("other-model", 1024, true)))
        .hasMessageContaining("the index's vectors were made by hashing-1024 (1024 dimensions), the query encoder is other-model (1024)")
        .hasMessageContaining("query with --encoder hashing-1024");
    assertThatThrownBy(() -> DenseRetriever.open(dir, new HashingEncoder("hashing-1024", 64, true)))
        .hasMessageContaining("the query encoder is hashing-1024 (64)");
    try (var dense = DenseRetriever.open(dir, WORDS)) {
      assertThatThrownBy(() -> dense.search(new float[3], 2)).hasMessageContaining("expected a query vector of 1024 dimensions, found 3");
    }
  }

  @Test
  void oneOrThreeThreadsGiveTheSameHits() throws IOException {
    var passages = randomPassages(600, 7);
    Path one = temp.resolve("one");
    Path three = temp.resolve("three");
    var enc = new HashingEncoder(48, true);
    TestIndexes.build(one, Language.ENGLISH, 1, passages, enc);
    TestIndexes.build(three, Language.ENGLISH, 3, passages, enc);
    try (var a = DenseRetriever.open(one, enc); var b = DenseRetriever.open(three, enc)) {
      for (String q : List.of("alpha beta", "gamma delta epsilon", "zeta")) {
        assertThat(b.search(q, 10)).isEqualTo(a.search(q, 10));
      }
    }
  }

  @Test
  void hnswFindsMostOfTheExactNeighboursOfARandomCorpus() throws IOException {
    var passages = randomPassages(3000, 11);
    Path dir = temp.resolve("big");
    var enc = new HashingEncoder(48, true);
    TestIndexes.build(dir, Language.ENGLISH, 2, passages, enc);
    try (var exact = DenseRetriever.open(dir, enc, DenseRetriever.Search.EXACT);
        var hnsw = DenseRetriever.open(dir, enc, DenseRetriever.Search.HNSW)) {
      int found = 0;
      int total = 0;
      var random = new Random(3);
      for (int i = 0; i < 50; i++) {
        String q = passages.get(random.nextInt(passages.size())).text();
        var truth = new HashSet<>(exact.search(q, 10).stream().map(Hit::id).toList());
        var got = hnsw.search(q, 10);
        found += (int) got.stream().filter(h -> truth.contains(h.id())).count();
        total += truth.size();
        // no graph hit scores above the exact best
        double best = exact.search(q, 1).getFirst().score();
        assertThat(got).allSatisfy(h -> assertThat(h.score()).isLessThanOrEqualTo(best));
      }
      // recall@10 of the graph search: measured 1.0 here; a loose floor keeps the test about the wiring
      assertThat((double) found / total).isGreaterThan(0.9);
    }
  }

  /** Passages of 3 to 8 words drawn from 40 Greek-letter words (seeded). */
  static List<Passage> randomPassages(int n, long seed) {
    String[] words = ("alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho sigma tau"
        + " upsilon phi chi psi omega aleph beth gimel daleth he vav zayin heth teth yod kaph lamed mem nun samekh ayin").split(" ");
    var random = new Random(seed);
    var out = new ArrayList<Passage>();
    for (int i = 0; i < n; i++) {
      var sb = new StringBuilder();
      int len = 3 + random.nextInt(6);
      for (int j = 0; j < len; j++) {
        sb.append(j == 0 ? "" : " ").append(words[random.nextInt(words.length)]);
      }
      out.add(Passage.of(String.format("d%05d", i), sb.toString()));
    }
    return out;
  }
}
