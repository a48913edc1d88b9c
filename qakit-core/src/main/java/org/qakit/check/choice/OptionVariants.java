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
 * No two distractors differ only in spacing or full/half width: texts that are not identical but are
 * equal after NFKC and removing all white space ({@code "CO2"} against {@code "ＣＯ２"}, {@code "a
 * b"} against {@code "a  b"}). Such options offer the same answer twice. Case counts: {@code Ww}
 * and {@code WW} are different genotypes.
 */
public final class OptionVariants implements ItemCheck {
  @Override
  public String id() {
    return "mc-option-variants";
  }

  @Override
  public String description() {
    return "no two distractors differ only in spacing or full/half width (equal after NFKC and removing white space, "
        + "but not identical; case counts)";
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
        if (!a.text().equals(b.text()) && Options.loose(a.text()).equals(Options.loose(b.text()))) {
          out.item(item, "options " + a.label() + " " + Options.quote(a.text()) + " and " + b.label() + " "
              + Options.quote(b.text()) + " differ only in spacing or width");
        }
      }
    }
  }
}
