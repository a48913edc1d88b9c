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
 * Every labelled answer-selection question has a positive candidate. NLPCC's MRR scores such a
 * question 0 and counts it; WikiQA evaluations usually drop them. Items whose candidates are all
 * unlabelled (a test file) are not looked at.
 */
public final class NoPositive implements ItemCheck {
  @Override
  public String id() {
    return "as-no-positive";
  }

  @Override
  public String description() {
    return "every labelled answer-selection question has at least one candidate labelled 1 (unlabelled test items are skipped)";
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
    if (a.candidates().stream().anyMatch(Candidate::labelled) && a.positives() == 0) {
      out.item(item, "none of its " + a.candidates().size() + " candidates is labelled 1");
    }
  }
}
