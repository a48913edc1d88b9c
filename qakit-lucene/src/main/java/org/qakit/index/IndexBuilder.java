package org.qakit.index;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.MultiTerms;
import org.apache.lucene.index.Terms;
import org.apache.lucene.index.TermsEnum;
import org.apache.lucene.store.FSDirectory;
import org.apache.lucene.util.BytesRef;
import org.apache.lucene.util.Version;
import org.qakit.analysis.Analysis;
import org.qakit.analysis.Analyzers;
import org.qakit.corpus.Corpus;
import org.qakit.embed.TextEncoder;
import org.qakit.format.ReadOptions;
import org.qakit.io.InputDigest;
import org.qakit.model.Passage;
import org.qakit.text.Language;

/**
 * Builds a Lucene index of passages ({@link IndexFields}) analysed with {@link
 * Analyzers#create} ({@link Analysis}) and scored with {@link Bm25}, then writes {@value IndexStats#FILE}.
 *
 * <p>Threads: the caller's thread reads the passages and hands them, in batches of {@value #BATCH},
 * to {@code threads} workers ({@link BatchWorkers}) that add them to one {@link IndexWriter} (which is thread-safe; each
 * worker fills its own in-memory segment, and writes out buffered ones until none is left when its input ends, so that the
 * final flush is parallel too). Which segment a passage lands in, and its Lucene doc id,
 * depend on scheduling, but nothing a search returns does: BM25 uses index-wide statistics
 * (document count, document frequencies, average length), every passage becomes exactly one
 * document with the same norms, and {@code Bm25Retriever} breaks score ties by passage id, never by
 * doc id. So 1 or N threads give the same documents, statistics, hits and scores.
 *
 * <p>Vectors ({@link #withVectors}): each passage's {@code PassageText} (title + text) is encoded
 * by a {@link TextEncoder}, a batch at a time on the worker that adds it, and stored as a {@link
 * IndexFields#VECTOR} field with an HNSW graph ({@link IndexVectors}: dot product for unit vectors,
 * else cosine; Lucene's default m = 16, beam width = 100). The encoder's vectors depend on the
 * text only (its contract), so they too are the same for any thread count; the graph's links are
 * not (they depend on insertion order), which only approximate search sees. Pass a caching encoder
 * to encode a corpus once across builds.
 *
 * <p>Failure: the index is written into a hidden sibling folder and moved over the target only when
 * complete; on any error (a bad corpus line, duplicate passage ids, no passages) that folder is
 * deleted and the target is left as it was. A non-empty target is refused unless {@code force}.
 */
public final class IndexBuilder {
  static final int BATCH = 256;
  static final int MIN_RAM_MB = 64;
  static final int MAX_RAM_MB = 1024;

  private final Analysis analysis;
  private final int threads;
  private final boolean force;
  private final IndexProgress progress;
  private final PassageEncoder vectors;

  /** A builder with the language's default analysis ({@link Analysis#of(Language)}). */
  public IndexBuilder(Language language, int threads, boolean force, IndexProgress progress) {
    this(language == null ? null : Analysis.of(language), threads, force, progress);
  }

  /**
   * @param analysis decides the analyzer (recorded as {@link Analysis#id()})
   * @param threads indexing threads, at least 1
   * @param force replace a non-empty target folder
   * @param progress told of progress (from the worker threads)
   */
  public IndexBuilder(Analysis analysis, int threads, boolean force, IndexProgress progress) {
    this(analysis, threads, force, progress, null);
  }

  private IndexBuilder(Analysis analysis, int threads, boolean force, IndexProgress progress, PassageEncoder vectors) {
    if (analysis == null) {
      throw new IllegalArgumentException("index builder: the language (analysis) must not be null");
    }
    if (!Analyzers.available(analysis)) {
      throw new IllegalArgumentException("index builder: analyzer " + analysis.id() + " is not available on this machine");
    }
    if (threads < 1) {
      throw new IllegalArgumentException("index builder: threads must be at least 1, found " + threads);
    }
    this.analysis = analysis;
    this.threads = threads;
    this.force = force;
    this.progress = progress == null ? IndexProgress.NONE : progress;
    this.vectors = vectors;
  }

