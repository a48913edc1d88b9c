package org.qakit.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.qakit.eval.GroupCrossValidation;

/**
 * The text of a {@link GroupCrossValidation} result: the cross-validated figure with its 95% interval
 * first, then one row per fold, all items pooled, and the pooled outcomes per value of each
 * {@code --by} field (e.g. flipped against not flipped).
 */
public final class CrossValidationText {
  private CrossValidationText() {}

  /** @param title what was cross-validated, e.g. "qualitative-gold, encoder bge-small-en-v15-q" */
  public static String render(String title, GroupCrossValidation.Result r) {
    var out = new StringBuilder();
    out.append(String.format(Locale.ROOT, "cross-validated accuracy (%d folds by group, seed %d): %.4f [%.4f, %.4f] (95%%, t over folds)  %s%n",
        r.k(), r.seed(), r.mean(), r.low(), r.high(), title));
    out.append(String.format(Locale.ROOT, "coverage %.4f, precision where answered %.4f%n%n", r.pooled().coverage(), r.pooled().precision()));
    var folds = new TextTable(List.of("fold", "groups", "items", "right", "wrong", "abstain", "accuracy", "coverage", "precision"));
    for (GroupCrossValidation.Fold f : r.folds()) {
      folds.row(row(String.valueOf(f.number()), String.valueOf(f.groups()), f.tally()));
    }
    folds.row(row("all", String.valueOf(r.folds().stream().mapToInt(GroupCrossValidation.Fold::groups).sum()), r.pooled()));
    out.append(folds.render());
    for (Map.Entry<String, Map<String, GroupCrossValidation.Tally>> field : r.by().entrySet()) {
      out.append('\n');
      var t = new TextTable(List.of(field.getKey(), "items", "right", "wrong", "abstain", "accuracy", "coverage", "precision"));
      field.getValue().forEach((value, tally) -> {
        List<String> cells = new ArrayList<>(row("", "", tally).subList(1, 9));
        cells.set(0, value);
        t.row(cells);
      });
      out.append(t.render());
    }
    return out.toString();
  }

  private static List<String> row(String name, String groups, GroupCrossValidation.Tally t) {
    return List.of(name, groups, String.valueOf(t.items()), String.valueOf(t.right()), String.valueOf(t.wrong()),
        String.valueOf(t.abstained()), fmt(t.accuracy()), fmt(t.coverage()), fmt(t.precision()));
  }

  private static String fmt(double x) {
    return Double.isNaN(x) ? "-" : String.format(Locale.ROOT, "%.4f", x);
  }
}
