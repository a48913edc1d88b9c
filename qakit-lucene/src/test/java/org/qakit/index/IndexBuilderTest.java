package org.qakit.index;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.corpus.Importers;
import org.qakit.format.ReadOptions;
import org.qakit.model.Passage;
import org.qakit.text.Language;

class IndexBuilderTest {
  @TempDir Path temp;

  static final String CORPUS = "Glaciers melt when the climate warms.\n\nRivers carry sand to the sea.\nWind erodes rocks in deserts.\n";

  private IndexStats buildTextCorpus(Path out, int threads, boolean force, IndexProgress progress) throws IOException {
    Path file = temp.resolve("corpus.txt");
    Files.writeString(file, CORPUS, StandardCharsets.UTF_8);
    var importer = Importers.get("text");
    return new IndexBuilder(Language.ENGLISH, threads, force, progress)
        .build(out, sink -> importer.read(file, ReadOptions.STRICT, sink), importer.id(), List.of(file), -1);
  }

  @Test
  void aTextFileBecomesAnIndexWithItsStatisticsFile() throws IOException {
    Path out = temp.resolve("idx");
    var seen = new AtomicLong(-2);
    IndexStats stats = buildTextCorpus(out, 1, false, (done, total) -> seen.set(done));
    // 3 non-blank lines; English analysis (stop words dropped, Porter stems):
    //   glacier melt when climat warm (5) + river carri sand sea (4) + wind erod rock desert (4) = 13 tokens, all distinct
    assertThat(stats.documents()).isEqualTo(3);
    assertThat(stats.totalTerms()).isEqualTo(13);
    assertThat(stats.uniqueTerms()).isEqualTo(13);
    assertThat(seen.get()).isEqualTo(3);
    assertThat(stats.analyzer()).isEqualTo("en:english-porter");
    assertThat(stats.language()).isEqualTo("en");
    assertThat(stats.luceneVersion()).isEqualTo("10.5.0");
    assertThat(stats.qakitVersion()).isEqualTo("0.1.0-SNAPSHOT");
    assertThat(stats.k1()).isEqualTo(1.2f);
    assertThat(stats.b()).isEqualTo(0.75f);
    assertThat(stats.importer()).isEqualTo("text");
    // sha256sum and wc -c of the same 99 bytes
    assertThat(stats.inputs()).containsExactly(new InputFile(temp.resolve("corpus.txt").toString(), 99,
        "635d42ddbdafb93a25bb99d952ba9fb6d22869b31c04267fc5b5538beb091c47"));
    var json = new ObjectMapper().readTree(out.resolve(IndexStats.FILE).toFile());
    assertThat(json.get("documents").asLong()).isEqualTo(3);
    assertThat(json.get("bm25").get("k1").asDouble()).isEqualTo(1.2f);
    assertThat(IndexStats.read(out)).isEqualTo(stats);
    assertThat(temp.toFile().list()).containsExactlyInAnyOrder("corpus.txt", "idx");
  }

  @Test
  void aNonEmptyTargetIsRefusedUnlessForced() throws IOException {
    Path out = temp.resolve("idx");
    Files.createDirectories(out);
    Files.writeString(out.resolve("notes.txt"), "mine");
    assertThatThrownBy(() -> buildTextCorpus(out, 1, false, IndexProgress.NONE))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(out + ": the folder is not empty; choose another or pass --force to replace it");
    assertThat(out.resolve("notes.txt")).hasContent("mine");

    buildTextCorpus(out, 1, true, IndexProgress.NONE);
    assertThat(out.resolve("notes.txt")).doesNotExist();
    assertThat(IndexStats.read(out).documents()).isEqualTo(3);
    assertThat(temp.toFile().list()).containsExactlyInAnyOrder("corpus.txt", "idx");
  }

  @Test
  void anEmptyExistingTargetIsFilled() throws IOException {
    Path out = Files.createDirectories(temp.resolve("idx"));
    assertThat(buildTextCorpus(out, 2, false, IndexProgress.NONE).documents()).isEqualTo(3);
  }

  @Test
  void aFailingSourceLeavesNoIndexAndNoDebris() throws IOException {
    Path out = temp.resolve("idx");
    PassageSource failing = sink -> {
      for (int i = 0; i < 1000; i++) {
        sink.accept(Passage.of("p" + i, "text number " + i));
      }
      throw new IOException("corpus.txt:1001: expected a passage, found garbage");
    };
    var builder = new IndexBuilder(Language.ENGLISH, 3, false, IndexProgress.NONE);
    assertThatThrownBy(() -> builder.build(out, failing, "test", List.of(), -1))
        .hasMessage("corpus.txt:1001: expected a passage, found garbage");
    assertThat(temp.toFile().list()).isEmpty();
  }

  @Test
  void duplicatePassageIdsAreRefused() {
    Path out = temp.resolve("idx");
    var passages = List.of(Passage.of("a", "one"), Passage.of("b", "two"), Passage.of("a", "three"));
    assertThatThrownBy(() -> TestIndexes.build(out, Language.ENGLISH, 1, passages))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("expected unique passage ids, found 'a' 2 times");
    assertThat(out).doesNotExist();
  }

  @Test
  void noPassagesIsAnError() {
    Path out = temp.resolve("idx");
    assertThatThrownBy(() -> TestIndexes.build(out, Language.ENGLISH, 2, List.of()))
        .hasMessage("no passages were read from the inputs; nothing to index");
    assertThat(temp.toFile().list()).isEmpty();
  }

