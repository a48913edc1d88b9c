package org.qakit.check.choice;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;
import org.qakit.check.ChangeLog;
import org.qakit.check.Findings;
import org.qakit.check.ItemCheck;
import org.qakit.check.ItemFixer;
import org.qakit.check.Severity;
import org.qakit.model.Choice;
import org.qakit.model.Evidence;
import org.qakit.model.Item;
import org.qakit.model.ItemKind;
import org.qakit.model.MultipleChoiceItem;

/**
 * Choice labels and the gold label are written in half width: a label that NFKC changes ({@code Ａ}
 * U+FF21 for {@code A}) breaks label matching in solvers and submissions. Fix: every label, the
 * gold label and the evidence's option labels through NFKC, unless two labels would then collide
 * (left as they are). GeoTSQA's reader already applies NFKC to answers and notes each change, so
 * its full-width answers show up under {@code reader-notes}, not here.
 */
public final class LabelWidth implements ItemCheck, ItemFixer {
  @Override
  public String id() {
    return "mc-label-width";
  }

  @Override
  public String description() {
    return "choice labels and the gold label are half width (NFKC leaves them unchanged, e.g. 'A' not U+FF21 'Ａ'); "
        + "--fix applies NFKC to them";
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
    for (Choice c : m.choices()) {
      if (!nfkc(c.label()).equals(c.label())) {
        out.item(item, "choice label '" + c.label() + "' (" + codePoints(c.label()) + ") is not half width; NFKC gives '" + nfkc(c.label()) + "'"
            + (c.label().equals(m.answer()) ? " (the gold label)" : ""));
      }
    }
  }

  @Override
  public Item fix(Item item, ChangeLog log) {
    if (!(item instanceof MultipleChoiceItem m) || m.labels().stream().allMatch(l -> nfkc(l).equals(l))) {
      return item;
    }
    var seen = new HashSet<String>();
    var choices = new ArrayList<Choice>();
    for (Choice c : m.choices()) {
      if (!seen.add(nfkc(c.label()))) {
        return item;
      }
      choices.add(new Choice(nfkc(c.label()), c.text()));
    }
    List<Evidence> knowledge = m.knowledge().stream()
        .map(e -> e.choiceLabel() == null ? e : new Evidence(e.id(), e.text(), nfkc(e.choiceLabel()))).toList();
    for (Choice c : m.choices()) {
      if (!nfkc(c.label()).equals(c.label())) {
        log.field(m.id(), m.id(), "choices[" + c.label() + "].label", c.label(), nfkc(c.label()), "label through NFKC");
      }
    }
    return new MultipleChoiceItem(m.id(), m.stem(), choices, nfkc(m.answer()), m.scenario(), knowledge, m.types(), m.group(), m.annotations());
  }

  private static String nfkc(String s) {
    return Normalizer.normalize(s, Normalizer.Form.NFKC);
  }

  static String codePoints(String s) {
    return s.codePoints().mapToObj(c -> String.format(Locale.ROOT, "U+%04X", c)).collect(Collectors.joining(" "));
  }
}
