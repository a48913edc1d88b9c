package org.qakit.eval.metric;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.qakit.model.ExtractionItem;
import org.qakit.model.Item;
import org.qakit.model.ItemKind;
import org.qakit.solve.Prediction;

/**
 * Token F1 for extraction (SQuAD, Rajpurkar et al. 2016, {@code evaluate-v1.1.py}), with the
 * language-aware tokens of {@link ExtractionNormalizer} (Chinese by character, Czech and English
 * by word):
 *
 * <pre>
 * common = |tokens(prediction) ∩ tokens(g)|   (multiset intersection: a token counts as often as
 *                                              it occurs in both)
 * P = common / |tokens(prediction)|,  R = common / |tokens(g)|,  F1 = 2·P·R / (P + R)
 * F1(q) = max over gold answers g
 * </pre>
 *
 * <p>The prediction is the system's first (top) answer; a prediction with no answer is the empty
 * string. F1 is 0 when no token is shared. When the prediction or the gold answer normalises to no
 * token, F1 is 1 if both do and 0 otherwise (SQuAD 2.0's rule; v1.1 gives 0 even when both are
 * empty), so F1 is never below EM.
 *
 * <p>{@link #lemmas()} (id {@code f1-lemma}) counts the tokens' Czech stems instead, as {@code
 * em-lemma} ({@link ExtractionNormalizer#lemmaTokens}).
 */
public final class TokenF1 implements Metric {
  private final boolean lemmas;

  /** Token F1 of the normalised tokens ({@code f1}). */
  public TokenF1() {
    this(false);
  }

  private TokenF1(boolean lemmas) {
    this.lemmas = lemmas;
  }

  /** Token F1 of the tokens' Czech stems ({@code f1-lemma}). */
  public static TokenF1 lemmas() {
    return new TokenF1(true);
  }

  @Override
  public String id() {
    return lemmas ? "f1-lemma" : "f1";
  }

  @Override
  public String description() {
    return lemmas
        ? "extraction, Czech: f1 on the tokens' stems (case endings stripped, CzechStems), so an answer in another case matches"
        : "extraction: SQuAD token F1 of the top answer, max over gold answers, normalised as em"
        + " (Chinese by character, Czech and English by word)";
  }

  @Override
  public ItemKind kind() {
    return ItemKind.EXTRACTION;
  }

  @Override
  public double score(Item item, Prediction prediction) {
    var e = (ExtractionItem) item;
    List<String> predicted = tokens(topAnswer(e, prediction));
    double best = 0;
    for (String gold : e.answers()) {
      best = Math.max(best, f1(predicted, tokens(gold)));
    }
    return best;
  }

  private List<String> tokens(String text) {
    return lemmas ? ExtractionNormalizer.lemmaTokens(text) : ExtractionNormalizer.tokens(text);
  }

  /** Token F1 of two token lists, with multiset overlap. */
  static double f1(List<String> predicted, List<String> gold) {
    if (predicted.isEmpty() || gold.isEmpty()) {
      return predicted.isEmpty() && gold.isEmpty() ? 1 : 0;
    }
    Map<String, Integer> counts = new HashMap<>();
    gold.forEach(t -> counts.merge(t, 1, Integer::sum));
    int common = 0;
    for (String t : predicted) {
      Integer left = counts.get(t);
      if (left != null && left > 0) {
        common++;
        counts.put(t, left - 1);
      }
    }
    if (common == 0) {
      return 0;
    }
    double p = (double) common / predicted.size();
    double r = (double) common / gold.size();
    return 2 * p * r / (p + r);
  }

  /** The first answer of an answers prediction, or "" when it has none. */
  static String topAnswer(ExtractionItem item, Prediction prediction) {
    List<String> answers = Predictions.answers(item.id(), prediction);
    return answers.isEmpty() ? "" : answers.get(0);
  }
}
