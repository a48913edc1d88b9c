package org.qakit.knowledge;

import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Hybrid retrieval: the top {@code depth} of a lexical retriever (BM25) and of a dense one
 * (vector search, or BM25 candidates re-scored by an encoder: {@link RerankRetriever}) merged by a
 * {@link RankFusion}: reciprocal-rank fusion by default (Cormack et al. 2009, c = 60), or a
 * convex combination of normalised scores ({@link LinearFusion}, Bruch et al. 2023).
 *
 * <pre>
 * search(q, k) = fuse([lexical.search(q, D), dense.search(q, D)], k),   D = max(depth, k)
 * </pre>
 *
 * Scores are the fused scores (an RRF score is at most 2 / (c + 1)); ties go to the smaller id. A
 * text that yields nothing in either list finds nothing. Thread-safe when both retrievers are.
 * {@link #close} closes both.
 */
public final class HybridRetriever implements Retriever {
  /** Default number of hits fetched from each list before fusing. */
  public static final int DEFAULT_DEPTH = 100;

  private final Retriever lexical;
  private final Retriever dense;
  private final int depth;
  private final RankFusion fusion;
  private final AtomicBoolean closed = new AtomicBoolean();

  /** Reciprocal-rank fusion (c = 60) of the top {@value #DEFAULT_DEPTH} of each. */
  public HybridRetriever(Retriever lexical, Retriever dense) {
    this(lexical, dense, DEFAULT_DEPTH, new ReciprocalRankFusion());
  }

  /**
   * @param lexical the first list (BM25)
   * @param dense the second list (vectors)
   * @param depth hits fetched from each list, at least 1 (at least k are fetched in any case)
   * @param fusion how the two lists merge
   */
  public HybridRetriever(Retriever lexical, Retriever dense, int depth, RankFusion fusion) {
    if (lexical == null || dense == null || fusion == null) {
      throw new IllegalArgumentException("hybrid retriever: the lexical and dense retrievers and the fusion must not be null");
    }
    if (depth < 1) {
      throw new IllegalArgumentException("hybrid retriever: depth must be at least 1, found " + depth);
    }
    this.lexical = lexical;
    this.dense = dense;
    this.depth = depth;
    this.fusion = fusion;
  }

  @Override
  public List<Hit> search(String text, int k) {
    HitOrder.checkK(k);
    int d = Math.max(depth, k);
    return fusion.fuse(List.of(lexical.search(text, d), dense.search(text, d)), k);
  }

  /** e.g. {@code hybrid(rrf(c=60), depth=100; bm25(k1=1.2,b=0.75) en:english-porter; dense(...))}. */
  @Override
  public String describe() {
    return "hybrid(" + fusion.describe() + ", depth=" + depth + "; " + lexical.describe() + "; " + dense.describe() + ")";
  }

  @Override
  public void close() {
    if (closed.compareAndSet(false, true)) {
      try {
        lexical.close();
      } finally {
        if (dense != lexical) {
          dense.close();
        }
      }
    }
  }
}
