package org.qakit.check.choice;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.qakit.check.Findings;
import org.qakit.check.ItemCheck;
import org.qakit.check.Severity;
import org.qakit.model.Choice;
import org.qakit.model.Item;
import org.qakit.model.ItemKind;
import org.qakit.model.MultipleChoiceItem;

/**
 * No two distractors have exactly the same text. Pairs with the gold option are {@code
 * mc-one-gold}'s; empty options are {@code mc-empty-option}'s; texts that differ only in spacing or
 * width are {@code mc-option-variants}'.
 */
public final class DuplicateOptions implements ItemCheck {
  @Override
  public String id() {
    return "mc-duplicate-options";
  }

  @Override
  public String description() {
    return "no two distractors (options other than the gold one) have exactly the same non-empty text";
  }

  @Override
  public Severity severity() {
    return Severity.WARNING;
  }

  @Override
  public Set<ItemKind> kinds() {
    return EnumSet.of(ItemKind.MULTIPLE_CHOICE);
  }

  @Override
  public void check(Item item, Findings out) {
    var m = (MultipleChoiceItem) item;
    List<Choice> distractors = m.choices().stream().filter(c -> !c.label().equals(m.answer()) && !c.text().isBlank()).toList();
    for (int i = 0; i < distractors.size(); i++) {
      for (int j = i + 1; j < distractors.size(); j++) {
        Choice a = distractors.get(i);
        Choice b = distractors.get(j);
        if (a.text().equals(b.text())) {
          out.item(item, "options " + a.label() + " and " + b.label() + " are both " + Options.quote(a.text()));
        }
      }
    }
  }
}
