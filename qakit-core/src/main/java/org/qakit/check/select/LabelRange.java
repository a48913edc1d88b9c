package org.qakit.check.select;

import java.util.EnumSet;
import java.util.Set;
import org.qakit.check.Findings;
import org.qakit.check.ItemCheck;
import org.qakit.check.Severity;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.model.Item;
import org.qakit.model.ItemKind;

/**
 * Every candidate of a labelled question is labelled 0 or 1. The item model admits only 0, 1 and
 * {@link Candidate#UNLABELLED}: a label such as 2 or "yes" is rejected by the reader and reported
 * by {@code record-readable}. What can reach an item is a question that mixes labelled and
 * unlabelled candidates; an item with no label at all (a test file) is fine.
 */
public final class LabelRange implements ItemCheck {
  @Override
  public String id() {
    return "as-label-range";
  }

  @Override
  public String description() {
    return "labels are in {0, 1}: a question mixing labelled and unlabelled candidates is an error (other labels are "
        + "rejected by the reader: see record-readable)";
  }

  @Override
  public Severity severity() {
    return Severity.ERROR;
  }

  @Override
  public Set<ItemKind> kinds() {
    return EnumSet.of(ItemKind.ANSWER_SELECTION);
  }

  @Override
  public void check(Item item, Findings out) {
    var a = (AnswerSelectionItem) item;
    long unlabelled = a.candidates().stream().filter(c -> !c.labelled()).count();
    if (unlabelled > 0 && unlabelled < a.candidates().size()) {
      out.item(item, unlabelled + " of its " + a.candidates().size() + " candidates have no label while the others have 0 or 1");
    }
  }
}
