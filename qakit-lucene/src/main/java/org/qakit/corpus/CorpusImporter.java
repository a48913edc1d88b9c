package org.qakit.corpus;

import java.io.IOException;
import java.nio.file.Path;
import java.util.function.Consumer;
import org.qakit.format.ReadOptions;
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
}
