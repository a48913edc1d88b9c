package org.qakit.train.bert;

import org.qakit.encode.ModelSpec;

/**
 * A pre-trained BERT that fine-tuning starts from: the registry entry of its fp32 ONNX export and
 * tokenizer (files, pooling, normalisation, maximum length, as for the ONNX encoders) and what the
 * weights cannot say, the number of attention heads. Its {@link BertConfig} is read from the
 * weights' shapes ({@link OnnxBertWeights}).
 *
 * @param spec files and encoding settings, in qakit-neural's terms
 * @param heads attention heads (from the model's config.json on its model card)
 */
public record BaseModel(ModelSpec spec, int heads) {

  public BaseModel {
    if (heads < 1 || spec.dimension() % heads != 0) {
      throw new IllegalArgumentException("base model " + spec.id() + ": " + heads + " heads do not divide the hidden size "
          + spec.dimension());
    }
  }

  public String id() {
    return spec.id();
  }
}
