package org.qakit.corpus;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.function.Consumer;
import org.qakit.format.ReadOptions;
import org.qakit.io.InputDigest;
import org.qakit.model.Passage;

/**
 * The background knowledge of one index: one or more sources, each a corpus importer over a file or
 * folder, read one after the other in the order given (WordNet glosses then GCIDE definitions, say).
 * {@code qakit index build} and {@code qakit bench} both build indexes from a corpus.
 *
 * <p>Passage ids must be unique across all sources (the index builder refuses a duplicate, naming
 * it); the importers' id schemes ({@code wn:…}, {@code gcide:…}) keep them apart. {@link #label}
 * names the corpus in the index statistics: the distinct importer ids in order of first use,
 * joined with {@code +} ({@code wordnet+gcide}).
 *
 * @param sources at least one
 */
public record Corpus(List<Source> sources) {

  /**
   * One importer over one path.
   *
   * @param importer reads the path
   * @param path a file or folder the importer accepts
   */
  public record Source(CorpusImporter importer, Path path) {
    public Source {
      if (importer == null || path == null) {
        throw new IllegalArgumentException("corpus source: expected an importer and a path, found " + importer + " and " + path);
      }
    }

    /** The checksum of the files the importer reads for the path; a missing path is refused first. */
    public InputDigest digest() throws IOException {
      if (!Files.exists(path)) {
        throw new IllegalArgumentException(path + ": expected the input of importer " + importer.id() + ", found nothing");
      }
      return InputDigest.of(path, importer.files(path));
    }
  }

  public Corpus {
    if (sources == null || sources.isEmpty()) {
      throw new IllegalArgumentException("corpus: expected at least one importer and path, found none");
    }
    sources = List.copyOf(sources);
  }

  /** One importer over several paths. */
  public static Corpus of(String importer, List<Path> paths) {
    CorpusImporter imp = Importers.get(importer);
    return new Corpus(paths.stream().map(p -> new Source(imp, p)).toList());
  }

  /**
   * A source written {@code IMPORTER=PATH} ({@code wordnet=/usr/share/wordnet}), as {@code qakit
   * index build --corpus} takes it; the importer id is checked against {@link Importers}.
   */
  public static Source source(String spec) {
    int eq = spec.indexOf('=');
    if (eq <= 0 || eq == spec.length() - 1) {
      throw new IllegalArgumentException("expected a corpus source IMPORTER=PATH (e.g. wordnet=/usr/share/wordnet), found '" + spec + "'");
    }
    return new Source(Importers.get(spec.substring(0, eq)), Path.of(spec.substring(eq + 1)));
  }

  /** The distinct importer ids in order of first use, joined with {@code +}. */
  public String label() {
    var ids = new LinkedHashSet<String>();
    sources.forEach(s -> ids.add(s.importer().id()));
    return String.join("+", ids);
  }

  /** Streams every source's passages in source order. */
  public void read(ReadOptions options, Consumer<Passage> sink) throws IOException {
    for (Source s : sources) {
      s.importer().read(s.path(), options, sink);
    }
  }

  /** The checksum of each source, in source order. */
  public List<InputDigest> digests() throws IOException {
    var out = new ArrayList<InputDigest>(sources.size());
    for (Source s : sources) {
      out.add(s.digest());
    }
    return out;
  }
}
