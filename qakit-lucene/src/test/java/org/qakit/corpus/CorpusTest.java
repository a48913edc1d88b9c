package org.qakit.corpus;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.format.ReadOptions;
import org.qakit.index.IndexBuilder;
import org.qakit.index.IndexProgress;
import org.qakit.index.IndexStats;
import org.qakit.index.InputFile;
import org.qakit.io.Sha256;
import org.qakit.model.Passage;
import org.qakit.retrieve.Bm25Retriever;
import org.qakit.text.Language;

class CorpusTest {
  @TempDir Path temp;

  /** A folder of two documents (and a file the documents importer does not read) and a JSONL file. */
  private Corpus twoSources() throws IOException {
    Path docs = Files.createDirectories(temp.resolve("docs"));
    Files.writeString(docs.resolve("a.txt"), "Rivers carry sand to the sea. Wind erodes rocks.\n");
    Files.writeString(docs.resolve("b.txt"), "Glaciers melt when the climate warms.\n");
    Files.writeString(docs.resolve("README.md"), "not a document\n");
    Path jsonl = Files.writeString(temp.resolve("k.jsonl"), "{\"id\": \"k1\", \"text\": \"Deserts get little rain.\"}\n");
    return new Corpus(List.of(Corpus.source("documents=" + docs), Corpus.source("jsonl=" + jsonl)));
  }

  @Test
  void readsEverySourceInOrderIntoOneIndex() throws IOException {
    Corpus corpus = twoSources();
    var passages = new ArrayList<Passage>();
    corpus.read(ReadOptions.STRICT, passages::add);
    // a.txt: 2 sentences, b.txt: 1, k.jsonl: 1
    assertThat(passages).extracting(Passage::id).containsExactly("a.txt#1", "a.txt#2", "b.txt#1", "k1");
    assertThat(corpus.label()).isEqualTo("documents+jsonl");

    Path out = temp.resolve("idx");
    IndexStats stats = new IndexBuilder(Language.ENGLISH, 2, false, IndexProgress.NONE).build(out, corpus);
    assertThat(stats.documents()).isEqualTo(4);
    assertThat(stats.importer()).isEqualTo("documents+jsonl");
    // the files read: the two .txt documents (README.md is not read), then the JSONL file
    assertThat(stats.inputs()).extracting(InputFile::path).containsExactly(
        temp.resolve("docs") + "/a.txt", temp.resolve("docs") + "/b.txt", temp.resolve("k.jsonl").toString());
    assertThat(stats.inputs().get(2).sha256()).isEqualTo(Sha256.file(temp.resolve("k.jsonl")));
    try (var r = Bm25Retriever.open(out, Language.ENGLISH)) {
      assertThat(r.search("rain in the desert", 1).getFirst().id()).isEqualTo("k1");
      assertThat(r.search("glaciers", 1).getFirst().id()).isEqualTo("b.txt#1");
    }
  }

  @Test
  void theDigestOfAFolderCoversOnlyTheFilesItsImporterReads() throws IOException {
    Corpus corpus = twoSources();
    String before = corpus.digests().getFirst().sha256();
    assertThat(corpus.digests().getFirst().files()).isEqualTo(2);
    Files.writeString(temp.resolve("docs/README.md"), "changed, still not read\n");
    assertThat(corpus.digests().getFirst().sha256()).isEqualTo(before);
    Files.writeString(temp.resolve("docs/b.txt"), "Glaciers melt.\n");
    assertThat(corpus.digests().getFirst().sha256()).isNotEqualTo(before);
  }

  @Test
  void wordNetAndGcideNameTheFilesTheyRead() throws IOException {
    for (String pos : List.of("noun", "verb", "adj", "adv")) {
      Files.writeString(temp.resolve("data." + pos), "");
    }
    Files.writeString(temp.resolve("index.noun"), "");
    Files.writeString(temp.resolve("gcide.index"), "");
    Files.writeString(temp.resolve("gcide.dict.dz"), "");
    assertThat(Importers.get("wordnet").files(temp)).containsExactly(
        temp.resolve("data.noun"), temp.resolve("data.verb"), temp.resolve("data.adj"), temp.resolve("data.adv"));
    assertThat(Importers.get("gcide").files(temp)).containsExactly(temp.resolve("gcide.index"), temp.resolve("gcide.dict.dz"));
    // given the index file, the dictionary beside it is read too
    assertThat(Importers.get("gcide").files(temp.resolve("gcide.index")))
        .containsExactly(temp.resolve("gcide.index"), temp.resolve("gcide.dict.dz"));
  }

  @Test
  void aSourceIsImporterEqualsPath() {
    assertThat(Corpus.source("wordnet=/usr/share/wordnet").path()).isEqualTo(Path.of("/usr/share/wordnet"));
    assertThatThrownBy(() -> Corpus.source("/usr/share/wordnet"))
        .hasMessage("expected a corpus source IMPORTER=PATH (e.g. wordnet=/usr/share/wordnet), found '/usr/share/wordnet'");
    assertThatThrownBy(() -> Corpus.source("wordnet=")).hasMessageContaining("found 'wordnet='");
    assertThatThrownBy(() -> Corpus.source("wordnot=/x")).hasMessageContaining("wordnot");
    assertThatThrownBy(() -> new Corpus(List.of())).hasMessage("corpus: expected at least one importer and path, found none");
    assertThatThrownBy(() -> Corpus.source("wordnet=" + temp.resolve("none")).digest())
        .hasMessage(temp.resolve("none") + ": expected the input of importer wordnet, found nothing");
  }
}
