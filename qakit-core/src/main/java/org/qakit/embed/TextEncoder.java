package org.qakit.embed;

import java.util.List;

/**
 * The contract between whatever turns texts into vectors (the ONNX bi-encoders of {@code
 * qakit-neural}) and whatever uses vectors (dense fields in a Lucene index, embedding features,
 * embedding solvers), so that neither module depends on the other: the i-th row of {@link #encode}
 * is the i-th text's vector, {@link #dimension()} long.
 *
 * <p>Implementations are thread-safe, and a text's vector depends on the text and its {@link
 * TextRole} only (never on the other texts of the call), so vectors can be cached and an index
 * built in any order gives the same vectors.
 */
public interface TextEncoder {

  /** The id of the model, recorded with every vector made from it (e.g. in an index's stats). */
  String modelId();

  /** The vector length. */
  int dimension();

  /** Whether vectors have unit length, so that a dot product is their cosine. */
  boolean normalized();

  /** One vector per text, in input order; a query may get the model's instruction in front. */
  float[][] encode(List<String> texts, TextRole role);

  default float[][] encodePassages(List<String> passages) {
    return encode(passages, TextRole.PASSAGE);
  }

  default float[][] encodeQueries(List<String> queries) {
    return encode(queries, TextRole.QUERY);
  }

  default float[] encodeQuery(String query) {
    return encode(List.of(query), TextRole.QUERY)[0];
  }

  default float[] encodePassage(String passage) {
    return encode(List.of(passage), TextRole.PASSAGE)[0];
  }
}
