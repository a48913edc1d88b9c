package org.qakit.train;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.qakit.knowledge.Hit;
import org.qakit.knowledge.Retriever;
import org.qakit.model.Choice;
import org.qakit.model.Evidence;
import org.qakit.model.MultipleChoiceItem;

/**
 * The knowledge segments of a multiple-choice item for the {@code choice} head, in one of two
 * layouts.
 *
 * <ul>
 *   <li><b>Per item</b> (the default): one knowledge text for every option. It is the item's own
 *       context when it has one (its scenario text and, unless the setting forbids it, the knowledge
 *       that serves the whole item, e.g. QuaRTz's {@code para}; evidence annotated for one option is
 *       left out, so no option is favoured), else the top {@value #SENTENCES} passages a retriever
 *       finds for the stem and all options (QuaRTz's BERT (IR) setting), else nothing.
 *   <li><b>Per option</b> ({@code perOption} = K &gt; 0): each option gets its own top K passages
 *       for {@code scenario + stem + option} (GeoSQA's entailment setting retrieves K = 6 sentences
 *       per option; ARC's IR baselines query per option too), and the item's context stays shared.
 * </ul>
 */
public final class ChoiceKnowledge {
  /** Retrieved passages per item in the per-item layout. */
  public static final int SENTENCES = 3;

  private final Retriever retriever;
  private final boolean itemKnowledge;
  private final int perOption;

  /** Item knowledge allowed; {@code retriever} searched for items without context (null: none). */
  public ChoiceKnowledge(Retriever retriever) {
    this(retriever, true);
  }

  /**
   * The per-item layout.
   *
   * @param retriever the index to search when an item has no context; null for none
   * @param itemKnowledge whether the item's stored knowledge may be read (false in a task setting
   *     without gold knowledge, e.g. QuaRTz's no-knowledge and retrieved settings)
   */
  public ChoiceKnowledge(Retriever retriever, boolean itemKnowledge) {
    this(retriever, itemKnowledge, 0);
  }

  /**
   * @param retriever the index to search; required when {@code perOption} &gt; 0
   * @param itemKnowledge whether the item's stored knowledge may be read
   * @param perOption passages retrieved for each option (0: the per-item layout)
   */
  public ChoiceKnowledge(Retriever retriever, boolean itemKnowledge, int perOption) {
    if (perOption < 0) {
      throw new IllegalArgumentException("passages per option: expected 0 (one knowledge text per item) or more, found " + perOption);
    }
    if (perOption > 0 && retriever == null) {
      throw new IllegalArgumentException("passages per option (" + perOption + ") are retrieved from an index: give --index DIR");
    }
    this.retriever = retriever;
    this.itemKnowledge = itemKnowledge;
    this.perOption = perOption;
  }

  /** Passages retrieved for each option; 0 in the per-item layout. */
  public int perOption() {
    return perOption;
  }

  /**
   * The knowledge text every option of {@code item} shares: its context, or (per-item layout only)
   * the retrieved passages when it has none; empty when there is neither.
   */
  public String of(MultipleChoiceItem item) {
    var parts = new ArrayList<String>();
    item.scenarioIfAny().map(s -> s.text().strip()).filter(t -> !t.isEmpty()).ifPresent(parts::add);
    item.knowledge().stream().filter(e -> itemKnowledge && e.choiceLabel() == null).map(Evidence::text).map(String::strip)
        .filter(t -> !t.isEmpty()).forEach(parts::add);
    if (parts.isEmpty() && retriever != null && perOption == 0) {
      String query = item.stem() + " " + item.choices().stream().map(Choice::text).collect(Collectors.joining(" "));
      parts.addAll(passages(query, SENTENCES));
    }
    return String.join(" ", parts);
  }

  /**
   * Per-option layout: for each option in order, its top {@link #perOption()} passages for
   * {@code scenario + stem + option}, joined by spaces (empty when nothing matches).
   */
  public List<String> optionTexts(MultipleChoiceItem item) {
    if (perOption == 0) {
      throw new IllegalStateException("optionTexts: this knowledge is per item");
    }
    String scenario = item.scenarioIfAny().map(s -> s.text().strip()).orElse("");
    var out = new ArrayList<String>(item.choices().size());
    for (Choice c : item.choices()) {
      String query = (scenario.isEmpty() ? "" : scenario + " ") + item.stem() + " " + c.text();
      out.add(String.join(" ", passages(query, perOption)));
    }
    return out;
  }

  private List<String> passages(String query, int k) {
    return retriever.search(query, k).stream().map(Hit::text).map(String::strip).filter(t -> !t.isEmpty()).toList();
  }

  /** Says where knowledge comes from, for cards and summaries. */
  public String describe() {
    String context = "the item's scenario" + (itemKnowledge ? " and knowledge" : "");
    if (perOption > 0) {
      return context + ", shared; per option the top " + perOption + " passages of " + retriever.describe()
          + " for scenario + stem + option";
    }
    return context + "; without them " + (retriever == null ? "none (no --index)"
        : "the top " + SENTENCES + " passages of " + retriever.describe() + " for stem + options");
  }
}
