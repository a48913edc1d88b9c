package org.qakit.corpus;

import java.io.IOException;
import java.nio.file.Path;
import java.util.function.Consumer;
import org.qakit.format.Formats;
import org.qakit.format.ReadOptions;
import org.qakit.model.Passage;

/**
 * QuaRTz's knowledge corpus: the {@code {"id", "text"}} lines of a QuaRTz JSON Lines file as the
 * {@code quartz} format reads them (ids such as {@code QRSent-90001}, file order); question lines
 * in the same file are read and checked by the format but yield no passage.
 */
public final class QuartzKnowledgeImporter implements CorpusImporter {

  @Override
  public String id() {
    return "quartz-knowledge";
  }

  @Override
  public String description() {
    return "QuaRTz knowledge sentences ({\"id\", \"text\"} lines, quartz format's passages); id = the sentence id";
  }

  @Override
  public void read(Path path, ReadOptions options, Consumer<Passage> sink) throws IOException {
    Formats.get("quartz").read(path, options).passages().forEach(sink);
  }
}
