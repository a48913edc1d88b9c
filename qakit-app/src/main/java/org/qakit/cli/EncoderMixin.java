package org.qakit.cli;

import java.nio.file.Path;
import org.qakit.solve.EncoderOptions;
import picocli.CommandLine.Option;

/** {@code --encoder M [--embedding-cache DIR | --no-embedding-cache]} for the index commands (as {@code qakit solve} takes them). */
final class EncoderMixin {
  @Option(names = "--encoder", paramLabel = "M", description = "bi-encoder whose vectors are stored or queried (`qakit list models`)")
  String encoder;

  @Option(names = "--embedding-cache", paramLabel = "DIR",
      description = "where vectors are cached, keyed by model and text; default: $XDG_CACHE_HOME/qakit/embeddings or ~/.cache/qakit/embeddings")
  Path embeddingCache;

  @Option(names = "--no-embedding-cache", description = "encode every text, keep no vectors on disk")
  boolean noEmbeddingCache;

  /** The encoder asked for, or null when none. */
  EncoderOptions options() {
    if (encoder == null) {
      if (embeddingCache != null || noEmbeddingCache) {
        throw new IllegalArgumentException((embeddingCache != null ? "--embedding-cache" : "--no-embedding-cache")
            + " caches an encoder's vectors: give --encoder M");
      }
      return null;
    }
    return new EncoderOptions(encoder, noEmbeddingCache ? null : embeddingCache != null ? embeddingCache : EncoderOptions.defaultCache());
  }
}