  /**
   * The same builder that also stores each passage's vector from {@code encoder}, with Lucene's
   * default HNSW parameters (m = {@value IndexVectors#DEFAULT_M}, beam width = {@value
   * IndexVectors#DEFAULT_BEAM_WIDTH}).
   */
  public IndexBuilder withVectors(TextEncoder encoder) {
    return withVectors(encoder, IndexVectors.DEFAULT_M, IndexVectors.DEFAULT_BEAM_WIDTH);
  }

  /** The same builder storing vectors from {@code encoder} in an HNSW graph of {@code m} neighbours per node and construction beam {@code beamWidth}. */
  public IndexBuilder withVectors(TextEncoder encoder, int m, int beamWidth) {
    if (encoder == null) {
      throw new IllegalArgumentException("index builder: the encoder must not be null");
    }
    var v = IndexVectors.of(encoder.modelId(), encoder.dimension(), encoder.normalized()).withHnsw(m, beamWidth);
    return new IndexBuilder(analysis, threads, force, progress, new PassageEncoder(encoder, v));
  }

  /**
   * Indexes the passages of {@code source} into {@code target}.
   *
   * @param importer the id of the importer or format the passages came through (recorded)
   * @param inputs the files {@code source} reads (checksummed and recorded)
   * @param total how many passages the source holds, or -1 when unknown (for progress only)
   */
  public IndexStats build(Path target, PassageSource source, String importer, List<Path> inputs, long total) throws IOException {
    IndexFolder.checkTarget(target, force);
    return index(target, source, importer, InputFile.of(inputs), total);
  }

  /**
   * Indexes a corpus of one or more sources ({@code qakit index build}, {@code qakit bench}),
   * strictly read; the statistics record {@link Corpus#label} as the importer and, as inputs, the
   * files each source's importer reads.
   */
  public IndexStats build(Path target, Corpus corpus) throws IOException {
    IndexFolder.checkTarget(target, force);
    return build(target, corpus, corpus.digests());
  }

  /**
   * As {@link #build(Path, Corpus)} with the sources' checksums already measured (one per source,
   * in order), so that a caller that checked them does not read every file twice.
   */
  public IndexStats build(Path target, Corpus corpus, List<InputDigest> digests) throws IOException {
    IndexFolder.checkTarget(target, force);
    if (digests.size() != corpus.sources().size()) {
      throw new IllegalArgumentException("index builder: expected " + corpus.sources().size() + " input checksums, found " + digests.size());
    }
    var files = new ArrayList<InputFile>();
    digests.forEach(d -> files.addAll(InputFile.of(d)));
    return index(target, sink -> corpus.read(ReadOptions.STRICT, sink), corpus.label(), files, -1);
  }

  private IndexStats index(Path target, PassageSource source, String importer, List<InputFile> files, long total) throws IOException {
    long start = System.nanoTime();
    Path tmp = IndexFolder.temporary(target);
    try {
      Counts counts = write(tmp, source, total);
      double seconds = (System.nanoTime() - start) / 1e9;
      var stats = new IndexStats(counts.documents, counts.uniqueTerms, counts.totalTerms, analysis.id(),
          analysis.language().code(), Version.LATEST.toString(), QakitVersion.get(), Bm25.K1, Bm25.B, importer, files,
          threads, Math.round(seconds * 1000) / 1000.0, Instant.now().toString(), vectors == null ? null : vectors.vectors());
      stats.write(tmp);
      IndexFolder.moveIntoPlace(tmp, target);
      return stats;
    } finally {
      IndexFolder.deleteRecursively(tmp);
    }
  }

  private record Counts(long documents, long uniqueTerms, long totalTerms) {}

