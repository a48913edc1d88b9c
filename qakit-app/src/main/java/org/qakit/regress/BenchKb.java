package org.qakit.regress;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.qakit.format.ReadOptions;
import org.qakit.index.IndexProgress;
import org.qakit.index.InputFile;
import org.qakit.io.Sha256;
import org.qakit.kb.KbStats;
import org.qakit.kb.KbStore;
import org.qakit.kb.KbStoreBuilder;

/**
 * The knowledge-base store a regression file asks for with a {@code solver.kb} object
 * (docs/solving.md): built by {@link KbStoreBuilder} from the input files, kept in a cache folder
 * {@code <root>/target/qakit-bench-kbs/<key>} and reused while it still matches, as {@link
 * BenchIndex} does for passage indexes.
 *
 * <p>The key is the first 16 hex digits of the SHA-256 of the UTF-8 text {@code format \n} followed
 * by {@code path \t sha256 \n} for each input in order, with the checksums measured now. A cached
 * folder is reused when it opens as a store ({@link KbStore#open} checks its run count and key
 * rule) built from the same format and the same input checksums, in order; otherwise it is rebuilt
 * in place, whole or not at all. {@code threads} is not part of the key: the store holds the same
 * facts for any thread count.
 *
 * @param format the knowledge-base format ({@code nlpcc-kbqa})
 * @param inputs the knowledge-base (or question) files, paths relative to the repository root
 * @param threads building threads, at least 1 (default 1)
 */
public record BenchKb(String format, List<RegressionFile.Input> inputs, int threads) {

  /** The cache folder under the repository root. */
  public static final String CACHE = "target/qakit-bench-kbs";

  public BenchKb {
    if (format == null || format.isBlank()) {
      throw new IllegalArgumentException("solver.kb: expected a format (nlpcc-kbqa), found none");
    }
    if (inputs == null || inputs.isEmpty()) {
      throw new IllegalArgumentException("solver.kb: expected at least one input, found none");
    }
    if (threads < 1) {
      throw new IllegalArgumentException("solver.kb: threads must be at least 1, found " + threads);
    }
    inputs = List.copyOf(inputs);
  }

  /** What {@link #open} did: the store folder and whether it was built now (else reused). */
  public record Ready(Path dir, boolean built, double seconds) {}

  /**
   * The store folder for these inputs, built or reused.
   *
   * @param root the repository root that input paths and the cache resolve against
   * @param checksums the measured sha256 of each input, in input order
   */
  public Ready open(Path root, List<String> checksums) throws IOException {
    if (checksums.size() != inputs.size()) {
      throw new IllegalArgumentException("solver.kb: expected " + inputs.size() + " checksums, found " + checksums.size());
    }
    Path dir = root.resolve(CACHE).resolve(key(checksums));
    if (matches(dir, checksums)) {
      return new Ready(dir, false, 0);
    }
    List<Path> paths = inputs.stream().map(i -> root.resolve(i.path()).normalize()).toList();
    Files.createDirectories(dir.getParent());
    long start = System.nanoTime();
    new KbStoreBuilder(threads, true, IndexProgress.NONE).build(dir, format, paths, ReadOptions.STRICT);
    return new Ready(dir, true, (System.nanoTime() - start) / 1e9);
  }

  /** The cache key of these inputs with these measured checksums. */
  public String key(List<String> checksums) {
    var sb = new StringBuilder(format).append('\n');
    for (int i = 0; i < inputs.size(); i++) {
      sb.append(inputs.get(i).path()).append('\t').append(checksums.get(i)).append('\n');
    }
    return Sha256.text(sb.toString()).substring(0, 16);
  }

  private boolean matches(Path dir, List<String> checksums) {
    if (!Files.isRegularFile(dir.resolve(KbStats.FILE))) {
      return false;
    }
    KbStats stats;
    try (KbStore store = KbStore.open(dir)) {
      stats = store.stats();
    } catch (IOException | RuntimeException e) {
      return false; // unreadable or inconsistent: rebuilt
    }
    return stats.format().equals(format) && stats.inputs().stream().map(InputFile::sha256).toList().equals(checksums);
  }
}
