package org.qakit.kb;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;
import org.apache.lucene.analysis.core.KeywordAnalyzer;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.MultiTerms;
import org.apache.lucene.index.Terms;
import org.apache.lucene.index.TermsEnum;
import org.apache.lucene.store.FSDirectory;
import org.apache.lucene.util.Version;
import org.qakit.format.ReadOptions;
import org.qakit.index.BatchWorkers;
import org.qakit.index.IndexFolder;
import org.qakit.index.IndexProgress;
import org.qakit.index.InputFile;
import org.qakit.index.QakitVersion;

/**
 * Builds a knowledge-base store ({@link KbStore}) from triple files: streams the triples ({@link
 * KbInputs}), cuts them into runs of one subject ({@link SubjectRun}: one Lucene document each),
 * indexes them, merges the index into one segment (every lookup is then one terms-dictionary seek)
 * and writes {@value KbStats#FILE}.
 *
 * <p>Memory: the reading thread holds one run and at most {@code 2 × threads} batches of
 * {@value #BATCH} runs; Lucene buffers up to {@value #RAM_BUFFER_MB} MB of documents before it
 * writes a segment; the distinct predicates are counted in a hash set, which grows with the
 * predicate vocabulary (tens of thousands to a few hundred thousand strings), not with the triples.
 * So a 43M-triple file builds in a bounded heap (docs/kbqa.md has the measured figures).
 *
 * <p>Threads: the caller's thread reads and groups; {@code threads} workers ({@link BatchWorkers}) add the documents to
 * one {@link IndexWriter}. Runs are formed before any thread sees them and each carries its input
 * position, so the stored facts, the counts and every lookup (which orders runs by that position)
 * are the same for any thread count; only Lucene's internal doc ids differ.
 *
 * <p>Failure: the store is written into a hidden sibling folder and moved over the target only
 * when complete ({@link IndexFolder}); a malformed line (strict), an empty input or any error
 * leaves the target as it was. A non-empty target is refused unless {@code force}.
 */
public final class KbStoreBuilder {
  static final int BATCH = 512;
  static final double RAM_BUFFER_MB = 256;

  private final int threads;
  private final boolean force;
  private final IndexProgress progress;

  /** What a build produced: the statistics and what the reading skipped. */
  public record Result(KbStats stats, KbInputs.Summary read) {}

  /**
   * @param threads indexing threads, at least 1
   * @param force replace a non-empty target folder
   * @param progress told of the triples stored so far (from the worker threads; total unknown: -1)
   */
  public KbStoreBuilder(int threads, boolean force, IndexProgress progress) {
    if (threads < 1) {
      throw new IllegalArgumentException("kb build: threads must be at least 1, found " + threads);
    }
    this.threads = threads;
    this.force = force;
    this.progress = progress == null ? IndexProgress.NONE : progress;
  }

  /** Builds the store of {@code inputs} (in {@code format}) into {@code target}. */
  public Result build(Path target, String format, List<Path> inputs, ReadOptions options) throws IOException {
    KbInputs.checkFormat(format);
    if (inputs.isEmpty()) {
      throw new IllegalArgumentException("kb build: expected at least one input file, found none");
    }
    IndexFolder.checkTarget(target, force);
    long start = System.nanoTime();
    List<InputFile> files = InputFile.of(inputs);
    Path tmp = IndexFolder.temporary(target);
    try {
      KbInputs.Summary read;
      long[] counts;
      var predicates = new HashSet<String>();
      try (var directory = FSDirectory.open(tmp)) {
        var config = new IndexWriterConfig(new KeywordAnalyzer())
            .setOpenMode(IndexWriterConfig.OpenMode.CREATE)
            .setRAMBufferSizeMB(RAM_BUFFER_MB);
        try (IndexWriter writer = new IndexWriter(directory, config)) {
          try {
            read = feed(writer, inputs, options, predicates);
            writer.forceMerge(1);
            writer.commit();
          } catch (IOException | RuntimeException | Error e) {
            writer.rollback();
            throw e;
          }
        }
        try (DirectoryReader reader = DirectoryReader.open(directory)) {
          counts = new long[] {reader.numDocs(), terms(reader, SubjectRun.KEY), predicates.size(),
              terms(reader, SubjectRun.NAME)};
        }
      }
      if (read.triples() == 0) {
        throw new IllegalArgumentException("no triples were read from the inputs; nothing to store"
            + (read.skipped() > 0 ? " (" + read.skipped() + " malformed line(s) skipped)" : ""));
      }
      double seconds = (System.nanoTime() - start) / 1e9;
      var stats = new KbStats(format, read.triples(), counts[1], counts[2], counts[3], counts[0], read.lines(),
          read.skipped(), KbStats.NORMALIZATION, Version.LATEST.toString(), QakitVersion.get(), files, threads,
          Math.round(seconds * 1000) / 1000.0, size(tmp), Instant.now().toString());
      stats.write(tmp);
      IndexFolder.moveIntoPlace(tmp, target);
      return new Result(stats, read);
    } finally {
      IndexFolder.deleteRecursively(tmp);
    }
  }

  private KbInputs.Summary feed(IndexWriter writer, List<Path> inputs, ReadOptions options, Set<String> predicates)
      throws IOException {
    AtomicLong done = new AtomicLong();
    BatchWorkers.Work<SubjectRun> work = batch -> {
      long n = 0;
      for (SubjectRun run : batch) {
        writer.addDocument(RunDocument.document(run));
        n += run.predicates().size();
      }
      progress.indexed(done.addAndGet(n), -1);
    };
    try (var workers = new BatchWorkers<>("qakit-kb", threads, BATCH, "a knowledge-base indexing thread stopped early",
        "building the knowledge base", work)) {
      var grouper = new RunGrouper(workers::add);
      KbInputs.Summary read = KbInputs.forEach(inputs, options, t -> {
        predicates.add(t.predicate());
        grouper.accept(t);
      });
      grouper.flush();
      workers.finish();
      progress.indexed(done.get(), done.get());
      return read;
    }
  }

  private static long terms(DirectoryReader reader, String field) throws IOException {
    Terms terms = MultiTerms.getTerms(reader, field);
    if (terms == null) {
      return 0;
    }
    long size = terms.size();
    if (size >= 0) {
      return size;
    }
    long n = 0;
    TermsEnum e = terms.iterator();
    while (e.next() != null) {
      n++;
    }
    return n;
  }

  private static long size(Path dir) throws IOException {
    try (Stream<Path> walk = Files.walk(dir)) {
      long total = 0;
      for (Path p : walk.filter(Files::isRegularFile).toList()) {
        total += Files.size(p);
      }
      return total;
    }
  }
}
