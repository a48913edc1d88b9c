package org.qakit.train.bert;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.SplittableRandom;
import ai.djl.ndarray.NDManager;
import ai.djl.ndarray.types.Shape;

/**
 * Every parameter a {@link Bert} of a given {@link BertConfig} reads, with its shape, and a seeded
 * random initialisation (BERT's: normal with σ 0.02 for matrices and tables, zero biases, unit
 * LayerNorm gains) for models trained from scratch, such as the tiny ones of the tests.
 */
public final class BertShapes {
  private BertShapes() {}

  /** Parameter name → shape, embeddings first, then layer by layer. */
  public static Map<String, long[]> expected(BertConfig c) {
    var out = new LinkedHashMap<String, long[]>();
    out.put("embeddings.word_embeddings.weight", new long[] {c.vocabSize(), c.hidden()});
    out.put("embeddings.position_embeddings.weight", new long[] {c.maxPositions(), c.hidden()});
    out.put("embeddings.token_type_embeddings.weight", new long[] {c.typeVocab(), c.hidden()});
    out.put("embeddings.LayerNorm.weight", new long[] {c.hidden()});
    out.put("embeddings.LayerNorm.bias", new long[] {c.hidden()});
    for (int l = 0; l < c.layers(); l++) {
      String p = "encoder.layer." + l + ".";
      for (String s : new String[] {"attention.self.query", "attention.self.key", "attention.self.value", "attention.output.dense"}) {
        out.put(p + s + ".weight", new long[] {c.hidden(), c.hidden()});
        out.put(p + s + ".bias", new long[] {c.hidden()});
      }
      out.put(p + "attention.output.LayerNorm.weight", new long[] {c.hidden()});
      out.put(p + "attention.output.LayerNorm.bias", new long[] {c.hidden()});
      out.put(p + "intermediate.dense.weight", new long[] {c.hidden(), c.intermediate()});
      out.put(p + "intermediate.dense.bias", new long[] {c.intermediate()});
      out.put(p + "output.dense.weight", new long[] {c.intermediate(), c.hidden()});
      out.put(p + "output.dense.bias", new long[] {c.hidden()});
      out.put(p + "output.LayerNorm.weight", new long[] {c.hidden()});
      out.put(p + "output.LayerNorm.bias", new long[] {c.hidden()});
    }
    return out;
  }

  /** A randomly initialised encoder, the same for the same seed. */
  public static Parameters random(BertConfig config, long seed, NDManager manager) {
    var params = new Parameters(manager);
    var random = new SplittableRandom(seed);
    expected(config).forEach((name, shape) -> params.put(name, manager.create(initial(name, shape, random), new Shape(shape))));
    return params;
  }

  /** Values for one parameter: ones for LayerNorm gains, zeros for biases, N(0, 0.02²) otherwise. */
  static float[] initial(String name, long[] shape, SplittableRandom random) {
    long n = 1;
    for (long d : shape) {
      n *= d;
    }
    float[] v = new float[(int) n];
    if (name.endsWith("LayerNorm.weight")) {
      java.util.Arrays.fill(v, 1f);
    } else if (!name.endsWith(".bias")) {
      for (int i = 0; i < v.length; i++) {
        v[i] = (float) (gaussian(random) * 0.02);
      }
    }
    return v;
  }

  /** A standard normal draw (Box–Muller), defined here so that it never changes with the JDK. */
  static double gaussian(SplittableRandom random) {
    double u = 1.0 - random.nextDouble();
    double w = random.nextDouble();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * w);
  }
}
