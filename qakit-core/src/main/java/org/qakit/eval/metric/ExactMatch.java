package org.qakit.eval.metric;

import java.util.List;
import org.qakit.model.ExtractionItem;
import org.qakit.model.Item;
import org.qakit.model.ItemKind;
import org.qakit.solve.Prediction;

/**
 * Exact match for extraction (SQuAD, Rajpurkar et al. 2016, {@code evaluate-v1.1.py}), with the
 * language-aware normalisation of {@link ExtractionNormalizer}:
 *
 * <pre>EM(q) = max over gold answers g of [tokens(prediction) = tokens(g)]</pre>
 *
 * <p>The prediction is the system's first (top) answer; a prediction with no answer is the empty
 * string. Two answers match when their token sequences are equal, so {@code 2004年} matches
 * {@code ２００４ 年} and {@code Karel IV.} matches {@code karel iv}. An answer that normalises
 * to no token matches only a gold answer that normalises to no token too.
 *
 * <p>{@link #lemmas()} (id {@code em-lemma}) compares the tokens' Czech stems instead ({@link
 * ExtractionNormalizer#lemmaTokens}: each token through {@link org.qakit.text.CzechStems}), so that
 * an answer in another case matches ({@code u Mělníku} = {@code u Mělníka}); a stand-in for
 * lemmas where core has no dictionary. English and Chinese tokens mostly pass unchanged.
 */
public final class ExactMatch implements Metric {
  private final boolean lemmas;

  /** Exact match of the normalised tokens ({@code em}). */
  public ExactMatch() {
    this(false);
  }

  private ExactMatch(boolean lemmas) {
    this.lemmas = lemmas;
  }

  /** Exact match of the tokens' Czech stems ({@code em-lemma}). */
  public static ExactMatch lemmas() {
    return new ExactMatch(true);
  }

  @Override
  public String id() {
    return lemmas ? "em-lemma" : "em";
  }

  @Override
  public String description() {
    return lemmas
        ? "extraction, Czech: em on the tokens' stems (case endings stripped, CzechStems), so an answer in another case matches"
        : "extraction: 1 when the top answer equals a gold answer after normalisation"
        + " (NFKC, lower-cased, punctuation deleted, Chinese by character, words by space; articles kept)";
  }

  @Override
  public ItemKind kind() {
    return ItemKind.EXTRACTION;
  }

  @Override
  public double score(Item item, Prediction prediction) {
    var e = (ExtractionItem) item;
    List<String> predicted = tokens(TokenF1.topAnswer(e, prediction));
    for (String gold : e.answers()) {
      if (tokens(gold).equals(predicted)) {
        return 1;
      }
    }
    return 0;
  }

  private List<String> tokens(String text) {
    return lemmas ? ExtractionNormalizer.lemmaTokens(text) : ExtractionNormalizer.tokens(text);
  }
}
