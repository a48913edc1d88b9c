package org.qakit.train;

import java.util.ArrayList;
import java.util.List;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.model.Choice;
import org.qakit.model.MultipleChoiceItem;

/**
 * Multiple-choice items as the groups the pair trainer and scorer read: one group per item, one
 * pair per option, {@code (knowledge, question [SEP] option)}, which the tokenizer writes {@code
 * [CLS] knowledge [SEP] question [SEP] option [SEP]}. The gold option is the one positive, so the
 * listwise loss is the softmax cross-entropy over the options. Knowledge is the first segment, so
 * the tokenizer's longest-first truncation cuts a long knowledge text rather than the question or
 * option. An item without knowledge reads {@code [CLS] question [SEP] option [SEP]}.
 */
public final class ChoiceExamples {
  /** The separator between question and option in the second segment; the tokenizer reads it as its special token. */
  static final String SEP = " [SEP] ";

  private ChoiceExamples() {}

  /** Every item as a group, its knowledge from {@code knowledge}. */
  public static List<AnswerSelectionItem> of(List<MultipleChoiceItem> items, ChoiceKnowledge knowledge) {
    var out = new ArrayList<AnswerSelectionItem>(items.size());
    for (var item : items) {
      out.add(of(item, knowledge.of(item)));
    }
    return out;
  }

  /** One item as a group, with the given knowledge text (blank: none). */
  public static AnswerSelectionItem of(MultipleChoiceItem item, String knowledge) {
    boolean none = knowledge == null || knowledge.isBlank();
    var candidates = new ArrayList<Candidate>(item.choices().size());
    for (Choice c : item.choices()) {
      candidates.add(new Candidate(c.label(), none ? c.text() : item.stem() + SEP + c.text(), c.label().equals(item.answer()) ? 1 : 0));
    }
    return AnswerSelectionItem.of(item.id(), none ? item.stem() : knowledge, candidates);
  }
}
