package org.qakit.solve.choice;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.qakit.model.Choice;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.retrieve.TermSearch;
import org.qakit.knowledge.Hit;

/**
 * The IR solver of Clark et al. (2016), "Combining Retrieval, Statistics, and Inference to Answer
 * Elementary Science Questions" (AAAI 2016), §IR: each option is scored by the best passage the
 * search engine finds for the question together with that option.
 *
 * <pre>
 * query(o) = scenario text (if any) + " " + stem + " " + o   ({@code OptionQuery})
 * Q        = A(stem + " " + scenario text),   O = A(o)
 * score(o) = BM25(h*, query(o)),  h* = the first hit h among the top N of query(o)
 *            (retriever's ranking rule) with A(h) ∩ Q ≠ ∅ and A(h) ∩ O ≠ ∅
 * score(o) = 0 when no hit in the top N qualifies
 * </pre>
 *
 * <p>A is the index's analyzer ({@link TermSearch#terms}; an embedded index or a SolrCloud collection, the same either way): its tokens are the non-stop words
 * (stemmed for English, smartcn words for Chinese), so "shares a non-stop word" means shares an
 * analysed token. The filter keeps a passage that matched only the option (or only the question)
 * from deciding the score, as in the paper. Scenario handling follows Huang et al. (2019, GeoSQA):
 * the scenario text is prepended to the query and counts as question words; diagram descriptions
 * and the item's gold knowledge are not used. BM25 is {@link org.qakit.index.Bm25} (k1 = 1.2,
 * b = 0.75). Options with no analysable word score 0 (no query). Thread-safe.
 *
 * <p>Evidence ({@link #solveWithEvidence}, {@link ItemEvidence}): the question's terms, and per
 * option the query, its terms, the chosen hit with its rank, and the hits passed over before it
 * with what each lacked.
 */
public final class IrSolver extends OptionEvidenceSolver<IrSolver.ItemEvidence, IrSolver.OptionEvidence> {
  /** Default number of hits inspected per option. */
  public static final int DEFAULT_DEPTH = 50;
  /** How many of the hits passed over before the chosen one (or all, when none qualified) the evidence lists. */
  public static final int SKIPPED_LISTED = 5;

  private final int depth;

  /** The hit that decided an option's score: its rank among the option's hits (1-based), BM25 score and text. */
  public record ChosenHit(String id, int rank, double score, String text, String title) {
    static ChosenHit of(Hit h, int rank) {
      return new ChosenHit(h.id(), rank, h.score(), h.text(), h.title());
    }
  }

  /**
   * A hit passed over before the chosen one: rank (1-based), BM25 score and why: "no question
   * word", "no option word" or "no question or option word".
   */
  public record SkippedHit(String id, int rank, double score, String reason) {}

  /**
   * The evidence of one option: its score, query and analysed terms O, how many hits the query
   * retrieved (at most N; 0 when O is empty and no query ran), the chosen hit (null when none
   * qualified), how many hits were passed over before it (or in all, when none qualified) and the
   * first {@value #SKIPPED_LISTED} of them.
   */
  public record OptionEvidence(String label, double score, String query, List<String> optionTerms, int retrieved,
      ChosenHit hit, int skippedTotal, List<SkippedHit> skipped) implements Scored {
    public OptionEvidence {
      optionTerms = List.copyOf(optionTerms);
      skipped = List.copyOf(skipped);
    }
  }

  /** The evidence of an item: the depth N, the question's analysed terms Q and each option's evidence. */
  public record ItemEvidence(int depth, List<String> questionTerms, List<OptionEvidence> options) implements Options<OptionEvidence> {
    public ItemEvidence {
      questionTerms = List.copyOf(questionTerms);
      options = List.copyOf(options);
    }
  }

  public IrSolver(TermSearch retriever) {
    this(retriever, DEFAULT_DEPTH);
  }

  /** @param depth N, the number of top hits inspected per option (at least 1) */
  public IrSolver(TermSearch retriever, int depth) {
    super("ir", retriever);
    if (depth < 1) {
      throw new IllegalArgumentException("ir: depth (hits inspected per option) must be at least 1, found " + depth);
    }
    this.depth = depth;
  }

  @Override
  public String description() {
    return "IR solver (Clark et al. 2016): BM25 score of the top hit for scenario + question + option that shares a"
        + " non-stop word with the question and one with the option (top " + depth + " hits; none: 0)";
  }

  public int depth() {
    return depth;
  }

  /** Per option, in choice order: the query, the chosen hit and the score. */
  public List<OptionEvidence> explain(MultipleChoiceItem item) {
    return explainItem(item).options();
  }

  /** The depth, the question's terms and every option's evidence. */
  @Override
  public ItemEvidence explainItem(MultipleChoiceItem item) {
    String scenario = OptionQuery.scenario(item);
    Set<String> question = new LinkedHashSet<>(retriever.terms(item.stem() + " " + scenario));
    var out = new ArrayList<OptionEvidence>();
    for (Choice c : item.choices()) {
      String query = OptionQuery.of(item, c);
      Set<String> option = new LinkedHashSet<>(retriever.terms(c.text()));
      ChosenHit chosen = null;
      var skipped = new ArrayList<SkippedHit>();
      int passed = 0;
      List<Hit> hits = List.of();
      if (!option.isEmpty()) {
        hits = retriever.search(query, depth);
        for (int i = 0; i < hits.size() && chosen == null; i++) {
          Hit h = hits.get(i);
          List<String> words = retriever.terms(h.text());
          boolean q = words.stream().anyMatch(question::contains);
          boolean o = words.stream().anyMatch(option::contains);
          if (q && o) {
            chosen = ChosenHit.of(h, i + 1);
          } else {
            passed++;
            if (skipped.size() < SKIPPED_LISTED) {
              skipped.add(new SkippedHit(h.id(), i + 1, h.score(), !q && !o ? "no question or option word" : q ? "no option word" : "no question word"));
            }
          }
        }
      }
      out.add(new OptionEvidence(c.label(), chosen == null ? 0 : chosen.score(), query, List.copyOf(option), hits.size(),
          chosen, passed, skipped));
    }
    return new ItemEvidence(depth, List.copyOf(question), out);
  }
}
