package org.qakit.train;

import ai.djl.ndarray.NDManager;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.qakit.encode.CrossEncoder;
import org.qakit.encode.ModelException;
import org.qakit.encode.ModelFiles;
import org.qakit.encode.TextTokenizer;
import org.qakit.train.bert.BaseModel;
import org.qakit.train.bert.BaseModels;
import org.qakit.train.bert.BertConfig;
import org.qakit.train.bert.NdListFile;
import org.qakit.train.bert.OnnxBertWeights;
import org.qakit.train.bert.OnnxGraph;
import org.qakit.train.bert.OnnxOverrides;
import org.qakit.train.bert.Torch;

/**
 * A model folder written by {@code qakit train} (pair or choice head) opened as a {@link
 * CrossEncoder}. By default it runs on onnxruntime ({@link OrtPairScorer}: the base model's ONNX
 * graph with the fine-tuned weights, faster on the CPU than libtorch and without libtorch); DJL
 * and libtorch ({@link PairScorer}) stay the trainer and the fallback, for a folder whose base
 * model is not a registered fp32 ONNX file of the folder's shape: {@code bge-small-zh-v15}, whose
 * file is int8 and cannot take fp32 weights (one line on standard error says so, as for a shape
 * mismatch), and the tiny models of the tests. Owns the tokenizer and the weights (onnxruntime's or libtorch's memory) and frees them on
 * {@link #close}.
 */
public final class FineTunedCrossEncoder implements CrossEncoder {
  /** Which runtime scores the pairs. */
  public enum Engine {
    ONNXRUNTIME, LIBTORCH
  }

  private final CrossEncoder scorer;
  private final TextTokenizer tokenizer;
  private final NDManager manager;
  private final Engine engine;

  private FineTunedCrossEncoder(CrossEncoder scorer, TextTokenizer tokenizer, NDManager manager, Engine engine) {
    this.scorer = scorer;
    this.tokenizer = tokenizer;
    this.manager = manager;
    this.engine = engine;
  }

  /** Opens the pair-head model folder {@code dir}; an error names the folder and what is wrong. */
  public static FineTunedCrossEncoder open(Path dir) {
    return open(dir, Head.PAIR);
  }

  /**
   * Opens the model folder {@code dir}, which must hold {@code head}, on onnxruntime with one
   * intra-op thread per available core when its base model allows, else on libtorch.
   */
  public static FineTunedCrossEncoder open(Path dir, Head head) {
    PairModelFolder.Config config = PairModelFolder.config(dir, head);
    Optional<BaseModel> base = BaseModels.find(config.baseModel());
    if (base.isEmpty()) {
      return libtorch(dir);
    }
    BaseGraph graph = BaseGraph.of(base.get(), config);
    if (graph.refusal() != null) {
      System.err.println("model folder " + dir + ": base model " + base.get().id() + ": " + graph.refusal()
          + "; scoring on DJL/libtorch");
      return libtorch(dir);
    }
    return onnxruntime(dir, config, graph, Runtime.getRuntime().availableProcessors());
  }

  /**
   * Opens the model folder {@code dir} on {@code engine}; onnxruntime fails with one line when the
   * base model does not allow it.
   *
   * @param threads onnxruntime's intra-op threads (libtorch keeps its global setting, {@link Torch#threads})
   */
  public static FineTunedCrossEncoder open(Path dir, Head head, Engine engine, int threads) {
    PairModelFolder.Config config = PairModelFolder.config(dir, head);
    if (engine == Engine.LIBTORCH) {
      return libtorch(dir);
    }
    Optional<BaseModel> base = BaseModels.find(config.baseModel());
    String refusal = base.isEmpty() ? "not a registered base model, so there is no ONNX graph to run" : null;
    BaseGraph graph = base.isEmpty() ? null : BaseGraph.of(base.get(), config);
    refusal = graph == null ? refusal : graph.refusal();
    if (refusal != null) {
      throw new ModelException("model folder " + dir + ": cannot run on onnxruntime: base model " + config.baseModel() + ": " + refusal);
    }
    return onnxruntime(dir, config, graph, threads);
  }

  /**
   * A base model's ONNX file, parsed, and why it cannot take the folder's weights (null when it
   * can): an int8 file, or an encoder of another shape than the folder's.
   */
  private record BaseGraph(byte[] onnx, OnnxGraph graph, String refusal) {
    static BaseGraph of(BaseModel base, PairModelFolder.Config folder) {
      String owner = "base model " + base.id();
      byte[] onnx = ModelFiles.load(base.spec()).onnx();
      OnnxGraph graph = OnnxGraph.read(onnx, owner);
      String refusal = OnnxOverrides.refusal(graph);
      if (refusal == null) {
        BertConfig shape = OnnxBertWeights.config(OnnxBertWeights.named(graph, owner), base.heads(), owner);
        refusal = shape.equals(folder.bert()) ? null
            : "the folder's encoder, " + folder.bert() + ", is not the shape of its ONNX graph, " + shape;
      }
      return new BaseGraph(onnx, graph, refusal);
    }
  }

  private static FineTunedCrossEncoder libtorch(Path dir) {
    NDManager manager = Torch.newManager();
    try {
      PairScorer scorer = PairModelFolder.load(dir, manager);
      return new FineTunedCrossEncoder(scorer, scorer.tokenizer(), manager, Engine.LIBTORCH);
    } catch (RuntimeException e) {
      manager.close();
      throw e;
    }
  }

  private static FineTunedCrossEncoder onnxruntime(Path dir, PairModelFolder.Config config, BaseGraph base, int threads) {
    var weights = NdListFile.read(dir.resolve(PairModelFolder.WEIGHTS));
    var tokenizer = new TextTokenizer(PairModelFolder.tokenizerBytes(config, dir), config.maxLength(), "model folder " + dir);
    try {
      var scorer = OrtPairScorer.open(dir.getFileName().toString(), base.onnx(), base.graph(), weights, tokenizer, threads);
      return new FineTunedCrossEncoder(scorer, tokenizer, null, Engine.ONNXRUNTIME);
    } catch (RuntimeException e) {
      tokenizer.close();
      throw e;
    }
  }

  /** The runtime that scores. */
  public Engine engine() {
    return engine;
  }

  @Override
  public String id() {
    return scorer.id();
  }

  @Override
  public float[] score(String query, List<String> passages) {
    return scorer.score(query, passages);
  }

  @Override
  public long truncated() {
    return scorer.truncated();
  }

  @Override
  public synchronized void close() {
    scorer.close();
    tokenizer.close();
    if (manager != null) {
      manager.close();
    }
  }
}
