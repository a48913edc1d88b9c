package org.qakit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.regress.BenchIndex;
import org.qakit.regress.RegressionFile;

/** The {@code embed} solver from the command line and from a regression file, with all-MiniLM (the fastest model). */
class EmbedSolverCommandTest {
  static final String MODEL = "all-minilm-l6-v2-q";
  private static final ObjectMapper MAPPER = new ObjectMapper();

  /* q1 "sky" (answer A "blue sky"), q2 "barks" (answer B "dog"). */
  private static final String DATA = """
      {"id":"q1","question":"What color is the sky?","choices":{"text":["blue sky","green grass"],"label":["A","B"]},"answerKey":"A"}
      {"id":"q2","question":"Which animal barks?","choices":{"text":["cat","dog"],"label":["A","B"]},"answerKey":"B"}
      """;

  @TempDir Path root;
  Path data;
  Path knowledge;

  @BeforeEach
  void setUp() throws IOException {
    Files.createDirectories(root.resolve("data"));
    data = Files.writeString(root.resolve("data/tiny.jsonl"), DATA);
    knowledge = Files.writeString(root.resolve("data/knowledge.txt"), "The sky is blue on a clear day.\nA dog barks at strangers.\n");
  }

  @Test
  void withoutAnIndexTheQuestionOptionCosineAnswers() {
    var run = CliRun.of("run", "-f", "arc", "--input", data.toString(), "--solver", "embed", "--encoder", MODEL,
        "--no-embedding-cache", "--json");
    assertThat(run.exit()).as(run.err()).isZero();
    assertThat(run.out()).contains("\"accuracy\"");
    assertThat(CliRun.of("run", "-f", "arc", "--input", data.toString(), "--solver", "embed").err())
        .contains("solver 'embed' needs an encoder: give --encoder M");
    assertThat(CliRun.of("run", "-f", "arc", "--input", data.toString(), "--solver", "embed", "--encoder", MODEL,
        "--retrieval", "dense").err()).contains("--retrieval dense searches an index: give --index DIR");
  }

  @Test
  void anIndexWithTheEncodersVectorsIsSearchedDenseByDefaultAndTheEvidenceSaysSo() throws IOException {
    Path cache = root.resolve("cache");
    Path idx = root.resolve("idx");
    assertThat(CliRun.of("index", "build", "--importer", "text", "--lang", "en", "--encoder", MODEL, "--embedding-cache",
        cache.toString(), "-o", idx.toString(), knowledge.toString()).exit()).isZero();
    Path out = root.resolve("pred.jsonl");
    var run = CliRun.of("solve", "-f", "arc", "--input", data.toString(), "--solver", "embed", "--encoder", MODEL,
        "--embedding-cache", cache.toString(), "--index", idx.toString(), "-o", out.toString());
    assertThat(run.exit()).as(run.err()).isZero();
    JsonNode first = MAPPER.readTree(Files.readAllLines(out).getFirst());
    assertThat(first.at("/evidence/retriever").asText()).isEqualTo("dense(" + MODEL + ", dot_product, exact)");
    assertThat(first.at("/evidence/options/0/query").asText()).isEqualTo("What color is the sky? blue sky");
    // two knowledge lines, both retrieved for each option (k = 10)
    assertThat(first.at("/evidence/options/0/passages").size()).isEqualTo(2);
    // the sky line supports "blue sky" more than "green grass"
    JsonNode best = first.at("/evidence/options/0/passages/0");
    assertThat(best.path("id").asText()).isEqualTo("knowledge:1");
    assertThat(first.at("/evidence/options/0/knowledge").asDouble()).isGreaterThan(first.at("/evidence/options/1/knowledge").asDouble());

    var bm25 = CliRun.of("solve", "-f", "arc", "--input", data.toString(), "--solver", "embed", "--encoder", MODEL,
        "--embedding-cache", cache.toString(), "--index", idx.toString(), "--retrieval", "bm25", "-o", out.toString());
    assertThat(bm25.exit()).as(bm25.err()).isZero();
    assertThat(MAPPER.readTree(Files.readAllLines(out).getFirst()).at("/evidence/retriever").asText()).startsWith("bm25(k1=1.2,b=0.75)");
  }

