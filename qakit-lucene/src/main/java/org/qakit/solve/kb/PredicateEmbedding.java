package org.qakit.solve.kb;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.qakit.embed.TextEncoder;
import org.qakit.embed.TextRole;
import org.qakit.embed.Vectors;

/**
 * Bi-encoder similarity of the question pattern and a predicate, {@code embed-cosine} = cos(e(P),
 * e(p)), where e encodes a text as a passage (no query instruction: both sides are short phrases,
 * 的出版社是哪个 against 出版社, a symmetric comparison) and P, p are the normalised pattern and
 * predicate. It catches a predicate asked in other words (哪里人 ~ 出生地, 多重 ~ 体重) that character
 * overlap and the learned association miss when the pair is rare in training.
 *
 * <p>Vectors are kept in memory per text, so each distinct pattern and predicate is encoded once
 * per solver; {@link #warm} encodes many texts in one call (the encoder runs them in parallel).
 * An empty text has similarity 0. Thread-safe when the encoder is.
 */
public final class PredicateEmbedding implements PredicateFeature {
  private final TextEncoder encoder;
  private final Map<String, float[]> vectors = new ConcurrentHashMap<>();

  public PredicateEmbedding(TextEncoder encoder) {
    if (encoder == null) {
      throw new IllegalArgumentException("the predicate embedding needs an encoder");
    }
    this.encoder = encoder;
  }

  /** The encoder's model id. */
  public String modelId() {
    return encoder.modelId();
  }

  @Override
  public String name() {
    return "embed-cosine";
  }

  @Override
  public double value(QuestionPattern pattern, String predicate) {
    if (pattern.text().isEmpty() || predicate.isEmpty()) {
      return 0;
    }
    float[] a = vector(pattern.text());
    float[] b = vector(predicate);
    return encoder.normalized() ? Vectors.dot(a, b) : Vectors.cosine(a, b);
  }

  /** Encodes, in one call, the texts not yet held (empty ones are skipped). */
  public void warm(Collection<String> texts) {
    var missing = new LinkedHashSet<String>();
    for (String t : texts) {
      if (!t.isEmpty() && !vectors.containsKey(t)) {
        missing.add(t);
      }
    }
    if (missing.isEmpty()) {
      return;
    }
    List<String> todo = new ArrayList<>(missing);
    float[][] v = encoder.encode(todo, TextRole.PASSAGE);
    for (int i = 0; i < todo.size(); i++) {
      vectors.putIfAbsent(todo.get(i), v[i]);
    }
  }

  private float[] vector(String text) {
    float[] v = vectors.get(text);
    if (v == null) {
      v = encoder.encode(List.of(text), TextRole.PASSAGE)[0];
      vectors.putIfAbsent(text, v);
    }
    return v;
  }
}
