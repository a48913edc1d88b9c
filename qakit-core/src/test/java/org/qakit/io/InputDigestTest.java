package org.qakit.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class InputDigestTest {
  // sha256sum of "abc" (FIPS 180-4 test vector), of "" and of "x"
  private static final String ABC = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad";
  private static final String EMPTY = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";

  @TempDir Path temp;
  Path dir;

  @BeforeEach
  void folder() throws IOException {
    dir = Files.createDirectories(temp.resolve("corpus/sub")).getParent();
    Files.writeString(dir.resolve("a.txt"), "abc");
    Files.writeString(dir.resolve("sub/b.txt"), "");
    Files.writeString(dir.resolve("B.txt"), "x");
  }

  @Test
  void aFileAloneIsTheChecksumOfItsBytes() throws IOException {
    InputDigest d = InputDigest.of(dir.resolve("a.txt"));
    assertThat(d.sha256()).isEqualTo(ABC);
    assertThat(d.manifest()).isFalse();
    assertThat(d.files()).isEqualTo(1);
  }

  @Test
  void aFolderIsTheChecksumOfItsManifestInByteOrderOfRelativePaths() throws IOException {
    // (cd corpus && sha256sum B.txt a.txt sub/b.txt | sha256sum): "B" (0x42) sorts before "a" (0x61)
    InputDigest d = InputDigest.of(dir);
    assertThat(d.manifest()).isTrue();
    assertThat(d.members()).extracting(InputDigest.Member::relative).containsExactly("B.txt", "a.txt", "sub/b.txt");
    assertThat(d.members()).extracting(InputDigest.Member::sha256).containsExactly(
        "2d711642b726b04401627ca9fbac32f5c8530fb1903cc4db02258717921a4881", ABC, EMPTY);
    assertThat(d.sha256()).isEqualTo("0684f6b57ac9aff85874262c4208861466ce8cca2b0e8d48378a5698048125cd");
    assertThat(d.files()).isEqualTo(3);
  }

  @Test
  void onlyTheFilesReadCount() throws IOException {
    // (cd corpus && sha256sum a.txt sub/b.txt | sha256sum)
    List<Path> read = List.of(dir.resolve("sub/b.txt"), dir.resolve("a.txt"));
    String before = InputDigest.of(dir, read).sha256();
    assertThat(before).isEqualTo("7fa174ec633d9dd026791655bcede544783962588e3b79ef7ff0b3347b298d1d");
    Files.writeString(dir.resolve("B.txt"), "not read");
    Files.writeString(dir.resolve("notes.md"), "not read either");
    assertThat(InputDigest.of(dir, read).sha256()).isEqualTo(before);
  }

  @Test
  void aChangedAddedOrRenamedFileChangesTheChecksum() throws IOException {
    String before = InputDigest.of(dir).sha256();
    Files.writeString(dir.resolve("sub/b.txt"), "\n");
    String changed = InputDigest.of(dir).sha256();
    assertThat(changed).isNotEqualTo(before);
    Files.writeString(dir.resolve("c.txt"), "");
    InputDigest added = InputDigest.of(dir);
    assertThat(added.sha256()).isNotIn(before, changed);
    assertThat(added.files()).isEqualTo(4);
    Files.move(dir.resolve("c.txt"), dir.resolve("d.txt")); // same bytes, another name
    assertThat(InputDigest.of(dir).sha256()).isNotIn(before, changed, added.sha256());
  }

  @Test
  void aFileReadWithAFileBesideItIsAManifestAgainstItsFolder() throws IOException {
    Path index = dir.resolve("a.txt");
    InputDigest d = InputDigest.of(index, List.of(index, dir.resolve("sub/b.txt")));
    assertThat(d.manifest()).isTrue();
    assertThat(d.sha256()).isEqualTo("7fa174ec633d9dd026791655bcede544783962588e3b79ef7ff0b3347b298d1d");
  }

  @Test
  void aMissingPathOrAFileOutsideTheFolderIsRefused() {
    assertThatThrownBy(() -> InputDigest.of(temp.resolve("none")))
        .hasMessage(temp.resolve("none") + ": expected an input file or folder, found nothing");
    assertThatThrownBy(() -> InputDigest.of(dir.resolve("sub"), List.of(dir.resolve("a.txt"))))
        .hasMessageContaining("expected the files read to lie under");
  }
}
