package org.qakit.corpus;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import org.qakit.format.ReadOptions;
import org.qakit.io.InputDigest;
import org.qakit.model.Passage;
import org.qakit.registry.Component;

/**
 * Reads background knowledge into passages (the units an index holds): one per line of a text
 * file, per record of a JSONL file, per sentence of a folder of documents, per WordNet gloss.
 *
 * <p>Contract, as for formats: a malformed record stops the import with {@code file:line: what was
 * expected, what was found} unless lenient; passages are streamed (never the whole corpus in
 * memory); passage ids are unique within an import and stable across runs.
 */
public interface CorpusImporter extends Component {

  /** Streams the passages of {@code path} (a file or folder) to {@code sink}, in a stable order. */
  void read(Path path, ReadOptions options, Consumer<Passage> sink) throws IOException;

  /**
   * The files {@link #read} opens for {@code path}, which checksums cover ({@link InputDigest}:
   * index statistics, regression files). The default is {@code path} itself, or every regular file
   * under a folder; an importer that reads only some files of a folder, or files beside the one
   * given, says which.
   */
  default List<Path> files(Path path) throws IOException {
    return InputDigest.regularFiles(path);
  }
}
