package org.qakit.solve.qualitative;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.qakit.embed.TextEncoder;
import org.qakit.embed.Vectors;

/**
 * {@link PhraseSimilarity} from a sentence encoder ({@link TextEncoder}, e.g. bge-small-en from
 * qakit-neural): the cosine of the two phrases' passage vectors. Vectors are kept in memory per
 * phrase (a question set repeats its phrases), so each distinct phrase is encoded once. Thread-safe.
 */
public final class EncoderSimilarity implements PhraseSimilarity {
  private final TextEncoder encoder;
  private final Map<String, float[]> vectors = new ConcurrentHashMap<>();

  public EncoderSimilarity(TextEncoder encoder) {
    if (encoder == null) {
      throw new IllegalArgumentException("an encoder similarity needs an encoder, found null");
    }
    this.encoder = encoder;
  }

  /** The encoder's model id. */
  public String modelId() {
    return encoder.modelId();
  }

  @Override
  public double similarity(String a, String b) {
    return Vectors.cosine(vector(a), vector(b));
  }

  private float[] vector(String text) {
    return vectors.computeIfAbsent(text, t -> encoder.encode(List.of(t), org.qakit.embed.TextRole.PASSAGE)[0]);
  }
}
