package org.qakit.serve.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class UploadFoldersTest {
  @TempDir Path dir;

  @Test
  void anUploadKeepsOnlyAShortPlainExtensionOfItsName() {
    assertThat(UploadFolders.fileName("n".repeat(296) + ".tsv")).isEqualTo("upload.tsv");
    assertThat(UploadFolders.fileName("../../etc/passwd")).isEqualTo("upload");
    assertThat(UploadFolders.fileName("data.JSONL")).isEqualTo("upload.jsonl");
    assertThat(UploadFolders.fileName("x." + "e".repeat(11))).isEqualTo("upload");
    assertThat(UploadFolders.fileName(null)).isEqualTo("upload");
  }

  @Test
  void aFolderIsDeletedWithWhatIsInItAndStaleOnesGoAtStart() throws Exception {
    var uploads = new UploadFolders(dir.resolve("uploads"));
    Path a = uploads.create();
    Files.createDirectories(a.resolve("sub"));
    Files.writeString(a.resolve("sub").resolve("x.txt"), "x");
    Files.writeString(a.resolve("upload.tsv"), "y");
    UploadFolders.delete(a);
    assertThat(a).doesNotExist();
    UploadFolders.delete(a);
    Path old = uploads.create();
    Files.writeString(old.resolve("upload.tsv"), "left by a killed server");
    Files.setLastModifiedTime(old, FileTime.from(Instant.now().minus(Duration.ofHours(2))));
    Path fresh = uploads.create();
    Path other = Files.createDirectories(uploads.root().resolve("not-mine"));
    Files.setLastModifiedTime(other, FileTime.from(Instant.now().minus(Duration.ofHours(2))));
    assertThat(uploads.purgeStale(UploadFolders.STALE)).isEqualTo(1);
    assertThat(old).doesNotExist();
    assertThat(fresh).exists();
    assertThat(other).exists();
  }
}
