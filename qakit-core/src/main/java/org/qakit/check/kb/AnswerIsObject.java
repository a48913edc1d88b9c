package org.qakit.check.kb;

import java.util.EnumSet;
import java.util.Set;
import org.qakit.check.Findings;
import org.qakit.check.ItemCheck;
import org.qakit.check.Severity;
import org.qakit.model.Item;
import org.qakit.model.ItemKind;
import org.qakit.model.KbQuestionItem;

/**
 * The gold answer is the gold triple's object, exactly as written (NLPCC 2016 KBQA: the answer
 * line repeats the object). Items without a triple are not looked at.
 */
public final class AnswerIsObject implements ItemCheck {
  @Override
  public String id() {
    return "kb-answer-is-object";
  }

  @Override
  public String description() {
    return "the gold triple's object is among the gold answers, exactly as written (items without a triple are skipped)";
  }

  @Override
  public Severity severity() {
    return Severity.ERROR;
  }

  @Override
  public Set<ItemKind> kinds() {
    return EnumSet.of(ItemKind.KB_QUESTION);
  }

  @Override
  public void check(Item item, Findings out) {
    var k = (KbQuestionItem) item;
    if (k.triple() != null && !k.answers().contains(k.triple().object())) {
      out.item(item, "the answer " + k.answers() + " is not the gold triple's object '" + k.triple().object() + "'");
    }
  }
}
