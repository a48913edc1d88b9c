package org.qakit.corpus;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.qakit.format.ReadOptions;
import org.qakit.model.Passage;

/** Runs an importer into a list. */
final class ImportersTestSupport {
  private ImportersTestSupport() {}

  static List<Passage> read(String importer, Path path, ReadOptions options) throws IOException {
    var out = new ArrayList<Passage>();
    Importers.get(importer).read(path, options, out::add);
    return out;
  }

  static List<Passage> read(String importer, Path path) throws IOException {
    return read(importer, path, ReadOptions.STRICT);
  }
}
