package org.qakit.corpus;

import java.io.IOException;
import java.nio.file.Path;
import java.util.function.Consumer;
import org.qakit.format.Formats;
import org.qakit.format.ReadOptions;
import org.qakit.model.Passage;

/**
 * GKMC's evidence paragraphs: the passages the {@code gkmc} format reads from a GKMC JSON array
 * (the distinct paragraphs by {@code p_id}, in order of first appearance), with their {@code p_id}
 * as id and no title. Reading, validation and the strict/lenient rule are the format's.
 */
public final class GkmcEvidenceImporter implements CorpusImporter {

  @Override
  public String id() {
    return "gkmc-evidence";
  }

  @Override
  public String description() {
    return "GKMC evidence paragraphs (gkmc format's passages), distinct by p_id; id = p_id";
  }

  @Override
  public void read(Path path, ReadOptions options, Consumer<Passage> sink) throws IOException {
    Formats.get("gkmc").read(path, options).passages().forEach(sink);
  }
}
