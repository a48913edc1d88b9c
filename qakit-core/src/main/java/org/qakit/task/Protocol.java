package org.qakit.task;

import java.util.List;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.model.Item;

/**
 * Which of a split's items a task scores. A protocol only selects items: it never changes an item,
 * and it is not a tolerance of bad records (a malformed record is an error under every protocol).
 */
public sealed interface Protocol permits Protocol.AllItems, Protocol.WithPositive {
  /** A short stable name, e.g. {@code with-positive}. */
  String id();

  /** What counts, in a sentence. */
  String description();

  /** The items that count, in their order. */
  List<Item> select(List<Item> items);

  /** Every item counts (NLPCC 2016: a question without a correct sentence scores 0). */
  record AllItems() implements Protocol {
    @Override
    public String id() {
      return "all";
    }

    @Override
    public String description() {
      return "every item counts";
    }

    @Override
    public List<Item> select(List<Item> items) {
      return List.copyOf(items);
    }
  }

  /**
   * Only answer-selection questions with at least one candidate labelled correct count (WikiQA,
   * Yang et al. 2015, §5: MAP and MRR over the questions with a correct answer sentence); every
   * other item kind counts as it is.
   */
  record WithPositive() implements Protocol {
    @Override
    public String id() {
      return "with-positive";
    }

    @Override
    public String description() {
      return "only questions with at least one correct candidate count";
    }

    @Override
    public List<Item> select(List<Item> items) {
      return items.stream().filter(WithPositive::counts).toList();
    }

    private static boolean counts(Item item) {
      return !(item instanceof AnswerSelectionItem a) || a.candidates().stream().map(Candidate::label).anyMatch(l -> l > 0);
    }
  }
}
