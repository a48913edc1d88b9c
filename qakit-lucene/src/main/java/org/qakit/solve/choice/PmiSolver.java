package org.qakit.solve.choice;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import org.qakit.model.Choice;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.knowledge.TermPositions;
import org.qakit.retrieve.TermSearch;

/**
 * The PMI solver of Clark et al. (2016), "Combining Retrieval, Statistics, and Inference to Answer
 * Elementary Science Questions" (AAAI 2016), §PMI: an option scores the average pointwise mutual
 * information between the question's grams and its own, measured on the indexed corpus.
 *
 * <pre>
 * G(text)   = unigrams, bigrams, trigrams and skip-bigrams of A(text)   ({@link Gram})
 * PMI(x, y) = log( p(x, y) / (p(x) p(y)) ) = ln( n(x, y) · N / (n(x) · n(y)) )
 * p(x)      = n(x) / N,  n(x) = number of indexed units (sentences or passages) where x occurs
 * p(x, y)   = n(x, y) / N, n(x, y) = units where an occurrence of x and one of y lie within a
 *             window of W consecutive positions (W = 10 by default)
 * score(o)  = mean of PMI(x, y) over x ∈ G(stem + scenario), y ∈ G(o) with n(x, y) &gt; 0
 * </pre>
 *
 * <p>A is the index's analyzer (non-stop, stemmed tokens); N is the number of indexed units.
 * Counts come from the terms' positions ({@link GramOccurrences} over {@link TermPositions}: the
 * postings of an embedded index, or a SolrCloud collection's texts analysed as it was built; the
 * same counts either way), not from the raw text.
 * Edge cases: a pair with n(x, y) = 0 (hence also any pair where n(x) or n(y) is 0) has no finite
 * PMI and is skipped; pairs whose grams share a token (x = y, "solar" and "solar energy") are
 * skipped, as they co-occur trivially; an option with no remaining pair scores 0. Gram and pair
 * counts are cached per item. Thread-safe (each call has its own cache).
 *
 * <p>Evidence ({@link #solveWithEvidence}, {@link ItemEvidence}): W and N, and per option the number
 * of pairs averaged and the {@value #TOP_PAIRS} with the highest PMI, each with its counts.
 */
public final class PmiSolver extends OptionEvidenceSolver<PmiSolver.ItemEvidence, PmiSolver.OptionEvidence> {
  /** Default co-occurrence window (tokens), as in Clark et al. (2016). */
  public static final int DEFAULT_WINDOW = 10;
  /** How many pairs per option the evidence lists: those with the highest PMI. */
  public static final int TOP_PAIRS = 5;

  private static final Comparator<GramPair> BY_PMI =
      Comparator.comparingDouble(GramPair::pmi).reversed().thenComparing(GramPair::x).thenComparing(GramPair::y);

  private final int window;

  /**
   * One averaged pair: question gram x, option gram y (a skip-bigram's gap shown as {@code _}),
   * PMI(x, y) and the counts n(x, y), n(x), n(y) it comes from.
   */
  public record GramPair(String x, String y, double pmi, int nxy, int nx, int ny) {}

  /**
   * Per option: the score, the number of (question gram, option gram) pairs it averages, the
   * {@value #TOP_PAIRS} pairs with the highest PMI (ties by x, then y) and the option's grams.
   */
  public record OptionEvidence(String label, double score, int pairs, List<GramPair> topPairs, List<String> optionGrams) implements Scored {
    public OptionEvidence {
      topPairs = List.copyOf(topPairs);
      optionGrams = List.copyOf(optionGrams);
    }
  }

  /** The evidence of an item: the window W, the number of indexed units N and each option's evidence. */
  public record ItemEvidence(int window, int units, List<OptionEvidence> options) implements Options<OptionEvidence> {
    public ItemEvidence {
      options = List.copyOf(options);
    }
  }

  /** Where the analysed terms occur: the positions the co-occurrence counts read. */
  private final TermPositions index;

  /** Over any index that says where its terms occur ({@link TermSearch#positions}), W = {@value #DEFAULT_WINDOW}. */
  public PmiSolver(TermSearch retriever) {
    this(retriever, DEFAULT_WINDOW);
  }

  /** Over any index that says where its terms occur ({@link TermSearch#positions}), with window W. */
  public PmiSolver(TermSearch retriever, int window) {
    this(retriever, retriever == null ? null : retriever.positions(), window);
  }

  /**
   * @param retriever the analysis of questions and options ({@link TermSearch#terms})
   * @param index where those terms occur in the same index (N, positions), whatever its backend
   * @param window W, the co-occurrence window in token positions (at least 2)
   */
  public PmiSolver(TermSearch retriever, TermPositions index, int window) {
    super("pmi", retriever);
    if (index == null) {
      throw new IllegalArgumentException("pmi: the index's term positions are required");
    }
    this.index = index;
    if (window < 2) {
      throw new IllegalArgumentException("pmi: the co-occurrence window must be at least 2 tokens, found " + window);
    }
    this.window = window;
  }

  @Override
  public String description() {
    return "PMI solver (Clark et al. 2016): average PMI between question and option uni-/bi-/tri-/skip-bigrams,"
        + " co-occurrence within a " + window + "-token window per indexed unit (pairs never co-occurring skipped; none: 0)";
  }

  public int window() {
    return window;
  }

  /** Per option, in choice order: the score, the pairs averaged, the top pairs and the option's grams. */
  public List<OptionEvidence> explain(MultipleChoiceItem item) {
    return explainItem(item).options();
  }

  /** The window, the number of units and every option's evidence. */
  @Override
  public ItemEvidence explainItem(MultipleChoiceItem item) {
    String scenario = item.scenario() == null ? "" : " " + item.scenario().text();
    Set<Gram> question = Gram.of(retriever.terms(item.stem() + scenario));
    var counts = new GramOccurrences(index);
    int units = index.documents();
    double n = units;
    var out = new ArrayList<OptionEvidence>();
    for (Choice c : item.choices()) {
      Set<Gram> option = Gram.of(retriever.terms(c.text()));
      double sum = 0;
      var pairs = new ArrayList<GramPair>();
      for (Gram y : option) {
        int ny = counts.count(y);
        if (ny == 0) {
          continue;
        }
        for (Gram x : question) {
          if (x.sharesTokenWith(y)) {
            continue;
          }
          int nx = counts.count(x);
          if (nx == 0) {
            continue;
          }
          int nxy = counts.cooccurrences(x, y, window);
          if (nxy > 0) {
            double pmi = Math.log(nxy * n / ((double) nx * ny));
            sum += pmi;
            pairs.add(new GramPair(x.toString(), y.toString(), pmi, nxy, nx, ny));
          }
        }
      }
      List<GramPair> top = pairs.stream().sorted(BY_PMI).limit(TOP_PAIRS).toList();
      out.add(new OptionEvidence(c.label(), pairs.isEmpty() ? 0 : sum / pairs.size(), pairs.size(), top,
          option.stream().map(Gram::toString).toList()));
    }
    return new ItemEvidence(window, units, out);
  }
}
