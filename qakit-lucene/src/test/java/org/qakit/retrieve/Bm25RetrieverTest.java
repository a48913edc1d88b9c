package org.qakit.retrieve;

import org.qakit.knowledge.Hit;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.analysis.Analysis;
import org.qakit.index.IndexBuilder;
import org.qakit.index.IndexProgress;
import org.qakit.index.IndexStats;
import org.qakit.index.PassageSource;
import org.qakit.index.TestIndexes;
import org.qakit.model.Passage;
import org.qakit.text.Language;

class Bm25RetrieverTest {
  @TempDir Path temp;

  private Path tiny() throws IOException {
    Path dir = temp.resolve("tiny");
    // English analysis: d1 = [ic, water] (2 tokens), d2 = [rock, sand, soil] (3), d3 = [ic, ic, rock] (3)
    TestIndexes.build(dir, Language.ENGLISH, 1, List.of(
        Passage.of("d1", "ice water"), Passage.of("d2", "rock sand soil"), new Passage("d3", "ice ice rock", "Frozen")));
    return dir;
  }

  @Test
  void scoresAreBm25WithK1OnePointTwoAndBZeroPointSevenFive() throws IOException {
    try (var r = Bm25Retriever.open(tiny())) {
      List<Hit> hits = r.search("ice", 10);
      // N = 3, df(ic) = 2: idf = ln(1 + (3 - 2 + 0.5) / (2 + 0.5)) = ln 1.6 = 0.4700036
      // avgdl = (2 + 3 + 3) / 3 = 8/3
      // d3: tf 2, dl 3: 0.4700036 * 2 / (2 + 1.2 * (0.25 + 0.75 * 3 / (8/3))) = 0.9400073 / 3.3125 = 0.2837758
      // d1: tf 1, dl 2: 0.4700036 * 1 / (1 + 1.2 * (0.25 + 0.75 * 2 / (8/3))) = 0.4700036 / 1.975 = 0.2379765
      assertThat(hits).extracting(Hit::id).containsExactly("d3", "d1");
      assertThat(hits.get(0).score()).isCloseTo(0.2837758, within(1e-6));
      assertThat(hits.get(1).score()).isCloseTo(0.2379765, within(1e-6));
      assertThat(hits.get(0).title()).isEqualTo("Frozen");
      assertThat(hits.get(0).text()).isEqualTo("ice ice rock");
      assertThat(hits.get(1).title()).isNull();
    }
  }

  @Test
  void scoreAllGivesEveryMatchingPassageByIdWithTheSearchScores() throws IOException {
    try (var r = Bm25Retriever.open(tiny())) {
      // the two passages holding "ice", with the scores of search() above; d2 shares no term and is absent
      var all = r.scoreAll("ice");
      assertThat(all.keySet()).containsExactlyInAnyOrder("d3", "d1");
      assertThat(all.get("d3")).isCloseTo(0.2837758, within(1e-6));
      assertThat(all.get("d1")).isCloseTo(0.2379765, within(1e-6));
      assertThat(r.scoreAll("the of")).isEmpty();
      assertThat(r.contains("d2")).isTrue();
      assertThat(r.contains("d9")).isFalse();
    }
  }

  @Test
  void aRepeatedQueryWordCountsTwice() throws IOException {
    try (var r = Bm25Retriever.open(tiny())) {
      double once = r.search("soil", 1).getFirst().score();
      double twice = r.search("soil soil", 1).getFirst().score();
      assertThat(twice).isCloseTo(2 * once, within(1e-6));
    }
  }

  @Test
  void tiesGoToTheSmallerIdWhateverTheIndexingOrder() throws IOException {
    Path dir = temp.resolve("ties");
    TestIndexes.build(dir, Language.ENGLISH, 1, List.of(
        Passage.of("c", "same words here"), Passage.of("a", "same words here"), Passage.of("b", "same words here")));
    try (var r = Bm25Retriever.open(dir)) {
      assertThat(r.search("words", 10)).extracting(Hit::id).containsExactly("a", "b", "c");
      assertThat(r.search("words", 1)).extracting(Hit::id).containsExactly("a");
    }
  }

  @Test
  void stopWordsAloneFindNothingAndQuerySyntaxIsJustText() throws IOException {
    try (var r = Bm25Retriever.open(tiny())) {
      assertThat(r.search("the of and", 5)).isEmpty();
      assertThat(r.search("", 5)).isEmpty();
      assertThat(r.search("text:(ice AND \"rock* ~2 [ +-", 5)).extracting(Hit::id).containsExactly("d3", "d1", "d2");
      assertThatThrownBy(() -> r.search("ice", 0)).hasMessage("search: k must be at least 1, found 0");
    }
  }

