package org.qakit.train.bert;

import ai.djl.ndarray.NDArray;
import ai.djl.ndarray.NDManager;
import ai.djl.ndarray.NDScope;
import ai.djl.ndarray.index.NDIndex;
import ai.djl.ndarray.types.DataType;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.qakit.embed.TextRole;
import org.qakit.embed.Vectors;
import org.qakit.encode.Encoder;
import org.qakit.encode.ModelSpec;
import org.qakit.encode.Pooling;
import org.qakit.encode.TextTokenizer;

/**
 * A bi-encoder on DJL: the {@link Bert} of a base model, pooled as its model card says (mean over
 * real tokens or the {@code [CLS]} row, {@link Pooling}) and L2-normalised. It computes what the
 * ONNX encoder computes for the same fp32 weights (tested to 1e-4) and is the starting point of
 * fine-tuned bi-encoders. Texts are encoded one at a time, so a vector depends on its text only.
 * Thread-safe by one lock (libtorch parallelises inside each operation).
 */
public final class DjlEncoder implements Encoder {
  private final LoadedBert loaded;
  private final NDManager manager;
  private final AtomicLong truncated = new AtomicLong();

  private DjlEncoder(LoadedBert loaded, NDManager manager) {
    this.loaded = loaded;
    this.manager = manager;
  }

  /** Opens {@code model} from its jar, with its registered maximum length. */
  public static DjlEncoder open(BaseModel model) {
    NDManager manager = Torch.newManager();
    try {
      return new DjlEncoder(LoadedBert.load(model, model.spec().maxLength(), manager), manager);
    } catch (RuntimeException e) {
      manager.close();
      throw e;
    }
  }

  @Override
  public ModelSpec model() {
    return loaded.model().spec();
  }

  @Override
  public long truncated() {
    return truncated.get();
  }

  @Override
  public synchronized float[][] encode(List<String> texts, TextRole role) {
    float[][] out = new float[texts.size()][];
    for (int i = 0; i < texts.size(); i++) {
      out[i] = encodeOne(model().input(texts.get(i), role));
    }
    return out;
  }

  private float[] encodeOne(String text) {
    TextTokenizer.Tokens tokens = loaded.tokenizer().encode(List.of(text));
    truncated.addAndGet(tokens.truncated());
    try (NDScope scope = new NDScope()) {
      scope.suppressNotUsedWarning();
      NDArray ids = manager.create(tokens.ids());
      NDArray mask = manager.create(tokens.mask());
      NDArray types = manager.create(tokens.types());
      NDArray hidden = loaded.bert().forward(ids, mask, types);
      float[] v = pool(hidden, mask, model().pooling()).toType(DataType.FLOAT32, false).toFloatArray();
      return model().normalize() ? Vectors.normalizeInPlace(v) : v;
    }
  }

  /** [batch, tokens, hidden] → [hidden] of row 0, by the model's pooling. */
  static NDArray pool(NDArray hidden, NDArray mask, Pooling pooling) {
    NDArray row = hidden.get(new NDIndex("0"));
    return switch (pooling) {
      case CLS -> row.get(new NDIndex("0"));
      case MEAN -> {
        NDArray m = mask.get(new NDIndex("0")).toType(hidden.getDataType(), false);
        yield row.mul(m.expandDims(1)).sum(new int[] {0}).div(m.sum());
      }
    };
  }

  @Override
  public void close() {
    loaded.close();
    manager.close();
  }
}
