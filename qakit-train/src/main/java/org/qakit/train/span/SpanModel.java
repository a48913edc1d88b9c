package org.qakit.train.span;

import ai.djl.ndarray.NDManager;
import java.nio.file.Path;
import org.qakit.encode.ModelException;
import org.qakit.encode.TextTokenizer;
import org.qakit.train.Head;
import org.qakit.train.PairModelFolder;
import org.qakit.train.bert.Torch;

/**
 * A span-head model folder written by {@code qakit train --head span}, opened as a {@link
 * SpanReader} that reads passages in the windows and with the answer length limit the folder
 * records: it owns the libtorch memory of the weights and the tokenizer, and frees both on {@link
 * #close}.
 */
public final class SpanModel implements AutoCloseable {
  private final String id;
  private final NDManager manager;
  private final TextTokenizer tokenizer;
  private final SpanReader reader;

  private SpanModel(String id, NDManager manager, TextTokenizer tokenizer, SpanReader reader) {
    this.id = id;
    this.manager = manager;
    this.tokenizer = tokenizer;
    this.reader = reader;
  }

  /** Opens {@code dir}; an error names the folder and what is wrong (another head, a missing file, a changed tokenizer). */
  public static SpanModel open(Path dir) {
    PairModelFolder.Config config = PairModelFolder.config(dir, Head.SPAN);
    if (config.span() == null) {
      throw new ModelException("model folder " + dir + ": " + PairModelFolder.CONFIG + " has no span settings (stride, maxAnswerTokens)");
    }
    byte[] json = PairModelFolder.tokenizerBytes(config, dir);
    NDManager manager = Torch.newManager();
    TextTokenizer tokenizer = null;
    try {
      var bert = PairModelFolder.bert(dir, config, manager);
      tokenizer = new TextTokenizer(json, config.maxLength(), "model folder " + dir);
      var windows = new SpanWindows(tokenizer, config.maxLength(), config.span().stride());
      return new SpanModel(dir.getFileName().toString(), manager, tokenizer, new SpanReader(bert, windows, config.span().maxAnswerTokens()));
    } catch (RuntimeException e) {
      if (tokenizer != null) {
        tokenizer.close();
      }
      manager.close();
      throw e;
    }
  }

  /** The folder's name, for descriptions. */
  public String id() {
    return id;
  }

  public SpanReader reader() {
    return reader;
  }

  @Override
  public synchronized void close() {
    tokenizer.close();
    manager.close();
  }
}
