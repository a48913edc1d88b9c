package org.qakit.check.select;

import java.util.EnumSet;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import org.qakit.check.Findings;
import org.qakit.check.ItemCheck;
import org.qakit.check.Severity;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.model.Item;
import org.qakit.model.ItemKind;

/** No candidate text is labelled both 1 and 0 in one question: one of the labels is wrong. */
public final class ConflictingLabels implements ItemCheck {
  @Override
  public String id() {
    return "as-conflicting-labels";
  }

  @Override
  public String description() {
    return "no candidate text of a question is labelled 1 in one place and 0 in another (exact text)";
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
    Map<String, Integer> firstByText = new HashMap<>();
    for (int i = 0; i < a.candidates().size(); i++) {
      Candidate c = a.candidates().get(i);
      if (!c.labelled()) {
        continue;
      }
      Integer earlier = firstByText.putIfAbsent(c.text(), i);
      if (earlier != null && a.candidates().get(earlier).label() != c.label()) {
        out.item(item, "candidate " + (i + 1) + " (label " + c.label() + ") has the text of candidate " + (earlier + 1)
            + " (label " + a.candidates().get(earlier).label() + "): " + DuplicateCandidates.quote(c.text()));
      }
    }
  }
}
