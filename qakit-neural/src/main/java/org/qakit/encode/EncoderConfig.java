package org.qakit.encode;

/**
 * How an ONNX encoder runs.
 *
 * @param threads how many ONNX runs (texts, or batches) proceed at once, each on one core; at
 *     least 1. Measured on bge-small-zh: one text at a time split over 2 intra-op threads got
 *     half or less of the sentences per CPU-second of 2 texts at once on 1 thread each
 *     (docs/benchmarks.md)
 * @param batchSize texts per ONNX run. 1 (the default) makes each text's vector a function of that
 *     text alone. Above 1, texts of similar length are run together, padded to the longest, which is
 *     faster but, with the int8 models registered here, not exactly the same vector: their dynamic
 *     quantisation computes one activation scale over the whole batch tensor, so a text's vector
 *     depends on its neighbours (cosine to the batch-1 vector down to 0.96, docs/benchmarks.md)
 */
public record EncoderConfig(int threads, int batchSize) {

  /** 2 threads (or fewer where fewer processors exist), one text per run. */
  public static final EncoderConfig DEFAULT = new EncoderConfig(Math.min(2, Runtime.getRuntime().availableProcessors()), 1);

  public EncoderConfig {
    if (threads < 1 || threads > 256) {
      throw new IllegalArgumentException("encoder threads: expected 1 to 256, found " + threads);
    }
    if (batchSize < 1 || batchSize > 4096) {
      throw new IllegalArgumentException("encoder batch size: expected 1 to 4096, found " + batchSize);
    }
  }

  public EncoderConfig withThreads(int n) {
    return new EncoderConfig(n, batchSize);
  }

  public EncoderConfig withBatchSize(int n) {
    return new EncoderConfig(threads, n);
  }
}