  @Test
  void aRegressionFileBuildsAnIndexWithVectorsAndCachesTheEmbeddings() throws IOException {
    Files.createDirectories(root.resolve("benchmarks/tiny"));
    Path file = Files.writeString(root.resolve("benchmarks/tiny/embed.json"), """
        {"dataset": {"name": "tiny", "format": "arc", "inputs": [{"path": "data/tiny.jsonl", "sha256": ""}]},
         "solver": {"id": "embed", "encoder": "%s", "retrieval": "dense",
                    "index": {"lang": "en", "encoder": "%s", "importer": "text", "inputs": [{"path": "data/knowledge.txt", "sha256": ""}]}},
         "metrics": {}}
        """.formatted(MODEL, MODEL));
    String dir = root.resolve("benchmarks").toString();
    CliRun u = CliRun.of("bench", "--dir", dir, "--update");
    assertThat(u.exit()).as(u.out() + u.err()).isZero();
    assertThat(u.err()).contains("tiny/embed.json: built the index");
    var f = RegressionFile.read(file);
    assertThat(f.encoder()).isEqualTo(MODEL);
    assertThat(f.retrieval()).isEqualTo("dense");
    BenchIndex spec = f.indexSpec();
    assertThat(spec.encoder()).isEqualTo(MODEL);
    // the encoder is part of the cache key: the same corpus without vectors is another folder
    var plain = new BenchIndex(spec.language(), spec.sources(), spec.threads());
    assertThat(spec.key(List.of("x"))).isNotEqualTo(plain.key(List.of("x")));
    Path stats;
    try (var s = Files.list(root.resolve(BenchIndex.CACHE))) {
      stats = s.toList().getFirst().resolve("qakit-index.json");
    }
    assertThat(MAPPER.readTree(stats.toFile()).at("/vectors/model").asText()).isEqualTo(MODEL);
    assertThat(Files.exists(root.resolve(org.qakit.regress.RegressionFile.EMBEDDING_CACHE).resolve(MODEL + ".emb"))).isTrue();
    assertThat(MAPPER.readTree(file.toFile()).at("/metrics/accuracy").isNumber()).isTrue();

    CliRun again = CliRun.of("bench", "--dir", dir);
    assertThat(again.exit()).as(again.out() + again.err()).isZero();
    assertThat(again.err()).contains("reused the index");
  }

  @Test
  void benchEncodesTheIndexThroughTheEmbeddingCacheItIsGiven() throws IOException {
    Files.createDirectories(root.resolve("benchmarks/tiny"));
    Files.writeString(root.resolve("benchmarks/tiny/embed.json"), """
        {"dataset": {"name": "tiny", "format": "arc", "inputs": [{"path": "data/tiny.jsonl", "sha256": ""}]},
         "solver": {"id": "embed", "encoder": "%s", "retrieval": "dense",
                    "index": {"lang": "en", "encoder": "%s", "importer": "text", "inputs": [{"path": "data/knowledge.txt", "sha256": ""}]}},
         "metrics": {}}
        """.formatted(MODEL, MODEL));
    Path cache = root.resolve("my-cache");
    CliRun u = CliRun.of("bench", "--dir", root.resolve("benchmarks").toString(), "--update", "--embedding-cache", cache.toString());
    assertThat(u.exit()).as(u.out() + u.err()).isZero();
    assertThat(u.err()).contains("tiny/embed.json: built the index");
    // the index's knowledge lines and the solver's questions and options went to the cache given ...
    assertThat(Files.size(cache.resolve(MODEL + ".emb"))).isGreaterThan(0);
    // ... and nothing to the default one under the root (before, the index's vectors went there)
    assertThat(root.resolve(RegressionFile.EMBEDDING_CACHE)).doesNotExist();
  }

  @Test
  void anEncoderOfAnotherLanguageThanLangIsAOneLineErrorBeforeAnyModelLoads() {
    String expected = "qakit: error: --encoder bge-small-zh-v15-q reads zh, but --lang is en: use bge-small-en-v15-q or"
        + " all-minilm-l6-v2-q (`qakit list models`)";
    var run = CliRun.of("run", "-f", "arc", "--input", data.toString(), "--solver", "embed", "--encoder", "bge-small-zh-v15-q",
        "--lang", "en", "--no-embedding-cache");
    assertThat(run.exit()).isNotZero();
    assertThat(run.err().strip()).isEqualTo(expected);
    var build = CliRun.of("index", "build", "--importer", "text", "--lang", "en", "--encoder", "bge-small-zh-v15-q",
        "--no-embedding-cache", "-o", root.resolve("idx").toString(), knowledge.toString());
    assertThat(build.exit()).isNotZero();
    assertThat(build.err().strip()).isEqualTo(expected);
    assertThat(root.resolve("idx")).doesNotExist();
  }
}
