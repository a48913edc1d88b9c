package org.qakit.check.select;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.qakit.check.ChangeLog;
import org.qakit.check.Findings;
import org.qakit.check.ItemCheck;
import org.qakit.check.ItemFixer;
import org.qakit.check.Severity;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.model.Item;
import org.qakit.model.ItemKind;

/**
 * No candidate text occurs twice with the same label in one question: a duplicate counts twice in
 * MAP and can tie with itself. (The same text with labels 0 and 1 is {@code as-conflicting-labels}.)
 * One finding per question, with the number of repeats. Fix: keep the first of each such group,
 * drop the later ones.
 */
public final class DuplicateCandidates implements ItemCheck, ItemFixer {
  @Override
  public String id() {
    return "as-duplicate-candidates";
  }

  @Override
  public String description() {
    return "no candidate text occurs twice with the same label in one question (exact text); --fix keeps the first";
  }

  @Override
  public Severity severity() {
    return Severity.WARNING;
  }

  @Override
  public Set<ItemKind> kinds() {
    return EnumSet.of(ItemKind.ANSWER_SELECTION);
  }

  @Override
  public void check(Item item, Findings out) {
    var a = (AnswerSelectionItem) item;
    Map<String, Integer> first = new HashMap<>();
    int repeats = 0;
    String example = null;
    for (int i = 0; i < a.candidates().size(); i++) {
      Candidate c = a.candidates().get(i);
      Integer earlier = first.putIfAbsent(c.label() + "\t" + c.text(), i);
      if (earlier != null) {
        repeats++;
        if (example == null) {
          example = "candidate " + (i + 1) + " repeats candidate " + (earlier + 1) + " (label " + c.label() + "): " + quote(c.text());
        }
      }
    }
    if (repeats > 0) {
      out.item(item, repeats + " of its " + a.candidates().size() + " candidates repeat an earlier one with the same label; the first: " + example);
    }
  }

  @Override
  public Item fix(Item item, ChangeLog log) {
    if (!(item instanceof AnswerSelectionItem a)) {
      return item;
    }
    var seen = new HashSet<String>();
    List<Candidate> kept = new ArrayList<>();
    for (int i = 0; i < a.candidates().size(); i++) {
      Candidate c = a.candidates().get(i);
      if (seen.add(c.label() + "\t" + c.text())) {
        kept.add(c);
      } else {
        log.record(a.id(), null, "dropped candidate " + (i + 1) + " (label " + c.label() + "), a repeat: " + quote(c.text()));
      }
    }
    return kept.size() == a.candidates().size() ? item
        : new AnswerSelectionItem(a.id(), a.question(), kept, a.document(), a.types(), a.group());
  }

  static String quote(String text) {
    return "'" + (text.length() <= 60 ? text : text.substring(0, 57) + "...") + "'";
  }
}
