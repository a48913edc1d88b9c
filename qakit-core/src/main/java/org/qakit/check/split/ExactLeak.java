package org.qakit.check.split;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.qakit.check.Findings;
import org.qakit.check.Severity;
import org.qakit.check.SplitCheck;
import org.qakit.check.TextKeys;
import org.qakit.model.Item;

/**
 * No question of the checked split is also in the other split: equal {@link TextKeys#questionKey}
 * (the words of the question; for multiple choice also of the scenario and the sorted options). A model
 * trained on one split has then seen the other's answer. Questions without a word are passed over.
 */
public final class ExactLeak implements SplitCheck {
  @Override
  public String id() {
    return "leak-exact";
  }

  @Override
  public String description() {
    return "no question is in both splits (--against): the same words in the question (NFKC, lower case, punctuation and white "
        + "space ignored; multiple choice: also the same scenario text and set of options)";
  }

  @Override
  public Severity severity() {
    return Severity.ERROR;
  }

  @Override
  public void check(List<Item> items, List<Item> other, Findings out) {
    Map<String, Item> byKey = new HashMap<>();
    for (Item o : other) {
      if (TextKeys.words(o.question()).isEmpty()) {
        continue;
      }
      byKey.putIfAbsent(o.kind().id() + '\u0002' + TextKeys.questionKey(o), o);
    }
    for (Item item : items) {
      Item match = byKey.get(item.kind().id() + '\u0002' + TextKeys.questionKey(item));
      if (match != null) {
        String where = out.whereOther(match);
        out.item(item, "the other split's item '" + match.id() + "'" + (where.isEmpty() ? "" : " (" + where + ")")
            + " asks the same question: '" + excerpt(item.question()) + "'");
      }
    }
  }

  static String excerpt(String text) {
    String s = text.strip();
    return s.length() <= 60 ? s : s.substring(0, 57) + "...";
  }
}
