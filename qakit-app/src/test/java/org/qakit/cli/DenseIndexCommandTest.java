package org.qakit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code qakit index build --encoder}, {@code index stats} of vectors and {@code index search --mode}, with all-MiniLM (the fastest model). */
class DenseIndexCommandTest {
  static final String MODEL = "all-minilm-l6-v2-q";

  @TempDir Path temp;

  private Path build(String... extra) throws IOException {
    Path in = Files.writeString(temp.resolve("geo.txt"),
        "Glaciers melt when the climate warms.\nRivers carry sand to the sea.\nWind erodes rocks in deserts.\n");
    Path idx = temp.resolve("idx");
    var args = new java.util.ArrayList<>(java.util.List.of("index", "build", "--importer", "text", "--lang", "en", "--threads", "2",
        "-o", idx.toString()));
    args.addAll(java.util.List.of(extra));
    args.add(in.toString());
    var run = CliRun.of(args.toArray(String[]::new));
    assertThat(run.exit()).as(run.err()).isZero();
    return idx;
  }

  @Test
  void anIndexBuiltWithAnEncoderIsSearchedByEveryMode() throws IOException {
    Path cache = temp.resolve("cache");
    Path idx = build("--encoder", MODEL, "--embedding-cache", cache.toString(), "--hnsw-m", "8");
    assertThat(Files.exists(cache.resolve(MODEL + ".emb"))).isTrue();

    var stats = CliRun.of("index", "stats", "--json", idx.toString());
    var vectors = new ObjectMapper().readTree(stats.out()).get("vectors");
    assertThat(vectors.toString()).isEqualTo("{\"field\":\"vector\",\"model\":\"all-minilm-l6-v2-q\",\"dimension\":384,"
        + "\"normalized\":true,\"similarity\":\"dot_product\",\"hnsw\":{\"m\":8,\"beam_width\":100}}");
    assertThat(CliRun.of("index", "stats", idx.toString()).out())
        .containsPattern("vectors +all-minilm-l6-v2-q 384-dim unit field=vector similarity=dot_product hnsw m=8 beam_width=100");

    // "slowly moving frozen rivers of ice" shares no analysed term with the glacier line, but means it
    var dense = CliRun.of("index", "search", idx.toString(), "--mode", "dense", "--encoder", MODEL, "--embedding-cache",
        cache.toString(), "-k", "1", "slowly", "moving", "frozen", "rivers", "of", "ice");
    assertThat(dense.exit()).as(dense.err()).isZero();
    assertThat(dense.out()).contains("\tgeo:1\tGlaciers melt when the climate warms.");
    var hybrid = CliRun.of("index", "search", idx.toString(), "--mode", "hybrid", "--encoder", MODEL, "--embedding-cache",
        cache.toString(), "-k", "2", "slowly", "moving", "frozen", "rivers", "of", "ice");
    assertThat(hybrid.exit()).as(hybrid.err()).isZero();
    // BM25 finds only the rivers line (rank 1), dense ranks the glacier line first: rivers 1/61 + 1/(60 + its dense rank)
    // is at least 1/61 + 1/63 = 0.0323; glacier 1/61 = 0.0164 (dense only)
    var lines = hybrid.out().lines().toList();
    assertThat(lines.get(0)).contains("\tgeo:2\t");
    assertThat(lines.get(1)).startsWith("2\t0.0164\tgeo:1\t");
    var bm25 = CliRun.of("index", "search", idx.toString(), "-k", "3", "slowly", "moving", "frozen", "rivers", "of", "ice");
    assertThat(bm25.out()).doesNotContain("Glaciers").contains("Rivers carry sand");
    var rerank = CliRun.of("index", "search", idx.toString(), "--mode", "rerank", "--encoder", MODEL, "--no-embedding-cache",
        "-k", "3", "sand", "in", "the", "desert");
    assertThat(rerank.exit()).as(rerank.err()).isZero();
    // BM25 candidates: the two lines with "sand" or "desert"; their cosine order puts the desert line first
    assertThat(rerank.out().lines().count()).isEqualTo(2);
  }

  @Test
  void denseSearchRefusesAnIndexWithoutVectorsAnotherModelAndAMissingEncoder() throws IOException {
    Path plain = build();
    var none = CliRun.of("index", "search", plain.toString(), "--mode", "dense", "--encoder", MODEL, "--no-embedding-cache", "ice");
    assertThat(none.exit()).isEqualTo(1);
    assertThat(none.err()).contains("the index holds no vectors; add them with qakit index build --encoder " + MODEL);
    var noEncoder = CliRun.of("index", "search", plain.toString(), "--mode", "hybrid", "ice");
    assertThat(noEncoder.exit()).isEqualTo(1);
    assertThat(noEncoder.err()).startsWith("qakit: error: --mode hybrid needs --encoder M");
    var badMode = CliRun.of("index", "search", plain.toString(), "--mode", "sparse", "ice");
    assertThat(badMode.err()).contains("unknown retrieval mode 'sparse'; expected one of bm25, dense, rerank, hybrid");
    var cacheAlone = CliRun.of("index", "build", "--importer", "text", "--lang", "en", "--no-embedding-cache", "-o",
        temp.resolve("x").toString(), temp.resolve("geo.txt").toString());
    assertThat(cacheAlone.err()).contains("--no-embedding-cache caches an encoder's vectors: give --encoder M");
  }

  @Test
  void denseSearchRefusesAQueryEncoderOfAnotherModel() throws IOException {
    Path idx = build("--encoder", MODEL, "--no-embedding-cache");
    var other = CliRun.of("index", "search", idx.toString(), "--mode", "dense", "--encoder", "bge-small-en-v15-q",
        "--no-embedding-cache", "ice");
    assertThat(other.exit()).isEqualTo(1);
    assertThat(other.err()).contains("the index's vectors were made by all-minilm-l6-v2-q (384 dimensions), the query encoder is"
        + " bge-small-en-v15-q (384)");
  }
}
