package org.qakit.train.bert;

/**
 * The shape of a BERT encoder (Devlin et al. 2019): vocabulary, hidden size, layers, attention
 * heads, feed-forward size, position and token-type tables, and the LayerNorm epsilon. Weights
 * alone do not say how many heads share the hidden size, so a base model states it.
 *
 * @param vocabSize rows of the word-embedding table
 * @param hidden width of every token vector
 * @param layers encoder layers
 * @param heads attention heads; {@code hidden} must be a multiple of it
 * @param intermediate width of the feed-forward layer
 * @param maxPositions rows of the position-embedding table (the longest input)
 * @param typeVocab rows of the token-type table (2: first and second text of a pair)
 * @param layerNormEps the epsilon inside every LayerNorm (1e-12 in Hugging Face's BERT)
 */
public record BertConfig(int vocabSize, int hidden, int layers, int heads, int intermediate, int maxPositions,
    int typeVocab, float layerNormEps) {

  public BertConfig {
    if (vocabSize < 1 || hidden < 1 || layers < 1 || heads < 1 || intermediate < 1 || maxPositions < 2 || typeVocab < 1) {
      throw new IllegalArgumentException("BERT config: every size must be positive, found " + this);
    }
    if (hidden % heads != 0) {
      throw new IllegalArgumentException("BERT config: hidden size " + hidden + " is not a multiple of " + heads + " heads");
    }
  }

  /** Width of one attention head. */
  public int headSize() {
    return hidden / heads;
  }
}
