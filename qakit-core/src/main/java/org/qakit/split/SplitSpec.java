package org.qakit.split;

import java.util.HashSet;
import java.util.List;
import java.util.regex.Pattern;

/**
 * What to split and how: the shares and names of the parts (or k equal folds), the fields to
 * stratify and group by (null for none), and the seed.
 *
 * @param ratios the parts' shares; for k-fold, k equal shares
 * @param names the parts' names, one per share; for k-fold {@code fold-1} … {@code fold-k}
 * @param kFold whether each part is a test fold whose training set is the other parts
 * @param stratifyBy the item field to stratify by (see {@link org.qakit.dataset.ItemField}), or null
 * @param groupBy the item field whose values must not cross parts, or null
 * @param seed the seed of the shuffles
 */
public record SplitSpec(Ratios ratios, List<String> names, boolean kFold, String stratifyBy, String groupBy, long seed) {
  /** The default seed. */
  public static final long DEFAULT_SEED = 42;

  private static final Pattern NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]{0,63}");

  public SplitSpec {
    if (ratios == null) {
      throw new IllegalArgumentException("expected ratios, found none");
    }
    names = List.copyOf(names);
    if (names.size() != ratios.size()) {
      throw new IllegalArgumentException("expected " + ratios.size() + " names for the ratios " + ratios + ", found " + names.size() + " (" + String.join(",", names) + ")");
    }
    var seen = new HashSet<String>();
    for (String n : names) {
      if (!NAME.matcher(n).matches()) {
        throw new IllegalArgumentException("expected split names of letters, digits, '.', '_' and '-' (up to 64, not starting with '.', '_' or '-'), found '" + n + "'");
      }
      if (!seen.add(n)) {
        throw new IllegalArgumentException("split name '" + n + "' is given twice");
      }
    }
    stratifyBy = blankToNull(stratifyBy);
    groupBy = blankToNull(groupBy);
  }

  /**
   * A split into parts with the given shares; {@code names} null gives the defaults {@code
   * train,test} for 2 parts and {@code train,dev,test} for 3 (other counts need names).
   */
  public static SplitSpec ratios(Ratios ratios, List<String> names, String stratifyBy, String groupBy, long seed) {
    return new SplitSpec(ratios, names != null ? names : defaultNames(ratios), false, stratifyBy, groupBy, seed);
  }

  /** k-fold cross-validation: k equal test folds {@code fold-1} … {@code fold-k}. */
  public static SplitSpec folds(int k, String stratifyBy, String groupBy, long seed) {
    Ratios equal = Ratios.equal(k);
    var names = new java.util.ArrayList<String>();
    for (int i = 1; i <= k; i++) {
      names.add("fold-" + i);
    }
    return new SplitSpec(equal, names, true, stratifyBy, groupBy, seed);
  }

  private static List<String> defaultNames(Ratios ratios) {
    return switch (ratios.size()) {
      case 2 -> List.of("train", "test");
      case 3 -> List.of("train", "dev", "test");
      default -> throw new IllegalArgumentException(
          "the ratios " + ratios + " have " + ratios.size() + " parts; name them (e.g. --names a,b,c,d): only 2 parts (train,test) and 3 (train,dev,test) have default names");
    };
  }

  private static String blankToNull(String s) {
    return s == null || s.isBlank() ? null : s;
  }
}
