package org.qakit.check.dataset;

import java.util.EnumSet;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import org.qakit.check.DatasetCheck;
import org.qakit.check.Findings;
import org.qakit.check.Severity;
import org.qakit.check.TextKeys;
import org.qakit.dataset.Dataset;
import org.qakit.model.Item;
import org.qakit.model.ItemKind;

/**
 * Items that ask the same question twice within one dataset: equal {@link TextKeys#questionKey}
 * (the words of the question; for multiple choice also of the scenario and the sorted options). Each later
 * item is reported once, naming the first. A question without a word (NLPCC KBQA's {@code ？？？…}
 * questions, whose text was lost: see {@code text-mojibake}) is no question to compare and is
 * passed over. Near-duplicates are {@code qakit dedup}'s job.
 */
public final class DuplicateQuestions implements DatasetCheck {
  @Override
  public String id() {
    return "duplicate-questions";
  }

  @Override
  public String description() {
    return "no question occurs twice: items with the same words in the question (NFKC, lower case, punctuation and white space "
        + "ignored; multiple choice: also the same scenario text and set of options) are reported, each later one naming the first";
  }

  @Override
  public Severity severity() {
    return Severity.WARNING;
  }

  @Override
  public Set<ItemKind> kinds() {
    return EnumSet.allOf(ItemKind.class);
  }

  @Override
  public void check(Dataset dataset, Findings out) {
    Map<String, Item> first = new HashMap<>();
    for (Item item : dataset.items()) {
      if (TextKeys.words(item.question()).isEmpty()) {
        continue;
      }
      Item earlier = first.putIfAbsent(item.kind().id() + '\u0002' + TextKeys.questionKey(item), item);
      if (earlier != null) {
        out.item(item, "asks the same question as item '" + earlier.id() + "': '" + excerpt(item.question()) + "'");
      }
    }
  }

  static String excerpt(String text) {
    String s = text.strip();
    return s.length() <= 60 ? s : s.substring(0, 57) + "...";
  }
}
