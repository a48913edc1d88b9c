package org.qakit.select;

import java.util.ArrayList;
import java.util.List;
import org.qakit.embed.TextEncoder;
import org.qakit.embed.TextRole;
import org.qakit.embed.Vectors;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.text.Language;

/**
 * Bi-encoder similarity between the question and each candidate sentence, made comparable across
 * items and read with the question type and the sentence's neighbours. The encoder is any {@link
 * TextEncoder} (qakit-neural's bge-small models on the command line), so this module does not
 * depend on the neural one. All similarities are cosines (a dot product of unit vectors; {@link
 * Vectors#cosine} when the encoder does not normalise).
 *
 * <p>Per item: q = the question encoded as a query (with the model's query instruction), p = the
 * question encoded as a passage (no instruction), s and r = the {@link QuestionStatement} statement
 * (no question words) and relation (no entity, no question words) encoded as queries, and c_i = the
 * candidates encoded as passages. With cos_i = cos(q, c_i), n candidates, mean μ and population
 * standard deviation σ of the cos_j:
 *
 * <pre>
 * cosine             = cos_i
 * cosine-z           = (cos_i − μ) / σ                     (0 when σ = 0)
 * cosine-rank        = 1 / (1 + #{j : cos_j &gt; cos_i})
 * cosine-margin      = cos_i − max_{j≠i} cos_j             (0 when n = 1)
 * cosine-passage     = cos(p, c_i)                         (the symmetric similarity)
 * cosine-statement   = cos(s, c_i)
 * cosine-relation    = cos(r, c_i)
 * cosine-previous    = cos_{i−1}                           (μ for the first candidate)
 * cosine-next        = cos_{i+1}                           (μ for the last candidate)
 * coherence-previous = cos(c_{i−1}, c_i)                   (for i = 0: the mean over the item's adjacent pairs; 0 when n = 1)
 * centrality         = mean_{j≠i} cos(c_j, c_i)            (0 when n = 1)
 * </pre>
 *
 * The pairwise ranker sees differences between an item's candidates, so only within-item
 * transformations that are not a shift add information: the z-score (scale), the rank and the
 * margin (the top). The statement and relation cosines are the question-type-aware variants: a
 * sentence answering 谁演的 states an actor without repeating 谁. Previous/next carry the context:
 * an answer often follows (or precedes) the sentence that matches the question best.
 *
 * <p>Each text is encoded once per item, in two calls (queries, then question and candidates as
 * passages); with a cache in front (qakit-neural's {@code CachedEncoder}) a rerun encodes nothing.
 */
public final class EmbeddingFeatures implements FeatureFamily {
  private final TextEncoder encoder;
  private final Language language;

  /** The family for questions in {@code language}, encoding with {@code encoder}. */
  public EmbeddingFeatures(TextEncoder encoder, Language language) {
    if (encoder == null) {
      throw new IllegalArgumentException("embedding features need an encoder");
    }
    if (language == null) {
      throw new IllegalArgumentException("embedding features need a language");
    }
    this.encoder = encoder;
    this.language = language;
  }

  /** The encoder's model id. */
  public String modelId() {
    return encoder.modelId();
  }

  @Override
  public List<String> names() {
    return List.of("cosine", "cosine-z", "cosine-rank", "cosine-margin", "cosine-passage", "cosine-statement",
        "cosine-relation", "cosine-previous", "cosine-next", "coherence-previous", "centrality");
  }

  /** An item's similarities, computed once per item. */
  private record Sims(double[] cos, double[] passage, double[] statement, double[] relation, double[] coherence,
      double[] centrality, double mean, double sd) {}

  @Override
  public double[] values(AnswerSelectionItem item, int candidate, Context ctx) {
    Sims s = ctx.memo(List.of(EmbeddingFeatures.class, encoder.modelId(), language), c -> sims(item, c));
    int n = s.cos.length;
    int i = candidate;
    double cos = s.cos[i];
    double z = s.sd > 0 ? (cos - s.mean) / s.sd : 0;
    int above = 0;
    double otherMax = Double.NEGATIVE_INFINITY;
    for (int j = 0; j < n; j++) {
      if (s.cos[j] > cos) {
        above++;
      }
      if (j != i) {
        otherMax = Math.max(otherMax, s.cos[j]);
      }
    }
    return new double[] {cos, z, 1.0 / (1 + above), n == 1 ? 0 : cos - otherMax, s.passage[i], s.statement[i],
        s.relation[i], i == 0 ? s.mean : s.cos[i - 1], i == n - 1 ? s.mean : s.cos[i + 1], s.coherence[i],
        s.centrality[i]};
  }

  private Sims sims(AnswerSelectionItem item, Context ctx) {
    String question = item.question();
    String topic = language == Language.CHINESE
        ? ctx.memo(List.of(EntityOverlapFeatures.class, "topic"), EntityOverlapFeatures::topic) : "";
    String title = item.document() == null ? null : item.document().title();
    float[][] queries = encoder.encode(List.of(question, QuestionStatement.statement(question, language),
        QuestionStatement.relation(question, language, topic, title)), TextRole.QUERY);
    var passages = new ArrayList<String>();
    passages.add(question);
    item.candidates().stream().map(Candidate::text).forEach(passages::add);
    float[][] p = encoder.encode(passages, TextRole.PASSAGE);
    int n = item.candidates().size();
    double[] cos = new double[n];
    double[] passage = new double[n];
    double[] statement = new double[n];
    double[] relation = new double[n];
    double[] coherence = new double[n];
    double[] centrality = new double[n];
    double[][] cc = new double[n][n];
    for (int i = 0; i < n; i++) {
      float[] c = p[i + 1];
      cos[i] = sim(queries[0], c);
      statement[i] = sim(queries[1], c);
      relation[i] = sim(queries[2], c);
      passage[i] = sim(p[0], c);
      for (int j = 0; j < i; j++) {
        cc[i][j] = cc[j][i] = sim(p[j + 1], c);
      }
    }
    double adjacent = 0;
    for (int i = 1; i < n; i++) {
      coherence[i] = cc[i][i - 1];
      adjacent += cc[i][i - 1];
    }
    coherence[0] = n > 1 ? adjacent / (n - 1) : 0;
    for (int i = 0; i < n && n > 1; i++) {
      double sum = 0;
      for (int j = 0; j < n; j++) {
        sum += j == i ? 0 : cc[i][j];
      }
      centrality[i] = sum / (n - 1);
    }
    double mean = 0;
    for (double v : cos) {
      mean += v;
    }
    mean /= n;
    double var = 0;
    for (double v : cos) {
      var += (v - mean) * (v - mean);
    }
    return new Sims(cos, passage, statement, relation, coherence, centrality, mean, Math.sqrt(var / n));
  }

  private double sim(float[] a, float[] b) {
    return encoder.normalized() ? Vectors.dot(a, b) : Vectors.cosine(a, b);
  }
}
