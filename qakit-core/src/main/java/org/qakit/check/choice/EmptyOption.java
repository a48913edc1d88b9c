package org.qakit.check.choice;

import java.util.EnumSet;
import java.util.Set;
import org.qakit.check.Findings;
import org.qakit.check.ItemCheck;
import org.qakit.check.Severity;
import org.qakit.model.Choice;
import org.qakit.model.Item;
import org.qakit.model.ItemKind;
import org.qakit.model.MultipleChoiceItem;

/** No option is empty or white space only (the item model allows an empty option text). */
public final class EmptyOption implements ItemCheck {
  @Override
  public String id() {
    return "mc-empty-option";
  }

  @Override
  public String description() {
    return "no option is empty or white space only";
  }

  @Override
  public Severity severity() {
    return Severity.ERROR;
  }

  @Override
  public Set<ItemKind> kinds() {
    return EnumSet.of(ItemKind.MULTIPLE_CHOICE);
  }

  @Override
  public void check(Item item, Findings out) {
    var m = (MultipleChoiceItem) item;
    for (Choice c : m.choices()) {
      if (c.text().isBlank()) {
        out.item(item, "option " + c.label() + " is empty" + (c.label().equals(m.answer()) ? " (it is the gold option)" : ""));
      }
    }
  }
}