  @Test
  void anIndexBuiltWithAnotherAnalyzerIsRefused() throws IOException {
    Path dir = tiny();
    rewriteStats(dir, "\"analyzer\" : \"en:english-porter\"", "\"analyzer\" : \"en:english-snowball\"");
    assertThatThrownBy(() -> Bm25Retriever.open(dir))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(dir + ": the index was built with analyzer en:english-snowball but this machine analyses en as"
            + " en:english-porter; queries would not match its terms. Rebuild it here with qakit index build --force,"
            + " or query it where en:english-snowball is available");
  }

  @Test
  void anIndexOfAnotherLuceneMajorVersionIsRefused() throws IOException {
    Path dir = tiny();
    rewriteStats(dir, "\"lucene_version\" : \"10.5.0\"", "\"lucene_version\" : \"9.12.0\"");
    assertThatThrownBy(() -> Bm25Retriever.open(dir))
        .hasMessage(dir + ": the index was written by Lucene 9.12.0 but this qakit uses Lucene 10.5.0;"
            + " rebuild it with qakit index build --force");
  }

  @Test
  void anIndexOfAnotherLanguageIsRefused() throws IOException {
    Path dir = tiny();
    assertThatThrownBy(() -> Bm25Retriever.open(dir, Language.CHINESE))
        .hasMessage(dir + ": the index was built for language en, not zh; build one for zh with qakit index build --lang zh");
  }

  @Test
  void aHanLpIndexIsSearchedWithHanLpAndRefusedByTheSmartcnQuerySide() throws IOException {
    Path dir = temp.resolve("hanlp");
    IndexStats stats = new IndexBuilder(Analysis.of(Language.CHINESE, "hanlp"), 1, false, IndexProgress.NONE)
        .build(dir, PassageSource.of(List.of(Passage.of("p1", "《红楼梦》的作者是曹雪芹"), Passage.of("p2", "长江发源于青藏高原"))),
            "test", List.of(), 2);
    assertThat(stats.analyzer()).isEqualTo("zh:hanlp");
    assertThat(stats.language()).isEqualTo("zh");
    // hanlp keeps 曹雪芹 as one term (smartcn would index 曹 / 雪 / 芹)
    try (var r = Bm25Retriever.open(dir); var named = Bm25Retriever.open(dir, Analysis.of(Language.CHINESE, "hanlp"))) {
      assertThat(r.analysis().id()).isEqualTo("zh:hanlp");
      assertThat(r.terms("曹雪芹是谁")).containsExactly("曹雪芹", "是", "谁");
      assertThat(r.search("曹雪芹是谁", 5)).extracting(Hit::id).containsExactly("p1");
      assertThat(named.search("曹雪芹", 5)).extracting(Hit::id).containsExactly("p1");
    }
    assertThatThrownBy(() -> Bm25Retriever.open(dir, Language.CHINESE))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(dir + ": the index was built with analyzer zh:hanlp but the query side analyses zh as zh:smartcn;"
            + " queries would not match its terms. Query it with --lang zh --analyzer hanlp, or rebuild it with"
            + " --analyzer smartcn (qakit index build --force)");
  }

  @Test
  void concurrentSearchesGiveWhatSequentialOnesGive() throws Exception {
    Path dir = temp.resolve("many");
    var passages = new ArrayList<Passage>();
    for (int i = 0; i < 2000; i++) {
      passages.add(Passage.of(String.format("p%04d", i), "alpha" + (i % 17) + " beta" + (i % 29) + " gamma" + (i % 5)));
    }
    TestIndexes.build(dir, Language.ENGLISH, 2, passages);
    try (var r = Bm25Retriever.open(dir)) {
      var queries = new ArrayList<String>();
      for (int q = 0; q < 40; q++) {
        queries.add("alpha" + (q % 17) + " beta" + (q % 29) + " gamma" + (q % 3));
      }
      var expected = queries.stream().map(q -> r.search(q, 10)).toList();
      var pool = Executors.newFixedThreadPool(4);
      try {
        var tasks = new ArrayList<Callable<List<Hit>>>();
        for (int rep = 0; rep < 5; rep++) {
          queries.forEach(q -> tasks.add(() -> r.search(q, 10)));
        }
        var futures = pool.invokeAll(tasks);
        for (int i = 0; i < futures.size(); i++) {
          assertThat(futures.get(i).get()).isEqualTo(expected.get(i % queries.size()));
        }
      } finally {
        pool.shutdown();
      }
      assertThat(expected.getFirst()).hasSize(10);
    }
  }

  private static void rewriteStats(Path dir, String from, String to) throws IOException {
    Path file = dir.resolve(IndexStats.FILE);
    String text = Files.readString(file);
    assertThat(text).contains(from);
    Files.writeString(file, text.replace(from, to));
  }
}
