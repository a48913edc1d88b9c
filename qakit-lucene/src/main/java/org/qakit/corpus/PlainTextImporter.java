package org.qakit.corpus;

import java.io.IOException;
import java.nio.file.Path;
import java.util.function.Consumer;
import org.qakit.format.Fields;
import org.qakit.format.ReadOptions;
import org.qakit.format.TextLines;
import org.qakit.model.Passage;

/**
 * Plain text, one passage per line (UTF-8; blank lines skipped). The passage id is {@code
 * <file name without extension>:<line number>}, so it is stable and points back at its source.
 */
public final class PlainTextImporter implements CorpusImporter {

  @Override
  public String id() {
    return "text";
  }

  @Override
  public String description() {
    return "plain UTF-8 text, one passage per non-blank line; id <file stem>:<line>";
  }

  @Override
  public void read(Path path, ReadOptions options, Consumer<Passage> sink) throws IOException {
    String stem = Fields.fileStem(path);
    TextLines.forEach(path, (line, text) -> {
      if (!text.isBlank()) {
        sink.accept(Passage.of(stem + ":" + line, text.strip()));
      }
    });
  }
}