  @Test
  void aTargetThatIsAFileIsRefused() throws IOException {
    Path file = Files.writeString(temp.resolve("idx"), "x");
    assertThatThrownBy(() -> TestIndexes.build(file, Language.ENGLISH, 1, List.of(Passage.of("a", "b"))))
        .hasMessage(file + ": expected a folder for the index, found a file");
  }

  @Test
  void theRamBufferIsAQuarterOfTheHeapBetween64And1024Mb() {
    long mb = 1 << 20;
    assertThat(IndexBuilder.ramBufferMB(1024 * mb)).isEqualTo(256.0); // 1024 / 4
    assertThat(IndexBuilder.ramBufferMB(6144 * mb)).isEqualTo(1024.0); // 6144 / 4 = 1536, capped
    assertThat(IndexBuilder.ramBufferMB(128 * mb)).isEqualTo(64.0); // 128 / 4 = 32, raised to the floor
    assertThat(IndexBuilder.ramBufferMB(Long.MAX_VALUE)).isEqualTo(1024.0); // no heap limit
  }

  @Test
  void segmentsAreNotPackedIntoCompoundFiles() throws IOException {
    Path idx = temp.resolve("idx");
    buildTextCorpus(idx, 2, false, null);
    try (var files = Files.list(idx)) {
      var names = files.map(p -> p.getFileName().toString()).toList();
      assertThat(names).anyMatch(n -> n.endsWith(".si")).noneMatch(n -> n.endsWith(".cfs") || n.endsWith(".cfe"));
    }
  }

  @Test
  void oneOrThreeThreadsGiveTheSameStatisticsAndHits() throws IOException {
    // 5,000 passages: about 20 batches of 256 per worker with 3 workers, so every worker indexes and
    // flushes its own buffers at the end (the flushing loop in IndexBuilder's end step)
    String[] words = ("glacier river sand wind rock desert climate ocean current heat cloud rain snow ice "
        + "mountain valley soil plant root leaf light energy water vapor pressure").split(" ");
    var passages = new ArrayList<Passage>();
    var random = new java.util.Random(22);
    for (int i = 0; i < 5_000; i++) {
      var text = new StringBuilder();
      for (int w = 3 + random.nextInt(12); w > 0; w--) {
        text.append(words[random.nextInt(words.length)]).append(w > 1 ? ' ' : '.');
      }
      passages.add(Passage.of("p" + i, text.toString()));
    }
    var stats = new ArrayList<IndexStats>();
    var hits = new ArrayList<List<List<org.qakit.knowledge.Hit>>>();
    for (int threads : new int[] {1, 3}) {
      Path out = temp.resolve("idx-" + threads);
      stats.add(new IndexBuilder(Language.ENGLISH, threads, false, IndexProgress.NONE)
          .build(out, sink -> passages.forEach(sink), "test", List.of(), passages.size()));
      try (var retriever = org.qakit.retrieve.Bm25Retriever.open(out)) {
        var lists = new ArrayList<List<org.qakit.knowledge.Hit>>();
        for (String q : List.of("glacier ice melting", "river sand", "wind rock desert", "rain cloud water vapor")) {
          lists.add(retriever.search(q, 20));
        }
        hits.add(lists);
      }
    }
    assertThat(stats.get(0).documents()).isEqualTo(5_000);
    assertThat(stats.get(1).documents()).isEqualTo(stats.get(0).documents());
    assertThat(stats.get(1).uniqueTerms()).isEqualTo(stats.get(0).uniqueTerms());
    assertThat(stats.get(1).totalTerms()).isEqualTo(stats.get(0).totalTerms());
    assertThat(hits.get(0)).allSatisfy(list -> assertThat(list).hasSize(20));
    assertThat(hits.get(1)).isEqualTo(hits.get(0));
  }

  @Test
  void threadsMustBePositive() {
    assertThatThrownBy(() -> new IndexBuilder(Language.ENGLISH, 0, false, null))
        .hasMessage("index builder: threads must be at least 1, found 0");
  }

  @Test
  void aFolderInputIsChecksummedFileByFile() throws IOException {
    Path dir = Files.createDirectories(temp.resolve("docs/sub"));
    Files.writeString(temp.resolve("docs/b.txt"), "");
    Files.writeString(dir.resolve("a.txt"), "");
    // the SHA-256 of no bytes
    String empty = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";
    assertThat(InputFile.of(List.of(temp.resolve("docs"))))
        .containsExactly(new InputFile(temp.resolve("docs") + "/b.txt", 0, empty), new InputFile(temp.resolve("docs") + "/sub/a.txt", 0, empty));
  }

  @Test
  void aStatsFileThatDisagreesWithTheIndexIsRefused() throws IOException {
    Path out = temp.resolve("idx");
    buildTextCorpus(out, 1, false, IndexProgress.NONE);
    Path file = out.resolve(IndexStats.FILE);
    Files.writeString(file, Files.readString(file).replace("\"documents\" : 3", "\"documents\" : 4"));
    assertThatThrownBy(() -> IndexStats.read(out))
        .hasMessage(file + ": expected the index to hold the 4 documents this file records, found 3; rebuild it with qakit index build --force");
    Files.delete(file);
    assertThatThrownBy(() -> IndexStats.read(out))
        .hasMessage(out + ": not a qakit index (no qakit-index.json); build one with qakit index build");
  }

  static List<Passage> many(int n) {
    var out = new ArrayList<Passage>();
    for (int i = 0; i < n; i++) {
      out.add(Passage.of(String.format("p%05d", i), "word" + (i % 7) + " common term" + (i % 13)));
    }
    return out;
  }
}
