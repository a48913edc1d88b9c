package org.qakit.solve.choice;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.qakit.model.Choice;
import org.qakit.model.Item;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.retrieve.Bm25Retriever;
import org.qakit.retrieve.Hit;
import org.qakit.solve.Prediction;
import org.qakit.solve.Solver;

/**
 * The IR solver of Clark et al. (2016), "Combining Retrieval, Statistics, and Inference to Answer
 * Elementary Science Questions" (AAAI 2016), §IR: each option is scored by the best passage the
 * search engine finds for the question together with that option.
 *
 * <pre>
 * query(o) = scenario text (if any) + " " + stem + " " + o
 * Q        = A(stem + " " + scenario text),   O = A(o)
 * score(o) = BM25(h*, query(o)),  h* = the first hit h among the top N of query(o)
 *            (retriever's ranking rule) with A(h) ∩ Q ≠ ∅ and A(h) ∩ O ≠ ∅
 * score(o) = 0 when no hit in the top N qualifies
 * </pre>
 *
 * <p>A is the index's analyzer ({@link Bm25Retriever#terms}): its tokens are the non-stop words
 * (stemmed for English, smartcn words for Chinese), so "shares a non-stop word" means shares an
 * analysed token. The filter keeps a passage that matched only the option (or only the question)
 * from deciding the score, as in the paper. Scenario handling follows Huang et al. (2019, GeoSQA):
 * the scenario text is prepended to the query and counts as question words; diagram descriptions
 * and the item's gold knowledge are not used. BM25 is {@link org.qakit.index.Bm25} (k1 = 1.2,
 * b = 0.75). Options with no analysable word score 0 (no query). Thread-safe.
 */
public final class IrSolver implements Solver {
  /** Default number of hits inspected per option. */
  public static final int DEFAULT_DEPTH = 50;

  private final Bm25Retriever retriever;
  private final int depth;

  /** The evidence of one option: its query, the chosen hit (null when none qualified) and its score. */
  public record OptionEvidence(String label, String query, Hit hit, double score) {}

  public IrSolver(Bm25Retriever retriever) {
    this(retriever, DEFAULT_DEPTH);
  }

  /** @param depth N, the number of top hits inspected per option (at least 1) */
  public IrSolver(Bm25Retriever retriever, int depth) {
    if (retriever == null) {
      throw new IllegalArgumentException("ir: a retriever is required; build an index with qakit index build");
    }
    if (depth < 1) {
      throw new IllegalArgumentException("ir: depth (hits inspected per option) must be at least 1, found " + depth);
    }
    this.retriever = retriever;
    this.depth = depth;
  }

  @Override
  public String id() {
    return "ir";
  }

  @Override
  public String description() {
    return "IR solver (Clark et al. 2016): BM25 score of the top hit for scenario + question + option that shares a"
        + " non-stop word with the question and one with the option (top " + depth + " hits; none: 0)";
  }

  public int depth() {
    return depth;
  }

  @Override
  public Optional<Prediction> solve(Item item) {
    if (!(item instanceof MultipleChoiceItem m)) {
      return Optional.empty();
    }
    var scores = new LinkedHashMap<String, Double>();
    explain(m).forEach(e -> scores.put(e.label(), e.score()));
    return Optional.of(new Prediction.ChoiceScores(m.id(), scores));
  }

  /** Per option, in choice order: the query, the chosen hit and the score. */
  public List<OptionEvidence> explain(MultipleChoiceItem item) {
    String scenario = item.scenario() == null ? "" : item.scenario().text();
    Set<String> question = new HashSet<>(retriever.terms(item.stem() + " " + scenario));
    var out = new ArrayList<OptionEvidence>();
    for (Choice c : item.choices()) {
      String query = (scenario.isEmpty() ? "" : scenario + " ") + item.stem() + " " + c.text();
      Set<String> option = new HashSet<>(retriever.terms(c.text()));
      Hit chosen = null;
      if (!option.isEmpty()) {
        for (Hit h : retriever.search(query, depth)) {
          List<String> words = retriever.terms(h.text());
          if (words.stream().anyMatch(question::contains) && words.stream().anyMatch(option::contains)) {
            chosen = h;
            break;
          }
        }
      }
      out.add(new OptionEvidence(c.label(), query, chosen, chosen == null ? 0 : chosen.score()));
    }
    return List.copyOf(out);
  }
}
