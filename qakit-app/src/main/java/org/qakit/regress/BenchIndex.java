package org.qakit.regress;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.qakit.corpus.Corpus;
import org.qakit.corpus.Importers;
import org.qakit.index.IndexBuilder;
import org.qakit.index.IndexProgress;
import org.qakit.index.IndexStats;
import org.qakit.index.InputFile;
import org.qakit.io.InputDigest;
import org.qakit.io.Sha256;
import org.qakit.text.Language;

/**
 * The index a regression file asks for with a {@code solver.index} object (docs/solving.md): built
 * by {@link IndexBuilder} from a {@link Corpus} of one or more sources (an importer over files or
 * folders), as {@code qakit index build} builds it, kept in a cache folder
 * {@code <root>/target/qakit-bench-indexes/<key>} and reused while it still matches.
 *
 * <p>The key is the first 16 hex digits of the SHA-256 of the UTF-8 text {@code analyzer \n} (the
 * language's default analysis, {@code en:english-porter}: another analyzer is another index) followed,
 * for each source in order and each of its inputs in order, by {@code importer \t path \t sha256 \n},
 * where {@code sha256} is the checksum measured now ({@link InputDigest}: a file's bytes, or a
 * folder's manifest of the files its importer reads), never the one written in the file, so a
 * changed input never reuses an index built from the old bytes. {@code threads} is not part of the
 * key: the builder writes the same documents and statistics for any thread count. A cached folder
 * is reused when its {@code qakit-index.json} reads (its document count checked against the index)
 * and records the same importer label ({@code wordnet+gcide}), the same language and the same files
 * read with the same sizes and checksums, in order; otherwise it is rebuilt in place
 * ({@code force}), whole or not at all.
 *
 * <p>With {@code encoder} (a model id), every passage's vector is stored too ({@code qakit index
 * build --encoder}), encoded through the embedding cache the run names ({@code qakit bench --embedding-cache};
 * default {@value RegressionFile#EMBEDDING_CACHE} under the root, as for the solver's own texts); the
 * key then ends with the line {@code encoder \t model \n}, and a cached folder must record vectors
 * of that model (an index without vectors keeps its key).
 *
 * @param language the corpus language code: en, zh or cs
 * @param sources the corpora, at least one, read in order into one index
 * @param threads indexing threads, at least 1 (default 1)
 * @param encoder the model whose vectors the index stores, or null for none
 */
public record BenchIndex(String language, List<Source> sources, int threads, String encoder) {

  /** The cache folder under the repository root. */
  public static final String CACHE = "target/qakit-bench-indexes";

  /**
   * One corpus of the index: an importer over input files or folders.
   *
   * @param importer a corpus importer id ({@link Importers})
   * @param inputs the paths it reads, relative to the repository root (or absolute)
   */
  public record Source(String importer, List<RegressionFile.Input> inputs) {
    public Source {
      if (importer == null || importer.isBlank()) {
        throw new IllegalArgumentException("solver.index: expected an importer id, found none");
      }
      if (inputs == null || inputs.isEmpty()) {
        throw new IllegalArgumentException("solver.index: expected at least one input for importer " + importer + ", found none");
      }
      inputs = List.copyOf(inputs);
    }
  }

  public BenchIndex {
    if (language == null || language.isBlank()) {
      throw new IllegalArgumentException("solver.index: expected lang (en, zh or cs), found none");
    }
    if (sources == null || sources.isEmpty()) {
      throw new IllegalArgumentException("solver.index: expected at least one corpus (importer + inputs, or sources), found none");
    }
    if (threads < 1) {
      throw new IllegalArgumentException("solver.index: threads must be at least 1, found " + threads);
    }
    sources = List.copyOf(sources);
    if (encoder != null) {
      new org.qakit.solve.EncoderOptions(encoder, null); // an unknown model id fails here, with the close matches
    }
  }

  /** An index without vectors. */
  public BenchIndex(String language, List<Source> sources, int threads) {
    this(language, sources, threads, null);
  }

  /** What {@link #open} did: the index folder and whether it was built now (else reused). */
  public record Ready(Path dir, boolean built, double seconds) {}

