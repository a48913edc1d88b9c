package org.qakit.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.dataset.Dataset;
import org.qakit.format.jsonl.QakitJsonlFormat;
import org.qakit.model.Passage;
import org.qakit.model.Triple;

class ConversionTest {
  @TempDir Path temp;

  @Test
  void refusesAFormatThatWouldDropPassagesOrTriples() {
    var withPassages = new Dataset(List.of(), List.of(Passage.of("p1", "text")), List.of(), List.of(), List.of());
    var withTriples = new Dataset(List.of(), List.of(), List.of(new Triple("s", "p", "o")), List.of(), List.of());
    Path out = temp.resolve("out.tsv");
    assertThatThrownBy(() -> Conversion.write((WritableFormat) Formats.get("nlpcc-dbqa"), withPassages, List.of(), out))
        .hasMessage("format 'nlpcc-dbqa' cannot hold the 1 passages read; convert to qakit-jsonl to keep them");
    assertThatThrownBy(() -> Conversion.write((WritableFormat) Formats.get("nlpcc-kbqa"), withTriples, List.of(), out))
        .hasMessageContaining("cannot hold the 1 triples read");
    assertThat(out).doesNotExist();
  }

  @Test
  void refusesToOverwriteAnInputOrWriteToAFolder() throws IOException {
    Path input = Files.writeString(temp.resolve("in.jsonl"), "");
    var format = new QakitJsonlFormat();
    assertThatThrownBy(() -> Conversion.write(format, Dataset.EMPTY, List.of(input), temp.resolve("./in.jsonl")))
        .hasMessageContaining("is also an input");
    assertThatThrownBy(() -> Conversion.write(format, Dataset.EMPTY, List.of(input), temp))
        .hasMessageContaining("is a folder");
    assertThatThrownBy(() -> format.write(Dataset.EMPTY, Path.of("/")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("expected a file path to write, found /");
  }

  @Test
  void leavesNoTemporaryFileBehindWhenTheWriterFails() {
    var format = new QakitJsonlFormat();
    Path out = temp.resolve("x.jsonl");
    assertThatThrownBy(() -> org.qakit.io.AtomicFile.write(out, w -> {
          w.write("partial");
          throw new IOException("disk full");
        })).hasMessage("disk full");
    assertThat(temp.toFile().list()).isEmpty();
    assertThat(format.id()).isEqualTo("qakit-jsonl");
  }
}
