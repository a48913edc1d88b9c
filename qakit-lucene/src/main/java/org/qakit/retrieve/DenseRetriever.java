package org.qakit.retrieve;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.PriorityQueue;
import org.apache.lucene.document.Document;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.FloatVectorValues;
import org.apache.lucene.index.KnnVectorValues;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.ReaderUtil;
import org.apache.lucene.index.StoredFields;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.KnnFloatVectorQuery;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.store.FSDirectory;
import org.qakit.embed.TextEncoder;
import org.qakit.embed.Vectors;
import org.qakit.index.IndexFields;
import org.qakit.index.IndexStats;
import org.qakit.index.IndexVectors;
import org.qakit.knowledge.Hit;
import org.qakit.knowledge.HitOrder;
import org.qakit.knowledge.Retriever;

/**
 * Dense retrieval over the vectors of an index built with an encoder ({@code qakit index build
 * --encoder M}): the query is encoded with the same model ({@code TextRole.QUERY}, so with the
 * model's query instruction) and the passages nearest to it are returned.
 *
 * <pre>
 * score(q, p) = cos(E_query(q), v_p)   = E_query(q) · v_p for unit vectors (similarity dot_product)
 * </pre>
 *
 * computed in double precision from the stored float vectors, for both search modes, so a passage
 * gets the same score whichever mode found it:
 *
 * <ul>
 *   <li>{@link Search#EXACT}: every vector is scored; the result is the exact top k by the ranking
 *       rule (score descending, then id ascending, also at the cut-off). Cost: one dot product per
 *       passage and query (243,895 passages of 384 dimensions: about 0.1 s a query on one core).
 *   <li>{@link Search#HNSW}: Lucene's approximate search of the HNSW graph ({@link
 *       KnnFloatVectorQuery}, Malkov and Yashunin 2018) for the top {@code max(k, }{@value
 *       #HNSW_CANDIDATES}{@code )} candidates, re-scored as above, sorted by the rule and cut at k.
 *       Approximate: a passage the graph search misses is not returned (recall below 1), and since
 *       the graph depends on the order passages were inserted (threads, segments, merges), two
 *       builds of one corpus may return different hits for a query.
 * </ul>
 *
 * {@link Search#AUTO} (the default) is exact up to {@value #EXACT_UP_TO} vectors and HNSW above; the
 * chosen mode is part of {@link #describe()}. A blank text finds nothing (no encoder call).
 *
 * <p>Refusals at {@link #open}: an index without vectors, a query encoder whose model id or
 * dimension differs from the index's (the vectors would not be comparable), and what {@link
 * IndexStats#read} refuses. Thread-safe; {@link #close} does not close the encoder.
 */
public final class DenseRetriever implements Retriever {
  /** Indexes up to this many vectors are searched exactly by {@link Search#AUTO}. */
  public static final int EXACT_UP_TO = 250_000;
  /** Candidates asked of the graph at least, so that ties and near-ties around k are re-sorted. */
  public static final int HNSW_CANDIDATES = 100;

  /** How the nearest vectors are found. */
  public enum Search {
    /** Every vector is scored: exact, deterministic. */
    EXACT,
    /** Lucene's HNSW graph search: approximate. */
    HNSW,
    /** EXACT up to {@value DenseRetriever#EXACT_UP_TO} vectors, else HNSW. */
    AUTO
  }

  private final IndexStats stats;
  private final IndexVectors vectors;
  private final TextEncoder encoder;
  private final Search search;
  private final FSDirectory directory;
  private final DirectoryReader reader;
  private final IndexSearcher searcher;

  private DenseRetriever(IndexStats stats, TextEncoder encoder, Search search, FSDirectory directory, DirectoryReader reader) {
    this.stats = stats;
    this.vectors = stats.vectors();
    this.encoder = encoder;
    this.search = search;
    this.directory = directory;
    this.reader = reader;
    this.searcher = new IndexSearcher(reader);
  }

  /** Opens an index's vectors for queries encoded by {@code encoder}, searched {@link Search#AUTO}. */
  public static DenseRetriever open(Path dir, TextEncoder encoder) throws IOException {
    return open(dir, encoder, Search.AUTO);
  }