  /** Every input of every source, in order. */
  public List<RegressionFile.Input> inputs() {
    var all = new ArrayList<RegressionFile.Input>();
    sources.forEach(s -> all.addAll(s.inputs()));
    return all;
  }

  /** The checksum of an input of {@code importer}, over the files that importer reads. */
  public static InputDigest digest(String importer, Path path) throws IOException {
    return new Corpus.Source(Importers.get(importer), path).digest();
  }

  /**
   * The index folder for these inputs, built or reused.
   *
   * @param root the repository root that input paths and the cache resolve against
   * @param digests the measured checksum of each input, in {@link #inputs()} order
   */
  public Ready open(Path root, List<InputDigest> digests) throws IOException {
    return open(root, digests, root.resolve(RegressionFile.EMBEDDING_CACHE));
  }

  /**
   * As {@link #open(Path, List)}, encoding the passages of an index with vectors through the
   * embedding cache {@code embeddingCache} ({@code qakit bench --embedding-cache}; null: none).
   */
  public Ready open(Path root, List<InputDigest> digests, Path embeddingCache) throws IOException {
    return open(root.resolve(CACHE), root, digests, embeddingCache, IndexProgress.NONE);
  }

  /**
   * As {@link #open(Path, List, Path)}, with the cache in {@code cache} (a task's index lives under
   * the data home: {@code qakit run --task}) and a build's progress told to {@code progress}.
   */
  public Ready open(Path cache, Path root, List<InputDigest> digests, Path embeddingCache, IndexProgress progress) throws IOException {
    if (digests.size() != inputs().size()) {
      throw new IllegalArgumentException("solver.index: expected " + inputs().size() + " checksums, found " + digests.size());
    }
    Path dir = cache.resolve(key(digests.stream().map(InputDigest::sha256).toList()));
    Corpus corpus = corpus(root);
    var files = new ArrayList<InputFile>();
    digests.forEach(d -> files.addAll(InputFile.of(d)));
    if (matches(dir, corpus.label(), files)) {
      return new Ready(dir, false, 0);
    }
    Files.createDirectories(dir.getParent());
    long start = System.nanoTime();
    var builder = new IndexBuilder(Language.of(language), threads, true, progress);
    if (encoder == null) {
      builder.build(dir, corpus, digests);
    } else {
      try (var enc = new org.qakit.solve.EncoderOptions(encoder, embeddingCache).open()) {
        builder.withVectors(enc).build(dir, corpus, digests);
      }
    }
    return new Ready(dir, true, (System.nanoTime() - start) / 1e9);
  }

  /** The corpus of these sources, input paths resolved against {@code root}. */
  public Corpus corpus(Path root) {
    var corpusSources = new ArrayList<Corpus.Source>();
    for (Source s : sources) {
      for (RegressionFile.Input in : s.inputs()) {
        corpusSources.add(new Corpus.Source(Importers.get(s.importer()), root.resolve(in.path()).normalize()));
      }
    }
    return new Corpus(corpusSources);
  }

  /** The cache key of these inputs with these measured checksums (in {@link #inputs()} order). */
  public String key(List<String> checksums) {
    var sb = new StringBuilder(org.qakit.analysis.Analysis.of(Language.of(language)).id()).append('\n');
    int i = 0;
    for (Source s : sources) {
      for (RegressionFile.Input in : s.inputs()) {
        sb.append(s.importer()).append('\t').append(in.path()).append('\t').append(checksums.get(i++)).append('\n');
      }
    }
    if (encoder != null) {
      sb.append("encoder\t").append(encoder).append('\n');
    }
    return Sha256.text(sb.toString()).substring(0, 16);
  }

  private boolean matches(Path dir, String label, List<InputFile> files) {
    if (!Files.isRegularFile(dir.resolve(IndexStats.FILE))) {
      return false;
    }
    IndexStats stats;
    try {
      stats = IndexStats.read(dir);
    } catch (IOException | RuntimeException e) {
      return false; // unreadable or inconsistent: rebuilt
    }
    boolean vectors = encoder == null ? stats.vectors() == null
        : stats.vectors() != null && stats.vectors().model().equals(encoder);
    return vectors && stats.importer().equals(label) && stats.language().equals(Language.of(language).code())
        && stats.inputs().equals(files);
  }
}
