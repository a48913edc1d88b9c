package org.qakit.index;

import java.util.Locale;
import org.apache.lucene.codecs.lucene99.Lucene99HnswVectorsFormat;
import org.apache.lucene.index.VectorSimilarityFunction;

/**
 * What {@code qakit-index.json} records about an index's dense vectors: the model that made them
 * (its id, as {@code TextEncoder.modelId()}), their dimension, whether they are unit length, the
 * Lucene similarity they are compared by, and the HNSW graph's parameters.
 *
 * <p>Similarity: {@code dot_product} for unit vectors (the dot product is the cosine, and Lucene
 * requires unit length for it), {@code cosine} otherwise. HNSW (Malkov and Yashunin 2018): {@code
 * m} = neighbours per node (Lucene's maxConn, default {@value #DEFAULT_M}), {@code beam_width} =
 * candidates considered while inserting (efConstruction, default {@value #DEFAULT_BEAM_WIDTH}),
 * Lucene's defaults.
 *
 * @param field the vector field ({@link IndexFields#VECTOR})
 * @param model the encoder's model id
 * @param dimension vector length, 1 to 1024 (Lucene's limit for this format)
 * @param normalized whether the encoder's vectors are unit length
 * @param similarity {@code dot_product} or {@code cosine}
 * @param m HNSW neighbours per node, 2 to 512
 * @param beamWidth HNSW construction beam, 1 to 3200
 */
public record IndexVectors(String field, String model, int dimension, boolean normalized, String similarity, int m,
    int beamWidth) {
  public static final int DEFAULT_M = 16;
  public static final int DEFAULT_BEAM_WIDTH = 100;

  public IndexVectors {
    if (model == null || model.isBlank()) {
      throw new IllegalArgumentException("index vectors: expected a model id, found none");
    }
    if (dimension < 1 || dimension > 1024) {
      throw new IllegalArgumentException("index vectors: expected a dimension of 1 to 1024, found " + dimension);
    }
    if (!similarity.equals(similarity(normalized))) {
      throw new IllegalArgumentException("index vectors: expected similarity " + similarity(normalized) + " for "
          + (normalized ? "unit" : "unnormalised") + " vectors, found " + similarity);
    }
    if (m < 2 || m > 512) {
      throw new IllegalArgumentException("index vectors: HNSW m must be 2 to 512, found " + m);
    }
    if (beamWidth < 1 || beamWidth > 3200) {
      throw new IllegalArgumentException("index vectors: HNSW beam width must be 1 to 3200, found " + beamWidth);
    }
  }

  /** The vectors of an encoder with Lucene's default HNSW parameters. */
  public static IndexVectors of(String model, int dimension, boolean normalized) {
    return new IndexVectors(IndexFields.VECTOR, model, dimension, normalized, similarity(normalized), DEFAULT_M, DEFAULT_BEAM_WIDTH);
  }

  /** The same vectors with other HNSW parameters. */
  public IndexVectors withHnsw(int newM, int newBeamWidth) {
    return new IndexVectors(field, model, dimension, normalized, similarity, newM, newBeamWidth);
  }

  static String similarity(boolean normalized) {
    return normalized ? "dot_product" : "cosine";
  }

  /** Lucene's similarity function of {@link #similarity}. */
  public VectorSimilarityFunction function() {
    return VectorSimilarityFunction.valueOf(similarity.toUpperCase(Locale.ROOT));
  }

  /** The Lucene vectors format that writes the graph with these parameters. */
  Lucene99HnswVectorsFormat format() {
    return new Lucene99HnswVectorsFormat(m, beamWidth);
  }
}
