package org.qakit.train;

import java.util.ArrayList;
import java.util.stream.Collectors;
import org.qakit.knowledge.Hit;
import org.qakit.knowledge.Retriever;
import org.qakit.model.Choice;
import org.qakit.model.Evidence;
import org.qakit.model.MultipleChoiceItem;

/**
 * The knowledge segment of a multiple-choice item for the {@code choice} head: the item's own
 * context when it has one (its scenario text and, unless the setting forbids it, the knowledge that
 * serves the whole item, e.g. QuaRTz's {@code para}; evidence annotated for one option is left out,
 * so no option is favoured), else the top {@value #SENTENCES} passages a retriever finds for the stem and all options (QuaRTz's
 * BERT (IR) setting, GeoSQA's retrieved sentences), else nothing.
 */
public final class ChoiceKnowledge {
  /** Retrieved passages per item. */
  public static final int SENTENCES = 3;

  private final Retriever retriever;
  private final boolean itemKnowledge;

  /** Item knowledge allowed; {@code retriever} searched for items without context (null: none). */
  public ChoiceKnowledge(Retriever retriever) {
    this(retriever, true);
  }

  /**
   * @param retriever the index to search when an item has no context; null for none
   * @param itemKnowledge whether the item's stored knowledge may be read (false in a task setting
   *     without gold knowledge, e.g. QuaRTz's no-knowledge and retrieved settings)
   */
  public ChoiceKnowledge(Retriever retriever, boolean itemKnowledge) {
    this.retriever = retriever;
    this.itemKnowledge = itemKnowledge;
  }

  /** The knowledge text of {@code item}; empty when it has no context and there is no retriever. */
  public String of(MultipleChoiceItem item) {
    var parts = new ArrayList<String>();
    item.scenarioIfAny().map(s -> s.text().strip()).filter(t -> !t.isEmpty()).ifPresent(parts::add);
    item.knowledge().stream().filter(e -> itemKnowledge && e.choiceLabel() == null).map(Evidence::text).map(String::strip)
        .filter(t -> !t.isEmpty()).forEach(parts::add);
    if (parts.isEmpty() && retriever != null) {
      String query = item.stem() + " " + item.choices().stream().map(Choice::text).collect(Collectors.joining(" "));
      retriever.search(query, SENTENCES).stream().map(Hit::text).map(String::strip).forEach(parts::add);
    }
    return String.join(" ", parts);
  }

  /** Says where knowledge comes from, for cards and summaries. */
  public String describe() {
    return "the item's scenario" + (itemKnowledge ? " and knowledge" : "") + "; without them " + (retriever == null ? "none (no --index)"
        : "the top " + SENTENCES + " passages of " + retriever.describe() + " for stem + options");
  }
}
