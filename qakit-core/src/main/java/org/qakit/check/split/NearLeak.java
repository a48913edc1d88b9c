package org.qakit.check.split;

import java.util.List;
import java.util.Locale;
import org.qakit.check.Findings;
import org.qakit.check.Severity;
import org.qakit.check.SplitCheck;
import org.qakit.check.TextKeys;
import org.qakit.model.Item;

/**
 * No question of the checked split is a near-duplicate of one in the other split: word-bigram
 * shingle Jaccard ≥ {@value #THRESHOLD} ({@link ShingleJaccard}) without being the same question
 * ({@code leak-exact}'s). Each item is reported once, naming its most similar match and how many
 * there are. A cheap lexical test: a rewording with other words is missed, and two template
 * questions that differ in one entity may be caught; {@code qakit dedup} is the learned matcher.
 * The threshold was set before looking at any data and is not tuned.
 */
public final class NearLeak implements SplitCheck {
  static final double THRESHOLD = 0.8;

  @Override
  public String id() {
    return "leak-near";
  }

  @Override
  public String description() {
    return "no question is a near-duplicate of one in the other split (--against): Jaccard of word-bigram shingles "
        + "(NFKC, lower case, Han characters as words) >= 0.8, exact duplicates excluded";
  }

  @Override
  public Severity severity() {
    return Severity.WARNING;
  }

  @Override
  public void check(List<Item> items, List<Item> other, Findings out) {
    var index = new ShingleJaccard(other, THRESHOLD);
    for (Item item : items) {
      if (TextKeys.words(item.question()).isEmpty()) {
        continue;
      }
      String key = TextKeys.questionKey(item);
      List<ShingleJaccard.Match> near = index.matches(item).stream()
          .filter(m -> m.item().kind() == item.kind() && !TextKeys.questionKey(m.item()).equals(key))
          .toList();
      if (near.isEmpty()) {
        continue;
      }
      ShingleJaccard.Match best = near.getFirst();
      String where = out.whereOther(best.item());
      out.item(item, String.format(Locale.ROOT, "near-duplicate of the other split's item '%s'%s (Jaccard %.2f)%s: '%s' / '%s'",
          best.item().id(), where.isEmpty() ? "" : " (" + where + ")", best.jaccard(),
          near.size() > 1 ? " and " + (near.size() - 1) + " more" : "",
          ExactLeak.excerpt(item.question()), ExactLeak.excerpt(best.item().question())));
    }
  }
}
