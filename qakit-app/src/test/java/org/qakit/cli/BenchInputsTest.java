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
import org.qakit.io.Sha256;
import org.qakit.regress.BenchIndex;
import org.qakit.regress.RegressionFile;

/** {@code qakit bench} with folder inputs (their checksums) and an index built from several corpora. */
class BenchInputsTest {

  private static final ObjectMapper MAPPER = new ObjectMapper();

  /* The two ARC questions of BenchCommandTest: q1 "sky" (answer A "blue sky"), q2 "barks" (answer B "dog"). */
  private static final String DATA = """
      {"id":"q1","question":"What color is the sky?","choices":{"text":["blue sky","green grass"],"label":["A","B"]},"answerKey":"A"}
      {"id":"q2","question":"Which animal barks?","choices":{"text":["cat","dog"],"label":["A","B"]},"answerKey":"B"}
      """;

  @TempDir Path root;
  Path docs;
  String dir;

  @BeforeEach
  void setUp() throws IOException {
    Files.createDirectories(root.resolve("data"));
    Files.writeString(root.resolve("data/tiny.jsonl"), DATA);
    docs = Files.createDirectories(root.resolve("data/docs"));
    Files.writeString(docs.resolve("a.txt"), "The sky is blue on a clear day.\n");
    Files.writeString(docs.resolve("b.txt"), "A dog barks at strangers.\n");
    Files.writeString(docs.resolve("notes.md"), "the documents importer reads *.txt only\n");
    Files.createDirectories(root.resolve("benchmarks/tiny"));
    dir = root.resolve("benchmarks").toString();
  }

  private Path regression(String index) throws IOException {
    return Files.writeString(root.resolve("benchmarks/tiny/ir.json"), """
        {"dataset": {"name": "tiny", "format": "arc", "inputs": [{"path": "data/tiny.jsonl", "sha256": ""}]},
         "solver": {"id": "ir", "index": %s}, "metrics": {}}
        """.formatted(index));
  }

  private static JsonNode json(Path file) throws IOException {
    return MAPPER.readTree(file.toFile());
  }

  @Test
  void aFolderIsChecksummedOverTheFilesItsImporterReadsAndAChangedFileFails() throws IOException {
    Path file = regression("""
        {"lang": "en", "sources": [{"importer": "documents", "inputs": [{"path": "data/docs", "sha256": ""}]}]}""");
    CliRun u = CliRun.of("bench", "--dir", dir, "--update");
    assertThat(u.exit()).as(u.out() + u.err()).isZero();
    JsonNode input = json(file).at("/solver/index/sources/0/inputs/0");
    // the manifest of the two .txt files, sorted by relative path (notes.md is not read)
    String manifest = Sha256.text(Sha256.file(docs.resolve("a.txt")) + "  a.txt\n" + Sha256.file(docs.resolve("b.txt")) + "  b.txt\n");
    assertThat(input.path("sha256").asText()).isEqualTo(manifest);
    assertThat(input.path("files").asInt()).isEqualTo(2);
    // q1 "sky" finds a.txt#1 (sky, blue: option A only); q2 "barks" finds b.txt#1 (dog: option B only)
    assertThat(json(file).at("/metrics/accuracy").asDouble()).isEqualTo(1.0);

    Files.writeString(docs.resolve("notes.md"), "a file the importer does not read may change\n");
    CliRun unread = CliRun.of("bench", "--dir", dir);
    assertThat(unread.exit()).as(unread.out()).isZero();
    assertThat(unread.err()).contains("reused the index");

    Files.writeString(docs.resolve("b.txt"), "A dog barks at the postman.\n");
    String changed = Sha256.text(Sha256.file(docs.resolve("a.txt")) + "  a.txt\n" + Sha256.file(docs.resolve("b.txt")) + "  b.txt\n");
    CliRun r = CliRun.of("bench", "--dir", dir);
    assertThat(r.exit()).isEqualTo(1);
    assertThat(r.out()).contains("CHECKSUM data/docs: sha256 expected " + manifest + " over 2 file(s), found " + changed
        + " over 2 file(s) read").contains("FAILED: 1 of 1");

    Files.writeString(docs.resolve("c.txt"), "Grass is green.\n");
    assertThat(CliRun.of("bench", "--dir", dir).out()).contains("over 2 file(s), found").contains("over 3 file(s) read");
  }

