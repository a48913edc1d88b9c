package org.qakit.index;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.VectorSimilarityFunction;
import org.apache.lucene.store.FSDirectory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.embed.HashingEncoder;
import org.qakit.embed.TextEncoder;
import org.qakit.embed.TextRole;
import org.qakit.knowledge.RetrieverContractTest;
import org.qakit.model.Passage;
import org.qakit.text.Language;

class IndexVectorsTest {
  @TempDir Path temp;

  @Test
  void anEncoderAddsOneVectorPerPassageAndTheStatsRecordIt() throws IOException {
    Path dir = temp.resolve("idx");
    var encoder = new HashingEncoder(32, true);
    IndexStats stats = TestIndexes.build(dir, Language.ENGLISH, 2, RetrieverContractTest.CORPUS, encoder);
    assertThat(stats.vectors()).isEqualTo(new IndexVectors("vector", "hashing-32", 32, true, "dot_product", 16, 100));
    // every passage encoded once: title + text
    assertThat(encoder.encoded()).isEqualTo(RetrieverContractTest.CORPUS.size());
    var json = new ObjectMapper().readTree(dir.resolve(IndexStats.FILE).toFile());
    assertThat(json.get("vectors").toString()).isEqualTo("{\"field\":\"vector\",\"model\":\"hashing-32\",\"dimension\":32,"
        + "\"normalized\":true,\"similarity\":\"dot_product\",\"hnsw\":{\"m\":16,\"beam_width\":100}}");
    assertThat(IndexStats.read(dir)).isEqualTo(stats);
    assertThat(stats.rows().get("vectors")).isEqualTo("hashing-32 32-dim unit field=vector similarity=dot_product hnsw m=16 beam_width=100");
    try (var d = FSDirectory.open(dir); var reader = DirectoryReader.open(d)) {
      var info = org.apache.lucene.index.FieldInfos.getMergedFieldInfos(reader).fieldInfo("vector");
      assertThat(info.getVectorDimension()).isEqualTo(32);
      assertThat(info.getVectorSimilarityFunction()).isEqualTo(VectorSimilarityFunction.DOT_PRODUCT);
    }
  }

  @Test
  void unnormalisedVectorsAreComparedByCosineAndHnswParametersAreRecorded() throws IOException {
    Path dir = temp.resolve("raw");
    IndexStats stats = new IndexBuilder(Language.ENGLISH, 1, false, IndexProgress.NONE).withVectors(new HashingEncoder(8, false), 8, 50)
        .build(dir, PassageSource.of(RetrieverContractTest.CORPUS), "test", List.of(), -1);
    assertThat(stats.vectors()).isEqualTo(new IndexVectors("vector", "hashing-8-raw", 8, false, "cosine", 8, 50));
    assertThat(IndexStats.read(dir).vectors()).isEqualTo(stats.vectors());
  }

  @Test
  void anIndexWithoutAnEncoderRecordsNoVectors() throws IOException {
    Path dir = temp.resolve("plain");
    IndexStats stats = TestIndexes.build(dir, Language.ENGLISH, 1, RetrieverContractTest.CORPUS);
    assertThat(stats.vectors()).isNull();
    assertThat(new ObjectMapper().readTree(dir.resolve(IndexStats.FILE).toFile()).has("vectors")).isFalse();
    assertThat(stats.rows()).doesNotContainKey("vectors");
  }

  @Test
  void anEncoderReturningTheWrongDimensionFailsTheBuildAndLeavesNothing() {
    TextEncoder liar = new TextEncoder() {
      public String modelId() {
        return "liar";
      }

      public int dimension() {
        return 4;
      }

      public boolean normalized() {
        return false;
      }

      public float[][] encode(List<String> texts, TextRole role) {
        var out = new ArrayList<float[]>();
        texts.forEach(t -> out.add(new float[] {1, 2, 3}));
        return out.toArray(float[][]::new);
      }
    };
    Path dir = temp.resolve("bad");
    assertThatThrownBy(() -> TestIndexes.build(dir, Language.ENGLISH, 1, RetrieverContractTest.CORPUS, liar))
        .hasMessageContaining("encoder liar returned a vector of 3 dimensions for passage 'p1', expected 4");
    assertThat(Files.exists(dir)).isFalse();
    assertThat(temp.toFile().list()).isEmpty();
  }

  @Test
  void statsThatClaimVectorsTheIndexLacksAreRefused() throws IOException {
    Path dir = temp.resolve("idx");
    IndexStats plain = TestIndexes.build(dir, Language.ENGLISH, 1, List.of(Passage.of("a", "ice")));
    var claim = new IndexStats(plain.documents(), plain.uniqueTerms(), plain.totalTerms(), plain.analyzer(), plain.language(),
        plain.luceneVersion(), plain.qakitVersion(), plain.k1(), plain.b(), plain.importer(), plain.inputs(), plain.threads(),
        plain.buildSeconds(), plain.builtAt(), IndexVectors.of("m", 8, true));
    claim.write(dir);
    assertThatThrownBy(() -> IndexStats.read(dir))
        .hasMessageContaining("expected the index to hold 8-dimensional vectors in field 'vector', as this file records, found none");
  }

  @Test
  void vectorParametersAreChecked() {
    assertThatThrownBy(() -> IndexVectors.of("m", 0, true)).hasMessageContaining("dimension of 1 to 1024, found 0");
    assertThatThrownBy(() -> IndexVectors.of("m", 8, true).withHnsw(1, 100)).hasMessageContaining("m must be 2 to 512, found 1");
    assertThatThrownBy(() -> IndexVectors.of("m", 8, true).withHnsw(16, 0)).hasMessageContaining("beam width must be 1 to 3200, found 0");
    assertThatThrownBy(() -> new IndexVectors("vector", "m", 8, true, "cosine", 16, 100))
        .hasMessageContaining("expected similarity dot_product for unit vectors, found cosine");
    assertThatThrownBy(() -> new IndexBuilder(Language.ENGLISH, 1, false, null).withVectors(null)).hasMessageContaining("encoder must not be null");
  }
}
