package org.qakit.corpus;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.format.ReadOptions;
import org.qakit.model.Passage;

class PlainTextImporterTest {
  @TempDir Path temp;

  @Test
  void onePassagePerNonBlankLineWithFileAndLineIds() throws IOException {
    Path f = Files.writeString(temp.resolve("facts.txt"), "Water boils at 100 C.\n\n  Ice melts at 0 C.  \n");
    var out = new ArrayList<Passage>();
    Importers.get("text").read(f, ReadOptions.STRICT, out::add);
    assertThat(out).containsExactly(Passage.of("facts:1", "Water boils at 100 C."), Passage.of("facts:3", "Ice melts at 0 C."));
  }
}
