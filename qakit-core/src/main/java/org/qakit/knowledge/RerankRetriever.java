package org.qakit.knowledge;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.qakit.embed.TextEncoder;
import org.qakit.embed.Vectors;

/**
 * Dense scoring without vectors in the index: the top {@code depth} candidates of another
 * retriever (BM25) re-scored by the cosine between the query's and each passage's vector, the
 * usual retrieve-then-rerank pipeline (e.g. Nogueira and Cho 2019, with a bi-encoder in place of
 * their cross-encoder).
 *
 * <pre>
 * search(q, k) = top k of { (p, cos(E_query(q), E_passage(PassageText(p)))) : p ∈ candidates.search(q, D) },
 *                D = max(depth, k)
 * cos(u, v)    = u · v when the encoder's vectors are unit length, else u · v / (‖u‖ ‖v‖)
 * </pre>
 *
 * Only the candidates are encoded, so a large corpus costs no encoding up front; behind an
 * embedding cache each passage is encoded once across queries and runs. Recall is that of the
 * candidate list: a passage the first retriever misses is never scored (dense retrieval over
 * index vectors has no such limit). Ties go to the smaller id; a blank text finds nothing (no
 * encoder call). Thread-safe when the candidate retriever and encoder are. {@link #close} closes
 * the candidate retriever, not the encoder.
 */
public final class RerankRetriever implements Retriever {
  /** Default number of candidates re-scored. */
  public static final int DEFAULT_DEPTH = 50;

  private final Retriever candidates;
  private final TextEncoder encoder;
  private final int depth;
  private final AtomicBoolean closed = new AtomicBoolean();

  /**
   * @param candidates where the passages come from
   * @param encoder makes the query's and the passages' vectors
   * @param depth candidates re-scored per query, at least 1 (at least k in any case)
   */
  public RerankRetriever(Retriever candidates, TextEncoder encoder, int depth) {
    if (candidates == null || encoder == null) {
      throw new IllegalArgumentException("rerank retriever: the candidate retriever and the encoder must not be null");
    }
    if (depth < 1) {
      throw new IllegalArgumentException("rerank retriever: depth must be at least 1, found " + depth);
    }
    this.candidates = candidates;
    this.encoder = encoder;
    this.depth = depth;
  }

  @Override
  public List<Hit> search(String text, int k) {
    HitOrder.checkK(k);
    if (text == null || text.isBlank()) {
      return List.of();
    }
    List<Hit> pool = candidates.search(text, Math.max(depth, k));
    if (pool.isEmpty()) {
      return List.of();
    }
    float[] query = encoder.encodeQuery(text);
    float[][] passages = encoder.encodePassages(pool.stream().map(PassageText::of).toList());
    var scored = new ArrayList<Hit>(pool.size());
    for (int i = 0; i < pool.size(); i++) {
      Hit h = pool.get(i);
      scored.add(new Hit(h.id(), h.text(), h.title(), similarity(encoder, query, passages[i])));
    }
    return HitOrder.top(scored, k);
  }

  /** The dot product for unit vectors, else the cosine. */
  static double similarity(TextEncoder encoder, float[] a, float[] b) {
    return encoder.normalized() ? Vectors.dot(a, b) : Vectors.cosine(a, b);
  }

  @Override
  public String describe() {
    return "rerank(" + encoder.modelId() + " cosine of the top " + depth + " of " + candidates.describe() + ")";
  }

  @Override
  public void close() {
    if (closed.compareAndSet(false, true)) {
      candidates.close();
    }
  }
}