  @Test
  void anIndexOfSeveralCorporaRoundTripsAndIsCachedUnderAllItsSources() throws IOException {
    Path knowledge = Files.writeString(root.resolve("data/knowledge.jsonl"), "{\"id\": \"k1\", \"text\": \"Grass is green.\"}\n");
    Path file = regression("""
        {"lang": "en", "threads": 2, "sources": [
           {"importer": "documents", "inputs": [{"path": "data/docs", "sha256": ""}]},
           {"importer": "jsonl", "inputs": [{"path": "data/knowledge.jsonl", "sha256": ""}]}]}""");
    CliRun u = CliRun.of("bench", "--dir", dir, "--update");
    assertThat(u.exit()).as(u.out() + u.err()).isZero();
    assertThat(u.err()).contains("tiny/ir.json: built the index");

    JsonNode index = json(file).at("/solver/index");
    assertThat(index.has("importer")).isFalse();
    assertThat(index.path("sources").findValuesAsText("importer")).containsExactly("documents", "jsonl");
    JsonNode jsonlInput = index.at("/sources/1/inputs/0");
    assertThat(jsonlInput.path("sha256").asText()).isEqualTo(Sha256.file(knowledge));
    assertThat(jsonlInput.has("files")).isFalse(); // a plain file: its bytes' checksum, no count
    BenchIndex spec = RegressionFile.read(file).indexSpec();
    assertThat(spec).isEqualTo(new BenchIndex("en", List.of(
        new BenchIndex.Source("documents", List.of(new RegressionFile.Input("/solver/index/sources/0/inputs/0", "data/docs",
            index.at("/sources/0/inputs/0/sha256").asText(), 2))),
        new BenchIndex.Source("jsonl", List.of(new RegressionFile.Input("/solver/index/sources/1/inputs/0", "data/knowledge.jsonl",
            Sha256.file(knowledge), -1)))), 2));

    Path stats;
    try (var s = Files.list(root.resolve(BenchIndex.CACHE))) {
      stats = s.toList().getFirst().resolve("qakit-index.json");
    }
    JsonNode recorded = json(stats);
    assertThat(recorded.path("importer").asText()).isEqualTo("documents+jsonl");
    assertThat(recorded.path("documents").asInt()).isEqualTo(3); // a.txt#1, b.txt#1, k1
    assertThat(recorded.path("inputs").findValuesAsText("path")).containsExactly(
        root.resolve("data/docs") + "/a.txt", root.resolve("data/docs") + "/b.txt", knowledge.toString());

    CliRun again = CliRun.of("bench", "--dir", dir);
    assertThat(again.exit()).as(again.out() + again.err()).isZero();
    assertThat(again.err()).contains("reused the index");

    Files.writeString(knowledge, "{\"id\": \"k1\", \"text\": \"Grass is green in spring.\"}\n");
    CliRun changed = CliRun.of("bench", "--dir", dir);
    assertThat(changed.exit()).isEqualTo(1);
    assertThat(changed.out()).contains("CHECKSUM data/knowledge.jsonl: sha256 expected " + Sha256.text("{\"id\": \"k1\", \"text\": \"Grass is green.\"}\n"));
    assertThat(changed.err()).contains("built the index"); // the second source is part of the key
    try (var s = Files.list(root.resolve(BenchIndex.CACHE))) {
      assertThat(s.count()).isEqualTo(2);
    }
  }

  @Test
  void theOneCorpusFormStaysAsWrittenAndMixingBothFormsIsRefused() throws IOException {
    Path file = regression("""
        {"importer": "documents", "lang": "en", "inputs": [{"path": "data/docs", "sha256": ""}]}""");
    assertThat(CliRun.of("bench", "--dir", dir, "--update").exit()).isZero();
    JsonNode index = json(file).at("/solver/index");
    assertThat(index.path("importer").asText()).isEqualTo("documents");
    assertThat(index.has("sources")).isFalse();
    assertThat(index.at("/inputs/0/files").asInt()).isEqualTo(2);
    assertThat(CliRun.of("bench", "--dir", dir).exit()).isZero();

    regression("""
        {"importer": "documents", "lang": "en", "inputs": [{"path": "data/docs", "sha256": ""}],
         "sources": [{"importer": "jsonl", "inputs": [{"path": "data/knowledge.jsonl", "sha256": ""}]}]}""");
    CliRun both = CliRun.of("bench", "--dir", dir);
    assertThat(both.exit()).isNotZero();
    assertThat(both.err()).contains("solver.index: expected either importer + inputs (one corpus) or sources, found both");
  }
}