  /**
   * The indexing RAM buffer in MB: a quarter of the maximum heap, at least {@value #MIN_RAM_MB}
   * and at most {@value #MAX_RAM_MB}. Lucene writes a segment whenever the buffered documents of
   * all threads reach it, and merges segments once there are about ten of a size; a small buffer
   * turns a large corpus into many segments that are written and then merged again. With the
   * former 64 MB, 5 million short sentences took about 15% more CPU time than with 1024 MB
   * (docs/benchmarks.md), which leaves them in one segment per thread; Anserini's IndexCollection
   * buffers 4096 MB by default. The quarter keeps room on the heap for everything else.
   */
  static double ramBufferMB(long maxHeapBytes) {
    double quarter = maxHeapBytes / 4.0 / (1 << 20);
    return Math.max(MIN_RAM_MB, Math.min(MAX_RAM_MB, quarter));
  }

  private Counts write(Path dir, PassageSource source, long total) throws IOException {
    try (Analyzer analyzer = analysis.analyzer(); var directory = FSDirectory.open(dir)) {
      var config = new IndexWriterConfig(analyzer)
          .setOpenMode(IndexWriterConfig.OpenMode.CREATE)
          .setSimilarity(Bm25.similarity())
          .setRAMBufferSizeMB(ramBufferMB(Runtime.getRuntime().maxMemory()))
          // no compound files: packing each flushed segment into one .cfs file writes it twice (about
          // 10% of the CPU time on the 5M-sentence benchmark, docs/benchmarks.md); with the RAM
          // buffer above an index has few segments, so the number of files stays small
          .setUseCompoundFile(false);
      if (vectors != null) {
        config.setCodec(vectors.codec());
      }
      try (IndexWriter writer = new IndexWriter(directory, config)) {
        try {
          feed(writer, source, total);
          writer.commit();
        } catch (IOException | RuntimeException | Error e) {
          writer.rollback();
          throw e;
        }
      }
      try (DirectoryReader reader = DirectoryReader.open(directory)) {
        return count(reader);
      }
    }
  }

  private void feed(IndexWriter writer, PassageSource source, long total) throws IOException {
    AtomicLong done = new AtomicLong();
    var work = new BatchWorkers.Work<Passage>() {
      @Override
      public void batch(List<Passage> batch) throws IOException {
        float[][] v = vectors == null ? null : vectors.encode(batch);
        for (int j = 0; j < batch.size(); j++) {
          Passage p = batch.get(j);
          writer.addDocument(v == null ? IndexFields.document(p) : IndexFields.document(p, v[j], vectors.vectors().function()));
        }
        progress.indexed(done.addAndGet(batch.size()), total);
      }

      @Override
      public void end() throws IOException {
        // write out buffered segments now, on this thread, rather than leave them to the single
        // thread that commits: the last flush then runs on N threads (13-15% less wall time on the
        // 5M-sentence benchmark, docs/benchmarks.md). Lucene may hold more buffers than there are
        // workers (a new one is opened while another is being flushed), so each worker flushes
        // until none is left; one call per worker left about a quarter of the flushing to the commit.
        while (writer.flushNextBuffer()) {
          // the next buffer, if any
        }
      }
    };
    try (var workers = new BatchWorkers<>("qakit-index", threads, BATCH, "an indexing thread stopped early", "indexing", work)) {
      source.forEach(workers::add);
      workers.finish();
    }
    progress.indexed(done.get(), done.get());
  }


  /** Counts documents and terms, and refuses duplicate passage ids (naming the first). */
  private static Counts count(DirectoryReader reader) throws IOException {
    long docs = reader.numDocs();
    if (docs == 0) {
      throw new IllegalArgumentException("no passages were read from the inputs; nothing to index");
    }
    Terms ids = MultiTerms.getTerms(reader, IndexFields.ID);
    TermsEnum idEnum = ids.iterator();
    for (BytesRef id = idEnum.next(); id != null; id = idEnum.next()) {
      if (idEnum.docFreq() > 1) {
        throw new IllegalArgumentException("expected unique passage ids, found '" + id.utf8ToString() + "' "
            + idEnum.docFreq() + " times");
      }
    }
    Terms text = MultiTerms.getTerms(reader, IndexFields.TEXT);
    long unique = 0;
    long tokens = 0;
    if (text != null) {
      TermsEnum e = text.iterator();
      while (e.next() != null) {
        unique++;
      }
      tokens = text.getSumTotalTermFreq();
    }
    return new Counts(docs, unique, tokens);
  }
}
