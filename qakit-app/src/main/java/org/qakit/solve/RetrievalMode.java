package org.qakit.solve;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import org.qakit.analysis.Analysis;
import org.qakit.embed.TextEncoder;
import org.qakit.knowledge.HybridRetriever;
import org.qakit.knowledge.Retriever;
import org.qakit.knowledge.RerankRetriever;
import org.qakit.retrieve.Bm25Retriever;
import org.qakit.retrieve.DenseRetriever;

/**
 * How knowledge is searched in an index ({@code --retrieval}, {@code qakit index search --mode}):
 * BM25, dense vectors stored in the index, BM25 candidates re-scored by an encoder, or a hybrid of
 * BM25 and dense by reciprocal-rank fusion (docs/retrieval.md).
 */
public enum RetrievalMode {
  /** BM25 over the analysed text ({@link Bm25Retriever}). */
  BM25,
  /** Nearest neighbours among the index's vectors ({@link DenseRetriever}); the index must hold vectors of the encoder's model. */
  DENSE,
  /** The top {@value RerankRetriever#DEFAULT_DEPTH} BM25 hits re-scored by cosine ({@link RerankRetriever}); needs no vectors in the index. */
  RERANK,
  /** Reciprocal-rank fusion (c = 60) of the top {@value HybridRetriever#DEFAULT_DEPTH} of BM25 and of dense ({@link HybridRetriever}). */
  HYBRID;

  /** The lower-case name used on the command line and in regression files. */
  public String id() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** The mode of a name, or an error listing the names. */
  public static RetrievalMode of(String name) {
    for (RetrievalMode m : values()) {
      if (m.id().equals(name)) {
        return m;
      }
    }
    throw new IllegalArgumentException("unknown retrieval mode '" + name + "'; expected one of "
        + String.join(", ", Arrays.stream(values()).map(RetrievalMode::id).toList()));
  }

  /**
   * A solver's default for an index: {@link #DENSE} when it holds vectors of {@code encoder}'s model,
   * else {@link #BM25} (the solver then encodes only the hits it reads).
   */
  public static RetrievalMode defaultFor(Path index, TextEncoder encoder) throws IOException {
    var vectors = org.qakit.index.IndexStats.read(index).vectors();
    return vectors != null && encoder != null && vectors.model().equals(encoder.modelId()) ? DENSE : BM25;
  }

  /** Whether this mode needs an encoder. */
  public boolean needsEncoder() {
    return this != BM25;
  }

  /**
   * Opens the index for this mode.
   *
   * @param analysis the query side's analysis (null: the index's own)
   * @param encoder the query encoder (null only for {@link #BM25}); not closed by the retriever
   */
  public Retriever open(Path index, Analysis analysis, TextEncoder encoder) throws IOException {
    if (needsEncoder() && encoder == null) {
      throw new IllegalArgumentException("retrieval mode " + id() + " needs an encoder: give --encoder M (`qakit list models`)");
    }
    return switch (this) {
      case BM25 -> Bm25Retriever.open(index, analysis);
      case DENSE -> DenseRetriever.open(index, encoder);
      case RERANK -> new RerankRetriever(Bm25Retriever.open(index, analysis), encoder, RerankRetriever.DEFAULT_DEPTH);
      case HYBRID -> {
        Bm25Retriever bm25 = Bm25Retriever.open(index, analysis);
        try {
          yield new HybridRetriever(bm25, DenseRetriever.open(index, encoder));
        } catch (IOException | RuntimeException e) {
          bm25.close();
          throw e;
        }
      }
    };
  }
}
