package org.qakit.select;

import java.util.List;
import org.qakit.embed.TextEncoder;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.text.Language;

/**
 * Bi-encoder similarity between the question and each candidate sentence, read with the question
 * type: the features that {@code sentence-ranker --encoder M} adds. The encoder is any {@link
 * TextEncoder} (qakit-neural's bge-small models on the command line), so this module does not
 * depend on the neural one. With the texts and vectors of {@code ItemEmbeddings}:
 *
 * <pre>
 * cosine           = cos(q, c_i)    the question as a query (with the model's query instruction)
 * cosine-passage   = cos(p, c_i)    the question as a passage (the symmetric similarity)
 * cosine-statement = cos(s, c_i)    the question without its question words ({@code QuestionStatement})
 * cosine-relation  = cos(r, c_i)    the question without its entity and question words
 * </pre>
 *
 * The statement and relation are the question-type-aware variants: a sentence answering 谁演的
 * states an actor without repeating 谁, and every sentence of a DBQA document names the entity, so
 * what sets the answer apart is the relation (的三围是 of 星野飞鸟的三围是多少). On the DBQA subset they
 * lift the cosine alone from 0.50 to 0.83 MRR. Measured and left out (docs/rankers.md): the
 * sentence's context ({@link EmbeddingContextFeatures}) and within-item transformations of the
 * cosine (z-score, rank, margin to the best other candidate); neither raised cross-validated DBQA
 * MRR.
 *
 * <p>Each text is encoded once per item, in two calls; with a cache in front (qakit-neural's {@code
 * CachedEncoder}) a rerun encodes nothing.
 */
public final class EmbeddingFeatures implements FeatureFamily {
  /** The feature names, in vector order (docs/solving.md and README count them; a test holds them to it). */
  public static final List<String> NAMES = List.of("cosine", "cosine-passage", "cosine-statement", "cosine-relation");

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
    return NAMES;
  }

  @Override
  public double[] values(AnswerSelectionItem item, int candidate, Context ctx) {
    ItemEmbeddings e = ItemEmbeddings.of(item, ctx, encoder, language);
    return new double[] {e.cos()[candidate], e.passage()[candidate], e.statement()[candidate], e.relation()[candidate]};
  }
}
