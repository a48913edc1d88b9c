package org.qakit.corpus;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.qakit.corpus.ImportersTestSupport.read;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.format.FormatException;
import org.qakit.format.ReadOptions;
import org.qakit.model.Passage;

class DocumentsImporterTest {
  @TempDir Path temp;

  @Test
  void sentencesOfSortedDocumentsWithPathAndNumber() throws IOException {
    Files.createDirectories(temp.resolve("b"));
    Files.writeString(temp.resolve("b/z.txt"), "Praha je hlavní město. Leží na Vltavě.\n");
    Files.writeString(temp.resolve("a.txt"), "北京是首都。上海很大。");
    Files.writeString(temp.resolve("notes.md"), "Not a document.");
    assertThat(read("documents", temp)).containsExactly(
        new Passage("a.txt#1", "北京是首都。", "a.txt"),
        new Passage("a.txt#2", "上海很大。", "a.txt"),
        new Passage("b/z.txt#1", "Praha je hlavní město.", "b/z.txt"),
        new Passage("b/z.txt#2", "Leží na Vltavě.", "b/z.txt"));
  }

  @Test
  void aDocumentThatIsNotUtf8StopsWithItsLineOrIsSkippedWhole() throws IOException {
    Files.writeString(temp.resolve("a.txt"), "Good. Fine.");
    Path bad = Files.write(temp.resolve("b.txt"), new byte[] {'O', 'k', '.', '\n', 'c', (byte) 0xe9, '\n'});
    assertThatThrownBy(() -> read("documents", temp)).isInstanceOf(FormatException.class)
        .hasMessageStartingWith(bad + ":2: expected UTF-8 text");
    assertThat(read("documents", temp, ReadOptions.LENIENT)).extracting(Passage::id).containsExactly("a.txt#1", "a.txt#2");
  }

  @Test
  void aFolderWithoutDocumentsIsRefused() {
    assertThatThrownBy(() -> read("documents", temp))
        .hasMessage(temp + ": expected .txt documents in this folder or below, found none");
  }
}
