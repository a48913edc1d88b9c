package org.qakit.train.bert;

import ai.djl.ndarray.NDArray;
import ai.djl.ndarray.types.Shape;
import ai.djl.nn.Activation;
import ai.djl.nn.core.Embedding;
import ai.djl.nn.norm.LayerNorm;
import ai.djl.ndarray.types.SparseFormat;

/**
 * The BERT encoder (Devlin et al. 2019) as Hugging Face's {@code BertModel} computes it, written
 * with DJL's NDArray operations so that libtorch's autograd differentiates it:
 *
 * <pre>
 * x₀ = LayerNorm(E_word[ids] + E_pos[0..T) + E_type[types])
 * per layer:  a = LayerNorm(x + Attention(x) · W_o + b_o)
 *             x = LayerNorm(a + GELU(a · W_i + b_i) · W_out + b_out)
 * Attention:  softmax(Q Kᵀ / √d + m) V per head, Q = x·W_q + b_q (K, V alike),
 *             m = 0 for real tokens and −10⁹ for padding
 * </pre>
 *
 * GELU is the exact one, x·Φ(x) (erf), as in the exported graphs. In training, {@link Dropout}
 * applies to x₀, to the attention probabilities and to both sub-layers' outputs before their
 * residual sums; inference applies none. Works in any floating type the parameters have (float64
 * for gradient checks).
 */
public final class Bert {
  private final BertConfig config;
  private final Parameters params;

  public Bert(BertConfig config, Parameters params) {
    this.config = config;
    this.params = params;
  }

  public BertConfig config() {
    return config;
  }

  public Parameters parameters() {
    return params;
  }

  /** The last hidden state for inference (no dropout); see {@link #forward(NDArray, NDArray, NDArray, Dropout)}. */
  public NDArray forward(NDArray ids, NDArray mask, NDArray types) {
    return forward(ids, mask, types, Dropout.NONE);
  }

  /**
   * The last hidden state.
   *
   * @param ids token ids [batch, tokens] (int64)
   * @param mask attention mask [batch, tokens] (1 real, 0 padding)
   * @param types token types [batch, tokens]
   * @param dropout the training step's dropout, or {@link Dropout#NONE}
   * @return [batch, tokens, hidden]
   */
  public NDArray forward(NDArray ids, NDArray mask, NDArray types, Dropout dropout) {
    long batch = ids.getShape().get(0);
    long length = ids.getShape().get(1);
    if (length > config.maxPositions()) {
      throw new IllegalArgumentException("BERT: " + length + " tokens, the model takes at most " + config.maxPositions());
    }
    NDArray positions = ids.getManager().arange(0L, length).toType(ids.getDataType(), false).reshape(1, length);
    NDArray x = embed(ids, "embeddings.word_embeddings.weight")
        .add(embed(positions, "embeddings.position_embeddings.weight"))
        .add(embed(types, "embeddings.token_type_embeddings.weight"));
    x = dropout.apply(norm(x, "embeddings.LayerNorm"));
    NDArray word = params.get("embeddings.word_embeddings.weight");
    NDArray additive = TorchScalars.times(TorchScalars.plus(mask.toType(word.getDataType(), false).neg(), 1), -1e9)
        .reshape(batch, 1, 1, length);
    for (int l = 0; l < config.layers(); l++) {
      x = layer(x, additive, "encoder.layer." + l + ".", dropout);
    }
    return x;
  }

  private NDArray layer(NDArray x, NDArray additive, String p, Dropout dropout) {
    long batch = x.getShape().get(0);
    long length = x.getShape().get(1);
    int heads = config.heads();
    int size = config.headSize();
    NDArray q = split(linear(x, p + "attention.self.query"), batch, length, heads, size);
    NDArray k = split(linear(x, p + "attention.self.key"), batch, length, heads, size);
    NDArray v = split(linear(x, p + "attention.self.value"), batch, length, heads, size);
    NDArray scores = TorchScalars.over(q.matMul(k.transpose(0, 1, 3, 2)), Math.sqrt(size)).add(additive);
    NDArray context = dropout.apply(scores.softmax(-1)).matMul(v).transpose(0, 2, 1, 3).reshape(batch, length, (long) heads * size);
    NDArray a = norm(dropout.apply(linear(context, p + "attention.output.dense")).add(x), p + "attention.output.LayerNorm");
    NDArray inner = Activation.gelu(linear(a, p + "intermediate.dense"));
    return norm(dropout.apply(linear(inner, p + "output.dense")).add(a), p + "output.LayerNorm");
  }

  private static NDArray split(NDArray x, long batch, long length, int heads, int size) {
    return x.reshape(batch, length, heads, size).transpose(0, 2, 1, 3);
  }

  private NDArray embed(NDArray ids, String table) {
    return Embedding.embedding(ids, params.get(table), SparseFormat.DENSE).singletonOrThrow();
  }

  private NDArray linear(NDArray x, String name) {
    return x.matMul(params.get(name + ".weight")).add(params.get(name + ".bias"));
  }

  private NDArray norm(NDArray x, String name) {
    return LayerNorm.layerNorm(x, new Shape(config.hidden()), params.get(name + ".weight"), params.get(name + ".bias"),
        config.layerNormEps()).singletonOrThrow();
  }
}