  /** Opens an index's vectors for queries encoded by {@code encoder}, searched as {@code search} says. */
  public static DenseRetriever open(Path dir, TextEncoder encoder, Search search) throws IOException {
    if (encoder == null || search == null) {
      throw new IllegalArgumentException("dense retriever: the encoder and the search mode must not be null");
    }
    IndexStats stats = IndexStats.read(dir);
    IndexVectors v = stats.vectors();
    if (v == null) {
      throw new IllegalArgumentException(dir + ": the index holds no vectors; add them with qakit index build --encoder "
          + encoder.modelId() + " --force (same corpus options), or search it with BM25");
    }
    if (!v.model().equals(encoder.modelId()) || v.dimension() != encoder.dimension()) {
      throw new IllegalArgumentException(dir + ": the index's vectors were made by " + v.model() + " (" + v.dimension()
          + " dimensions), the query encoder is " + encoder.modelId() + " (" + encoder.dimension()
          + "); vectors of two models are not comparable: query with --encoder " + v.model()
          + ", or rebuild the index with qakit index build --encoder " + encoder.modelId() + " --force");
    }
    Search chosen = search != Search.AUTO ? search : stats.documents() <= EXACT_UP_TO ? Search.EXACT : Search.HNSW;
    FSDirectory directory = FSDirectory.open(dir);
    try {
      return new DenseRetriever(stats, encoder, chosen, directory, DirectoryReader.open(directory));
    } catch (IOException | RuntimeException e) {
      directory.close();
      throw e;
    }
  }

  public IndexStats stats() {
    return stats;
  }

  /** EXACT or HNSW: the mode in use (never AUTO). */
  public Search search() {
    return search;
  }

  @Override
  public List<Hit> search(String text, int k) {
    HitOrder.checkK(k);
    if (text == null || text.isBlank()) {
      return List.of();
    }
    return search(encoder.encodeQuery(text), k);
  }

  /** The top {@code k} passages for a query vector (already encoded with the index's model). */
  public List<Hit> search(float[] query, int k) {
    HitOrder.checkK(k);
    if (query.length != vectors.dimension()) {
      throw new IllegalArgumentException("dense search: expected a query vector of " + vectors.dimension()
          + " dimensions, found " + query.length);
    }
    try {
      int[] docs = search == Search.EXACT ? exact(query, k) : approximate(query, k);
      return hits(query, docs, k);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Every doc whose score is at least the k-th best score (so all ties at the cut-off come along). */
  private int[] exact(float[] query, int k) throws IOException {
    int max = reader.maxDoc();
    double[] scores = new double[max];
    Arrays.fill(scores, Double.NEGATIVE_INFINITY);
    var best = new PriorityQueue<Double>();
    for (LeafReaderContext leaf : reader.leaves()) {
      FloatVectorValues values = leaf.reader().getFloatVectorValues(vectors.field());
      if (values == null) {
        continue;
      }
      KnnVectorValues.DocIndexIterator it = values.iterator();
      for (int doc = it.nextDoc(); doc != KnnVectorValues.DocIndexIterator.NO_MORE_DOCS; doc = it.nextDoc()) {
        double s = similarity(query, values.vectorValue(it.index()));
        scores[leaf.docBase + doc] = s;
        if (best.size() < k) {
          best.add(s);
        } else if (s > best.peek()) {
          best.poll();
          best.add(s);
        }
      }
    }
    if (best.isEmpty()) {
      return new int[0];
    }
    double threshold = best.peek();
    var out = new ArrayList<Integer>();
    for (int d = 0; d < max; d++) {
      if (scores[d] >= threshold) {
        out.add(d);
      }
    }
    return out.stream().mapToInt(Integer::intValue).toArray();
  }

  private int[] approximate(float[] query, int k) throws IOException {
    int n = Math.max(k, HNSW_CANDIDATES);
    ScoreDoc[] top = searcher.search(new KnnFloatVectorQuery(vectors.field(), query, n), n).scoreDocs;
    return Arrays.stream(top).mapToInt(sd -> sd.doc).toArray();
  }

  /** The docs as hits scored in double precision, sorted by the ranking rule, cut at k. */
  private List<Hit> hits(float[] query, int[] docs, int k) throws IOException {
    StoredFields stored = searcher.storedFields();
    var hits = new ArrayList<Hit>(docs.length);
    var leaves = reader.leaves();
    for (int doc : docs) {
      LeafReaderContext leaf = leaves.get(ReaderUtil.subIndex(doc, leaves));
      FloatVectorValues values = leaf.reader().getFloatVectorValues(vectors.field());
      KnnVectorValues.DocIndexIterator it = values.iterator();
      if (it.advance(doc - leaf.docBase) != doc - leaf.docBase) {
        throw new IllegalStateException("index document " + doc + " has no vector");
      }
      Document d = stored.document(doc);
      hits.add(new Hit(d.get(IndexFields.ID), d.get(IndexFields.TEXT), d.get(IndexFields.TITLE),
          similarity(query, values.vectorValue(it.index()))));
    }
    return HitOrder.top(hits, k);
  }

  private double similarity(float[] q, float[] v) {
    return vectors.normalized() ? Vectors.dot(q, v) : Vectors.cosine(q, v);
  }

  /** e.g. {@code dense(bge-small-en-v15-q, dot_product, exact)}. */
  @Override
  public String describe() {
    return "dense(" + vectors.model() + ", " + vectors.similarity() + ", " + search.name().toLowerCase(java.util.Locale.ROOT) + ")";
  }

  @Override
  public void close() {
    try (directory; reader) {
      // closes both
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
