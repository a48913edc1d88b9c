package org.qakit.train;

import ai.djl.ndarray.NDManager;
import java.nio.file.Path;
import java.util.List;
import org.qakit.encode.CrossEncoder;
import org.qakit.train.bert.Torch;

/**
 * A model folder written by {@code qakit train} opened as a {@link CrossEncoder}: it owns the
 * libtorch memory of the weights and the tokenizer, and frees both on {@link #close}.
 */
public final class FineTunedCrossEncoder implements CrossEncoder {
  private final NDManager manager;
  private final PairScorer scorer;

  private FineTunedCrossEncoder(NDManager manager, PairScorer scorer) {
    this.manager = manager;
    this.scorer = scorer;
  }

  /** Opens the pair-head model folder {@code dir}; an error names the folder and what is wrong. */
  public static FineTunedCrossEncoder open(Path dir) {
    return open(dir, Head.PAIR);
  }

  /** Opens the model folder {@code dir}, which must hold {@code head}; an error names the folder and what is wrong. */
  public static FineTunedCrossEncoder open(Path dir, Head head) {
    PairModelFolder.config(dir, head);
    NDManager manager = Torch.newManager();
    try {
      return new FineTunedCrossEncoder(manager, PairModelFolder.load(dir, manager));
    } catch (RuntimeException e) {
      manager.close();
      throw e;
    }
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
    scorer.tokenizer().close();
    manager.close();
  }
}
