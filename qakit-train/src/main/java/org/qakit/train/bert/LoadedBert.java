package org.qakit.train.bert;

import ai.djl.ndarray.NDManager;
import org.qakit.encode.ModelFiles;
import org.qakit.encode.TextTokenizer;

/**
 * A base model read from its jar: the BERT with its ONNX weights, its tokenizer, and the files'
 * fingerprint. Owns nothing but the tokenizer; the parameters live in the caller's manager.
 *
 * @param model the registry entry
 * @param bert the encoder with the pre-trained weights
 * @param tokenizer the model's own tokenizer (qakit-neural's), truncating at {@code maxLength}
 * @param fingerprint SHA-256 of the ONNX file and tokenizer.json
 */
public record LoadedBert(BaseModel model, Bert bert, TextTokenizer tokenizer, String fingerprint) implements AutoCloseable {

  /** Reads {@code model}'s files from the class path into {@code manager}, tokenising up to {@code maxLength} tokens. */
  public static LoadedBert load(BaseModel model, int maxLength, NDManager manager) {
    ModelFiles files = ModelFiles.load(model.spec());
    String owner = "base model " + model.id();
    var named = OnnxBertWeights.named(OnnxGraph.read(files.onnx(), owner), owner);
    BertConfig config = OnnxBertWeights.config(named, model.heads(), owner);
    if (maxLength > config.maxPositions()) {
      throw new IllegalArgumentException(owner + ": max length " + maxLength + " exceeds its " + config.maxPositions() + " positions");
    }
    var bert = new Bert(config, OnnxBertWeights.parameters(named, config, manager));
    return new LoadedBert(model, bert, new TextTokenizer(files.tokenizer(), maxLength, owner), files.fingerprint());
  }

  @Override
  public void close() {
    tokenizer.close();
  }
}
