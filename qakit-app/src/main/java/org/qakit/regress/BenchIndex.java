package org.qakit.regress;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import org.qakit.corpus.CorpusImporter;
import org.qakit.corpus.Importers;
import org.qakit.format.ReadOptions;
import org.qakit.index.IndexBuilder;
import org.qakit.index.IndexProgress;
import org.qakit.index.IndexStats;
import org.qakit.index.InputFile;
import org.qakit.text.Language;

/**
 * The index a regression file asks for with a {@code solver.index} object (docs/solving.md): built
 * by {@link IndexBuilder} with one corpus importer over input files, kept in a cache folder
 * {@code <root>/target/qakit-bench-indexes/<key>} and reused while it still matches.
 *
 * <p>The key is the first 16 hex digits of the SHA-256 of the UTF-8 text {@code importer \n lang \n}
 * followed by {@code path \t sha256 \n} for each input in file order, where {@code sha256} is the
 * checksum measured now (not the one written in the file, so a changed input never reuses an index
 * built from the old bytes). {@code threads} is not part of the key: the builder writes the same
 * documents and statistics for any thread count. A cached folder is reused when its
 * {@code qakit-index.json} reads (its document count checked against the index) and records the same
 * importer, the same language and the same input checksums, in order; otherwise it is rebuilt in
 * place ({@code force}), whole or not at all.
 *
 * @param importer a corpus importer id ({@link Importers})
 * @param language the corpus language code: en, zh or cs
 * @param inputs the corpus files, paths relative to the repository root
 * @param threads indexing threads, at least 1 (default 1)
 */
public record BenchIndex(String importer, String language, List<RegressionFile.Input> inputs, int threads) {

  /** The cache folder under the repository root. */
  public static final String CACHE = "target/qakit-bench-indexes";

  public BenchIndex {
    if (importer == null || importer.isBlank()) {
      throw new IllegalArgumentException("solver.index: expected an importer id, found none");
    }
    if (language == null || language.isBlank()) {
      throw new IllegalArgumentException("solver.index: expected lang (en, zh or cs), found none");
    }
    if (inputs == null || inputs.isEmpty()) {
      throw new IllegalArgumentException("solver.index: expected at least one input, found none");
    }
    if (threads < 1) {
      throw new IllegalArgumentException("solver.index: threads must be at least 1, found " + threads);
    }
    inputs = List.copyOf(inputs);
  }

  /** What {@link #open} did: the index folder and whether it was built now (else reused). */
  public record Ready(Path dir, boolean built, double seconds) {}

  /**
   * The index folder for these inputs, built or reused.
   *
   * @param root the repository root that input paths and the cache resolve against
   * @param checksums the measured sha256 of each input, in input order
   */
  public Ready open(Path root, List<String> checksums) throws IOException {
    if (checksums.size() != inputs.size()) {
      throw new IllegalArgumentException("solver.index: expected " + inputs.size() + " checksums, found " + checksums.size());
    }
    Path dir = root.resolve(CACHE).resolve(key(checksums));
    if (matches(dir, checksums)) {
      return new Ready(dir, false, 0);
    }
    CorpusImporter imp = Importers.get(importer);
    List<Path> paths = inputs.stream().map(i -> root.resolve(i.path()).normalize()).toList();
    Files.createDirectories(dir.getParent());
    long start = System.nanoTime();
    new IndexBuilder(Language.of(language), threads, true, IndexProgress.NONE).build(dir, sink -> {
      for (Path p : paths) {
        imp.read(p, ReadOptions.STRICT, sink);
      }
    }, imp.id(), paths, -1);
    return new Ready(dir, true, (System.nanoTime() - start) / 1e9);
  }

  /** The cache key of these inputs with these measured checksums. */
  public String key(List<String> checksums) {
    var sb = new StringBuilder(importer).append('\n').append(language).append('\n');
    for (int i = 0; i < inputs.size(); i++) {
      sb.append(inputs.get(i).path()).append('\t').append(checksums.get(i)).append('\n');
    }
    try {
      byte[] d = MessageDigest.getInstance("SHA-256").digest(sb.toString().getBytes(StandardCharsets.UTF_8));
      return HexFormat.of().formatHex(d).substring(0, 16);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  private boolean matches(Path dir, List<String> checksums) {
    if (!Files.isRegularFile(dir.resolve(IndexStats.FILE))) {
      return false;
    }
    IndexStats stats;
    try {
      stats = IndexStats.read(dir);
    } catch (IOException | RuntimeException e) {
      return false; // unreadable or inconsistent: rebuilt
    }
    List<String> recorded = stats.inputs().stream().map(InputFile::sha256).toList();
    return stats.importer().equals(importer) && stats.language().equals(Language.of(language).code())
        && recorded.equals(checksums);
  }
}
