package org.qakit.check.kb;

import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import org.qakit.check.Findings;
import org.qakit.check.ItemCheck;
import org.qakit.check.Severity;
import org.qakit.check.TextKeys;
import org.qakit.model.Item;
import org.qakit.model.ItemKind;
import org.qakit.model.KbQuestionItem;

/**
 * The gold triple's subject occurs in the question, after normalisation: both through NFKC, white
 * space removed, lower-cased; a subject that does not occur is tried again without a trailing
 * bracketed qualifier ({@code 李娜（网球运动员）} → {@code 李娜}, brackets after NFKC are ASCII).
 * An empty subject is reported too. A question that does not name its subject cannot be linked
 * by string matching: either the question is elliptical or the triple is the wrong one.
 */
public final class SubjectInQuestion implements ItemCheck {
  private static final Pattern QUALIFIER = Pattern.compile("\\([^()]*\\)$");

  @Override
  public String id() {
    return "kb-subject-in-question";
  }

  @Override
  public String description() {
    return "the gold triple's subject occurs in the question after NFKC, white-space removal and lower-casing "
        + "(also tried without a trailing bracketed qualifier); an empty subject is reported";
  }

  @Override
  public Severity severity() {
    return Severity.WARNING;
  }

  @Override
  public Set<ItemKind> kinds() {
    return EnumSet.of(ItemKind.KB_QUESTION);
  }

  @Override
  public void check(Item item, Findings out) {
    var k = (KbQuestionItem) item;
    if (k.triple() == null) {
      return;
    }
    String subject = key(k.triple().subject());
    if (subject.isEmpty()) {
      out.item(item, "the gold triple's subject is empty");
      return;
    }
    String question = key(k.question());
    if (question.contains(subject)) {
      return;
    }
    String bare = QUALIFIER.matcher(subject).replaceFirst("");
    if (!bare.isEmpty() && !bare.equals(subject) && question.contains(bare)) {
      return;
    }
    out.item(item, "the gold triple's subject '" + k.triple().subject() + "' does not occur in the question '" + k.question().strip() + "'");
  }

  static String key(String text) {
    return TextKeys.spaceless(text).toLowerCase(Locale.ROOT);
  }
}
