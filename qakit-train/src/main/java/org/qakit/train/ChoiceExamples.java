package org.qakit.train;

import java.util.ArrayList;
import java.util.List;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.model.Choice;
import org.qakit.model.MultipleChoiceItem;

/**
 * Multiple-choice items as the groups the pair trainer and scorer read: one group per item, one
 * pair per option. The gold option is the one positive, so the listwise loss is the softmax
 * cross-entropy over the options. Two layouts, after {@link ChoiceKnowledge}'s:
 *
 * <ul>
 *   <li>per item: {@code (knowledge, question [SEP] option)}, which the tokenizer writes {@code
 *       [CLS] knowledge [SEP] question [SEP] option [SEP]}. Knowledge is the first segment, so the
 *       tokenizer's longest-first truncation cuts a long knowledge text rather than the question or
 *       option. An item without knowledge reads {@code [CLS] question [SEP] option [SEP]}.
 *   <li>per option: {@code (context question, option [SEP] passages)}, written {@code [CLS] context
 *       question [SEP] option [SEP] passages [SEP]}: the option's own passages come last, so
 *       truncation cuts their tail first.
 * </ul>
 */
public final class ChoiceExamples {
  /** The separator between the parts of a segment; the tokenizer reads it as its special token. */
  static final String SEP = " [SEP] ";

  private ChoiceExamples() {}

  /** Every item as a group, its knowledge from {@code knowledge}. */
  public static List<AnswerSelectionItem> of(List<MultipleChoiceItem> items, ChoiceKnowledge knowledge) {
    var out = new ArrayList<AnswerSelectionItem>(items.size());
    for (var item : items) {
      out.add(of(item, knowledge));
    }
    return out;
  }

  /** One item as a group, in {@code knowledge}'s layout. */
  public static AnswerSelectionItem of(MultipleChoiceItem item, ChoiceKnowledge knowledge) {
    return knowledge.perOption() == 0 ? of(item, knowledge.of(item)) : of(item, knowledge.of(item), knowledge.optionTexts(item));
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

  /**
   * One item as a group in the per-option layout.
   *
   * @param context the text every option shares (the scenario; blank: none)
   * @param optionTexts each option's passages, in option order (blank: none)
   */
  public static AnswerSelectionItem of(MultipleChoiceItem item, String context, List<String> optionTexts) {
    if (optionTexts.size() != item.choices().size()) {
      throw new IllegalArgumentException("item " + item.id() + ": " + optionTexts.size() + " option texts for " + item.choices().size()
          + " options");
    }
    var candidates = new ArrayList<Candidate>(item.choices().size());
    for (int i = 0; i < item.choices().size(); i++) {
      Choice c = item.choices().get(i);
      String passages = optionTexts.get(i);
      String text = passages == null || passages.isBlank() ? c.text() : c.text() + SEP + passages;
      candidates.add(new Candidate(c.label(), text, c.label().equals(item.answer()) ? 1 : 0));
    }
    String question = context == null || context.isBlank() ? item.stem() : context + " " + item.stem();
    return AnswerSelectionItem.of(item.id(), question, candidates);
  }
}
