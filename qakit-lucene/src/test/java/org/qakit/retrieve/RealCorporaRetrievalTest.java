package org.qakit.retrieve;

import org.qakit.knowledge.Hit;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.format.Formats;
import org.qakit.format.ReadOptions;
import org.qakit.index.IndexStats;
import org.qakit.index.TestIndexes;
import org.qakit.model.Passage;
import org.qakit.testing.SharedData;
import org.qakit.text.Language;

/** Indexes built from the real corpora in ../shared/data: counts, a known answer, 1 vs 3 threads. */
class RealCorporaRetrievalTest {
  @TempDir Path temp;

  private static List<Passage> passages(String format, String file) throws IOException {
    return Formats.get(format).read(SharedData.path(file), ReadOptions.STRICT).passages();
  }

  @Test
  void quartzKnowledgeSentences() throws IOException {
    List<Passage> knowledge = passages("quartz", "quartz-style/knowledge.jsonl");
    IndexStats one = TestIndexes.build(temp.resolve("one"), Language.ENGLISH, 1, knowledge);
    IndexStats three = TestIndexes.build(temp.resolve("three"), Language.ENGLISH, 3, knowledge);
    assertThat(one.documents()).isEqualTo(90);
    assertThat(three.documents()).isEqualTo(90);
    assertThat(three.uniqueTerms()).isEqualTo(one.uniqueTerms());
    assertThat(three.totalTerms()).isEqualTo(one.totalTerms());
    try (var r1 = Bm25Retriever.open(temp.resolve("one")); var r3 = Bm25Retriever.open(temp.resolve("three"))) {
      // QRSent-90008: "Rougher surfaces create more friction than smoother surfaces."
      assertThat(r1.search("Which surface has more friction, a rough one or a smooth one?", 3).getFirst().id())
          .isEqualTo("QRSent-90008");
      // QRSent-90010: "Sound travels faster through solids than through gases."
      assertThat(r1.search("does sound travel faster in a solid or a gas", 3).getFirst().id()).isEqualTo("QRSent-90010");
      for (String q : List.of("the higher the temperature", "light source distance", "heat insulation building", "faster")) {
        assertThat(r3.search(q, 10)).as(q).isEqualTo(r1.search(q, 10)).isNotEmpty();
      }
    }
  }

  @Test
  void gkmcEvidenceParagraphs() throws IOException {
    List<Passage> paragraphs = passages("gkmc", "gkmc/gkmc_train.json");
    IndexStats one = TestIndexes.build(temp.resolve("one"), Language.CHINESE, 1, paragraphs);
    IndexStats three = TestIndexes.build(temp.resolve("three"), Language.CHINESE, 3, paragraphs);
    assertThat(one.documents()).isEqualTo(3835);
    assertThat(one.analyzer()).isEqualTo("zh:smartcn");
    assertThat(three.uniqueTerms()).isEqualTo(one.uniqueTerms());
    assertThat(three.totalTerms()).isEqualTo(one.totalTerms());
    try (var r1 = Bm25Retriever.open(temp.resolve("one"), Language.CHINESE);
        var r3 = Bm25Retriever.open(temp.resolve("three"), Language.CHINESE)) {
      // paragraph 13263 defines 新市镇 (new towns: planned cities on the outskirts relieving the centre)
      assertThat(r1.search("新市镇 计划城市 郊区 舒缓市中心人口", 5).getFirst().id()).isEqualTo("13263");
      for (String q : List.of("新市镇建设给香港带来的影响", "逆城市化", "地球自转 昼夜长短", "季风 降水", "河流 侵蚀 地貌")) {
        List<Hit> hits = r1.search(q, 10);
        assertThat(hits).as(q).hasSize(10);
        assertThat(r3.search(q, 10)).as(q).isEqualTo(hits);
      }
    }
  }
}
