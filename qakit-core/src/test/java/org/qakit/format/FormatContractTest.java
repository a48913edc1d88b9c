package org.qakit.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.dataset.Dataset;
import org.qakit.dataset.Samples;
import org.qakit.format.jsonl.QakitJsonlFormat;
import org.qakit.model.Item;

/**
 * What every {@link Format} must do, checked on its shipped sample. A format's test extends this
 * class, says what its sample holds, and adds tests on the real files in {@code ../shared/data}
 * and on corrupted copies of real lines.
 */
public abstract class FormatContractTest {
  @TempDir protected Path temp;

  /** The format under test. */
  protected abstract Format format();

  /** How many items the sample yields in the default view. */
  protected abstract int expectedSampleItems();

  /** Reads the shipped sample in the given options (a fresh copy each time: views read it again). */
  protected Dataset readSample(ReadOptions options) throws IOException {
    List<Path> paths = Samples.materialize(format().id(), Files.createTempDirectory(temp, "sample"));
    return format().read(paths, options);
  }

  @Test
  void isRegisteredUnderItsId() {
    assertThat(Formats.get(format().id())).isSameAs(Formats.get(format().id()));
    assertThat(Formats.get(format().id()).getClass()).isEqualTo(format().getClass());
    assertThat(format().id()).matches("[a-z0-9]+(-[a-z0-9]+)*");
    assertThat(format().description()).isNotBlank();
    assertThat(format().views()).isNotEmpty();
  }

  @Test
  void readsItsSampleWithUniqueIds() throws IOException {
    Dataset d = readSample(ReadOptions.STRICT);
    assertThat(d.items()).hasSize(expectedSampleItems());
    assertThat(d.skipped()).isEmpty();
    var ids = new HashSet<String>();
    for (Item item : d.items()) {
      assertThat(ids.add(item.id())).as("duplicate id %s", item.id()).isTrue();
    }
  }

  @Test
  void everyViewYieldsItemsOfItsKind() throws IOException {
    for (View view : format().views()) {
      Dataset d = readSample(ReadOptions.STRICT.withView(view.id()));
      assertThat(d.items()).as("view %s", view.id()).isNotEmpty();
      if (view.kind() != null) {
        assertThat(d.items()).allSatisfy(i -> assertThat(i.kind()).isEqualTo(view.kind()));
      }
    }
  }

  @Test
  void anUnknownViewIsRejectedByName() {
    assertThatThrownBy(() -> readSample(ReadOptions.STRICT.withView("no-such-view")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("no-such-view")
        .hasMessageContaining(format().views().getFirst().id());
  }

  @Test
  void convertsToQakitJsonlAndBackUnchanged() throws IOException {
    var jsonl = new QakitJsonlFormat();
    for (View view : format().views()) {
      Dataset d = readSample(ReadOptions.STRICT.withView(view.id()));
      Path out = temp.resolve("converted-" + view.id() + ".jsonl");
      jsonl.write(d, out);
      Dataset back = jsonl.read(out, ReadOptions.STRICT);
      assertThat(back.items()).isEqualTo(d.items());
      assertThat(back.passages()).isEqualTo(d.passages());
    }
  }

  @Test
  void writableFormatsRoundTripTheirSample() throws IOException {
    if (!(format() instanceof WritableFormat writable)) {
      assertThat(format()).isNotInstanceOf(WritableFormat.class);
      return;
    }
    // file by file, under the same file name: ids may be derived from it
    for (Path in : Samples.materialize(format().id(), temp.resolve("to-write"))) {
      Dataset d = format().read(in, ReadOptions.STRICT);
      Path out = Files.createDirectories(temp.resolve("written")).resolve(in.getFileName());
      writable.write(new Dataset(d.items(), List.of(), List.of(), List.of(), List.of()), out);
      assertThat(writable.read(out, ReadOptions.STRICT).items()).isEqualTo(d.items());
    }
  }

  @Test
  void bytesThatAreNotUtf8StopTheReadWithTheFileName() throws IOException {
    List<Path> paths = Samples.materialize(format().id(), temp.resolve("bad"));
    Path file = firstFile(paths.getFirst());
    byte[] bytes = Files.readAllBytes(file);
    int middle = bytes.length / 2;
    while (middle < bytes.length && (bytes[middle] & 0xC0) == 0x80) {
      middle++; // do not split a character: insert between characters
    }
    byte[] corrupted = new byte[bytes.length + 1];
    System.arraycopy(bytes, 0, corrupted, 0, middle);
    corrupted[middle] = (byte) 0xFF;
    System.arraycopy(bytes, middle, corrupted, middle + 1, bytes.length - middle);
    Files.write(file, corrupted);
    long line = 1;
    for (int i = 0; i < middle; i++) {
      line += bytes[i] == '\n' ? 1 : 0;
    }
    for (ReadOptions options : List.of(ReadOptions.STRICT, ReadOptions.LENIENT)) {
      assertThatThrownBy(() -> format().read(paths, options))
          .isInstanceOf(FormatException.class)
          .hasMessageStartingWith(file + ":" + line + ": expected UTF-8 text");
    }
  }

  @Test
  void aDirectoryWhereAFileBelongsIsAnErrorNamingIt() throws IOException {
    List<Path> paths = Samples.materialize(format().id(), temp.resolve("dir"));
    if (Files.isDirectory(paths.getFirst())) {
      return; // a folder format: the folder is right
    }
    Path dir = Files.createDirectories(temp.resolve("not-a-file.json"));
    assertThatThrownBy(() -> format().read(dir, ReadOptions.STRICT))
        .isInstanceOfAny(IOException.class, FormatException.class)
        .hasMessageContaining(dir.toString());
  }

  private static Path firstFile(Path path) throws IOException {
    if (Files.isRegularFile(path)) {
      return path;
    }
    try (var files = Files.walk(path)) {
      return files.filter(Files::isRegularFile).sorted().findFirst().orElseThrow();
    }
  }
}
