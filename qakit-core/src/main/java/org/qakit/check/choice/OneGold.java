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

/**
 * Exactly one option is correct: no other option says what the gold option says, up to spacing and
 * full/half width ({@link Options#loose}). The item model already holds exactly one gold
 * label that is one of the choices' labels (a record breaking that is rejected by its reader and
 * reported by {@code record-readable}); what remains is a second option with the gold text, e.g.
 * MCQL's answers that are also distractors.
 */
public final class OneGold implements ItemCheck {
  @Override
  public String id() {
    return "mc-one-gold";
  }

  @Override
  public String description() {
    return "exactly one correct option: no other option has the gold option's text up to spacing and width "
        + "(the gold label itself is always one of the labels: the reader rejects a record where it is not)";
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
    Choice gold = m.gold();
    if (gold.text().isBlank()) {
      return;
    }
    String key = Options.loose(gold.text());
    for (Choice c : m.choices()) {
      if (c != gold && Options.loose(c.text()).equals(key)) {
        out.item(item, "option " + c.label() + " " + Options.quote(c.text()) + " says what the gold option "
            + gold.label() + " " + Options.quote(gold.text()) + " says: two options are correct");
      }
    }
  }
}
