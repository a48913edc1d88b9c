package org.qakit.encode;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A cross-encoder a user points to: an ONNX graph taking {@code input_ids}, {@code attention_mask}
 * (and optionally {@code token_type_ids}) of a pair {@code [CLS] query [SEP] passage [SEP]}, with
 * one output of shape {@code [batch, labels]} (or {@code [batch]}), and its {@code tokenizer.json}.
 *
 * @param model the .onnx file
 * @param tokenizer the tokenizer.json file
 * @param maxLength the most tokens per pair, special tokens included; longer pairs lose tokens from
 *     the longer text first
 * @param label which output column is the score: 0 for a one-logit re-ranker (MS MARCO
 *     cross-encoders), the "entailment" column for an NLI model
 */
public record CrossEncoderSpec(Path model, Path tokenizer, int maxLength, int label) {

  public CrossEncoderSpec {
    if (model == null || tokenizer == null) {
      throw new IllegalArgumentException("a cross-encoder needs a model file and a tokenizer.json");
    }
    if (maxLength < 3) {
      throw new IllegalArgumentException("cross-encoder " + model.getFileName() + ": max length must leave room for [CLS] and two [SEP], found " + maxLength);
    }
    if (label < 0) {
      throw new IllegalArgumentException("cross-encoder " + model.getFileName() + ": label column must be 0 or more, found " + label);
    }
  }

  /** A one-logit re-ranker of up to 512 tokens per pair. */
  public static CrossEncoderSpec of(Path model, Path tokenizer) {
    return new CrossEncoderSpec(model, tokenizer, 512, 0);
  }

  /** The model file name, which names the model in messages. */
  public String id() {
    Path name = model.getFileName();
    return name == null ? model.toString() : name.toString();
  }

  /** Both files must exist: a missing one fails with a message naming the model. */
  void checkFiles() {
    for (Path p : new Path[] {model, tokenizer}) {
      if (!Files.isRegularFile(p)) {
        throw new ModelException("cross-encoder " + id() + ": no such file " + p);
      }
    }
  }
}
