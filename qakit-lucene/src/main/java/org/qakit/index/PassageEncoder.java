package org.qakit.index;

import java.util.List;
import org.apache.lucene.codecs.Codec;
import org.apache.lucene.codecs.KnnVectorsFormat;
import org.apache.lucene.codecs.lucene104.Lucene104Codec;
import org.qakit.embed.TextEncoder;
import org.qakit.knowledge.PassageText;
import org.qakit.model.Passage;

/**
 * The vectors side of {@link IndexBuilder}: encodes a batch of passages ({@link PassageText}: title
 * + text) with a {@link TextEncoder}, checks what comes back against {@link IndexVectors}, and gives
 * the codec that writes the HNSW graph with its parameters (Lucene's default codec with the vector
 * format replaced, so the index reads back with the default codec).
 */
final class PassageEncoder {
  private final TextEncoder encoder;
  private final IndexVectors vectors;

  PassageEncoder(TextEncoder encoder, IndexVectors vectors) {
    this.encoder = encoder;
    this.vectors = vectors;
  }

  IndexVectors vectors() {
    return vectors;
  }

  /** One vector per passage, in order, each {@link IndexVectors#dimension()} long. */
  float[][] encode(List<Passage> batch) {
    float[][] v = encoder.encodePassages(batch.stream().map(p -> PassageText.of(p.title(), p.text())).toList());
    if (v.length != batch.size()) {
      throw new IllegalStateException("encoder " + vectors.model() + " returned " + v.length + " vectors for "
          + batch.size() + " passages");
    }
    for (int i = 0; i < v.length; i++) {
      if (v[i].length != vectors.dimension()) {
        throw new IllegalStateException("encoder " + vectors.model() + " returned a vector of " + v[i].length
            + " dimensions for passage '" + batch.get(i).id() + "', expected " + vectors.dimension());
      }
    }
    return v;
  }

  /** Lucene's default codec writing vectors as an HNSW graph of {@link IndexVectors#m()} and {@link IndexVectors#beamWidth()}. */
  Codec codec() {
    KnnVectorsFormat format = vectors.format();
    return new Lucene104Codec() {
      @Override
      public KnnVectorsFormat getKnnVectorsFormatForField(String field) {
        return format;
      }
    };
  }
}
