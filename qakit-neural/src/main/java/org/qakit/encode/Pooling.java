package org.qakit.encode;

/**
 * How a transformer's token vectors (its last hidden state, one row per token) become one text
 * vector. The attention mask says which rows are real tokens (1) and which are padding (0).
 */
public enum Pooling {
  /**
   * The first token's row, h₀ (the {@code [CLS]} token). BGE models are trained with it (Xiao et
   * al. 2023, "C-Pack: Packaged Resources To Advance General Chinese Embedding"; FlagEmbedding's
   * {@code pooling_method="cls"}). Padding cannot affect it.
   */
  CLS("cls") {
    @Override
    public float[] pool(float[][] tokens, long[] mask) {
      check(tokens, mask);
      if (mask[0] == 0) {
        throw new IllegalArgumentException("CLS pooling: the first token is masked out");
      }
      return tokens[0].clone();
    }
  },
  /**
   * The mean of the real tokens' rows, Σₜ mₜhₜ / Σₜ mₜ (special tokens included, padding excluded),
   * as sentence-transformers' mean pooling (Reimers and Gurevych 2019, "Sentence-BERT"), which
   * all-MiniLM-L6-v2 was trained with.
   */
  MEAN("mean") {
    @Override
    public float[] pool(float[][] tokens, long[] mask) {
      check(tokens, mask);
      double[] sum = new double[tokens[0].length];
      long count = 0;
      for (int t = 0; t < tokens.length; t++) {
        if (mask[t] != 0) {
          count++;
          for (int d = 0; d < sum.length; d++) {
            sum[d] += tokens[t][d];
          }
        }
      }
      if (count == 0) {
        throw new IllegalArgumentException("mean pooling: every token is masked out");
      }
      float[] out = new float[sum.length];
      for (int d = 0; d < out.length; d++) {
        out[d] = (float) (sum[d] / count);
      }
      return out;
    }
  };

  private final String id;

  Pooling(String id) {
    this.id = id;
  }

  /** The lower-case name used in tables and docs. */
  public String id() {
    return id;
  }

  /**
   * One text's vector.
   *
   * @param tokens the hidden states, [tokens][dimension]
   * @param mask the attention mask, one entry per token (nonzero = real token)
   */
  public abstract float[] pool(float[][] tokens, long[] mask);

  private static void check(float[][] tokens, long[] mask) {
    if (tokens.length == 0 || tokens.length != mask.length) {
      throw new IllegalArgumentException(
          "expected as many mask entries as tokens (at least one), found " + tokens.length + " tokens and " + mask.length + " mask entries");
    }
  }
}
