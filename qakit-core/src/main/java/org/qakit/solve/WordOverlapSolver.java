package org.qakit.solve;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.model.Choice;
import org.qakit.model.Item;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.text.Words;

/**
 * The word-overlap baseline (the "word count" baseline of Yang et al. 2015, WikiQA): a candidate
 * scores the number of distinct content words it shares with the question; an option scores the
 * share of its content words found in its context: the question, the scenario (text and diagram
 * descriptions) and the item's gold knowledge when it has some (QuaRTz {@code para}, SciQ {@code
 * support}, GKMC evidence: the "perfect knowledge" setting of QuaRTz). Knowledge annotated for one
 * option is used for all options alike, so it cannot point at the gold one by its label.
 *
 * <pre>score(o) = |W(o) ∩ W(context)| / |W(o)|</pre>
 *
 * <p>with W the content words of {@link Words}. An option without content words scores 0.
 */
public final class WordOverlapSolver extends ItemScorer {

  @Override
  public String id() {
    return "word-overlap";
  }

  @Override
  public String description() {
    return "lexical baseline: shared content words between option or candidate and the question (+ scenario + the item's gold knowledge, if any)";
  }

  /**
   * Evidence: for multiple choice, {@code context} names what the option is compared with (stem,
   * scenario, knowledge) and each option lists its content {@code words} and the {@code shared} ones;
   * for answer selection, the question's content words once and each candidate's {@code shared}
   * words. Words are in text order.
   */
  @Override
  Map<String, Object> itemEvidence(Item item) {
    return switch (item) {
      case MultipleChoiceItem m -> {
        var parts = new ArrayList<String>(List.of("stem"));
        if (m.scenario() != null) {
          parts.add("scenario");
        }
        if (!m.knowledge().isEmpty()) {
          parts.add("knowledge");
        }
        yield Map.of("context", String.join(" + ", parts));
      }
      case AnswerSelectionItem a -> Map.of("questionWords", List.copyOf(Words.content(a.question())));
      default -> Map.of();
    };
  }

  @Override
  Scored score(MultipleChoiceItem item, Choice choice) {
    Set<String> option = Words.content(choice.text());
    var context = new StringBuilder(item.stem());
    if (item.scenario() != null) {
      context.append(' ').append(item.scenario().text());
      item.scenario().diagrams().forEach(d -> context.append(' ').append(d.description()));
    }
    item.knowledge().forEach(e -> context.append(' ').append(e.text()));
    Set<String> words = Words.content(context.toString());
    List<String> shared = option.stream().filter(words::contains).toList();
    var evidence = new LinkedHashMap<String, Object>();
    evidence.put("words", List.copyOf(option));
    evidence.put("shared", shared);
    return new Scored(option.isEmpty() ? 0 : shared.size() / (double) option.size(), evidence);
  }

  @Override
  Scored score(AnswerSelectionItem item, int index, Candidate candidate) {
    Set<String> question = Words.content(item.question());
    List<String> shared = Words.content(candidate.text()).stream().filter(question::contains).toList();
    return new Scored(shared.size(), Map.of("shared", shared));
  }
}
