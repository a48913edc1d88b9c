package org.qakit.check.choice;

import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;
import org.qakit.check.DatasetCheck;
import org.qakit.check.Findings;
import org.qakit.check.Severity;
import org.qakit.check.TextKeys;
import org.qakit.dataset.Dataset;
import org.qakit.model.Choice;
import org.qakit.model.Item;
import org.qakit.model.ItemKind;
import org.qakit.model.MultipleChoiceItem;

/**
 * How often the gold option is the longest, against chance: an artefact a solver can exploit
 * ("pick the longest answer").
 *
 * <p>Length is the number of code points after NFKC with white space removed. Over the multiple
 * choice items whose longest option is unique (ties tell nothing), let X be the number where it is
 * the gold option, and p_i = 1/k_i the chance of that for an item of k_i options. The finding gives
 * the rate X/N beside the chance rate E/N with E = Σ p_i, the mean gold and distractor lengths, and
 * z = (X − E) / sqrt(Σ p_i (1 − p_i)) (normal approximation to the Poisson-binomial). It is a
 * WARNING when z ≥ 3 (the gold option is longest far more often than chance), otherwise INFO.
 * One finding per dataset; none without such items.
 */
public final class GoldLongest implements DatasetCheck {
  static final double Z_WARNING = 3.0;

  @Override
  public String id() {
    return "mc-gold-longest";
  }

  @Override
  public String description() {
    return "rate at which the gold option is the unique longest (NFKC code points, white space removed) against chance 1/k, "
        + "one finding per dataset; warning when z = (X - E) / sqrt(sum p(1 - p)) >= 3";
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
  public void check(Dataset dataset, Findings out) {
    int n = 0;
    int longest = 0;
    double expected = 0;
    double variance = 0;
    long goldLength = 0;
    long distractorLength = 0;
    int distractors = 0;
    int items = 0;
    for (Item item : dataset.items()) {
      if (!(item instanceof MultipleChoiceItem m)) {
        continue;
      }
      items++;
      int max = -1;
      int atMax = 0;
      for (Choice c : m.choices()) {
        int length = length(c.text());
        if (c.label().equals(m.answer())) {
          goldLength += length;
        } else {
          distractorLength += length;
          distractors++;
        }
        if (length > max) {
          max = length;
          atMax = 1;
        } else if (length == max) {
          atMax++;
        }
      }
      if (atMax != 1) {
        continue;
      }
      double p = 1.0 / m.choices().size();
      n++;
      expected += p;
      variance += p * (1 - p);
      if (length(m.gold().text()) == max) {
        longest++;
      }
    }
    if (n == 0) {
      return;
    }
    double z = variance == 0 ? 0 : (longest - expected) / Math.sqrt(variance);
    out.dataset(z >= Z_WARNING ? Severity.WARNING : Severity.INFO, String.format(Locale.ROOT,
        "the gold option is the longest in %d of %d items with a unique longest option (%.1f%%; chance %.1f%%, z = %.1f); "
            + "mean length gold %.1f, distractors %.1f (over all %d multiple-choice items)",
        longest, n, 100.0 * longest / n, 100.0 * expected / n, z,
        (double) goldLength / items, distractors == 0 ? 0.0 : (double) distractorLength / distractors, items));
  }

  static int length(String text) {
    String s = TextKeys.spaceless(text);
    return s.codePointCount(0, s.length());
  }
}
