package org.qakit.dedup;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The controlled rewrites that turn an item into a near-duplicate of itself (positive training
 * pairs for the matcher). Each is deterministic given the texts and a seed ({@code new
 * Random(seed)}), so a labelled-pairs file stores only the item id, the rewrite's id and the seed:
 *
 * <ul>
 *   <li>{@code copy}: the texts unchanged (an exact duplicate under another id);
 *   <li>{@code shuffle-options}: the options in a seeded Fisher–Yates order that differs from the
 *       original order (applies when the item has two options that differ);
 *   <li>{@code substitute-numbers}: every maximal run of ASCII digits, in every field, replaced by
 *       a random number with as many digits (no leading zero unless the run is one digit), the
 *       same run text always by the same number (applies when a field has a digit);
 *   <li>{@code substitute-place}: the first {@link Places} name found (scenario, then questions,
 *       then options; the earliest then longest match in a field) replaced everywhere by another
 *       name of the same list, chosen by the seed (applies when a field names a place);
 *   <li>{@code edit-words}: in every field, each unit (a Han character, or a maximal run of other
 *       non-space characters) deleted with probability {@value #EDIT_RATE}, runs of spaces left
 *       by a deletion made one (applies when the texts hold at least 5 units; a field keeps at
 *       least its first unit): the light edits a copied question gets.
 * </ul>
 */
public enum Rewrite {
  COPY("copy"),
  SHUFFLE_OPTIONS("shuffle-options"),
  SUBSTITUTE_NUMBERS("substitute-numbers"),
  SUBSTITUTE_PLACE("substitute-place"),
  EDIT_WORDS("edit-words");

  /** The deletion probability of {@code edit-words}. */
  public static final double EDIT_RATE = 0.1;

  private static final Pattern UNIT = Pattern.compile("\\p{IsHan}|[^\\s\\p{IsHan}]+");
  private static final Pattern DIGITS = Pattern.compile("[0-9]+");

  private final String id;

  Rewrite(String id) {
    this.id = id;
  }

  public String id() {
    return id;
  }

  /** The rewrite with this id. */
  public static Rewrite of(String id) {
    for (Rewrite r : values()) {
      if (r.id.equals(id)) {
        return r;
      }
    }
    throw new IllegalArgumentException("unknown rewrite '" + id + "'; expected copy, shuffle-options, substitute-numbers, substitute-place or edit-words");
  }

  /** Whether this rewrite changes {@code t} (copy always applies). */
  public boolean appliesTo(DedupTexts t) {
    return switch (this) {
      case COPY -> true;
      case SHUFFLE_OPTIONS -> t.options().stream().distinct().count() >= 2;
      case SUBSTITUTE_NUMBERS -> fields(t).stream().anyMatch(f -> DIGITS.matcher(f).find());
      case SUBSTITUTE_PLACE -> firstPlace(t) != null;
      case EDIT_WORDS -> fields(t).stream().mapToLong(f -> UNIT.matcher(f).results().count()).sum() >= 5;
    };
  }

  /**
   * The rewritten texts, with id {@code <id>~<rewrite>~<seed>}.
   *
   * @throws IllegalArgumentException when the rewrite does not apply to {@code t}
   */
  public DedupTexts apply(DedupTexts t, long seed) {
    if (!appliesTo(t)) {
      throw new IllegalArgumentException("item '" + t.id() + "': rewrite " + id + " does not apply");
    }
    Random r = new Random(seed);
    String newId = t.id() + "~" + id + "~" + seed;
    return switch (this) {
      case COPY -> new DedupTexts(newId, t.scenario(), t.questions(), t.options());
      case SHUFFLE_OPTIONS -> new DedupTexts(newId, t.scenario(), t.questions(), shuffled(t.options(), r));
      case SUBSTITUTE_NUMBERS -> {
        var map = new java.util.HashMap<String, String>();
        yield map(t, newId, s -> replaceNumbers(s, map, r));
      }
      case SUBSTITUTE_PLACE -> {
        String place = firstPlace(t);
        List<String> list = Places.listOf(place);
        String other;
        do {
          other = list.get(r.nextInt(list.size()));
        } while (other.equals(place));
        String to = other;
        yield map(t, newId, s -> s.replace(place, to));
      }
      case EDIT_WORDS -> map(t, newId, s -> deleteUnits(s, r));
    };
  }

  private static List<String> shuffled(List<String> options, Random r) {
    var copy = new ArrayList<>(options);
    do {
      for (int i = copy.size() - 1; i > 0; i--) {
        int j = r.nextInt(i + 1);
        String x = copy.get(i);
        copy.set(i, copy.get(j));
        copy.set(j, x);
      }
    } while (copy.equals(options));
    return copy;
  }

  private static String replaceNumbers(String s, java.util.Map<String, String> map, Random r) {
    Matcher m = DIGITS.matcher(s);
    var sb = new StringBuilder();
    while (m.find()) {
      String run = m.group();
      String to = map.computeIfAbsent(run, k -> randomNumber(k.length(), r));
      m.appendReplacement(sb, to);
    }
    m.appendTail(sb);
    return sb.toString();
  }

  private static String deleteUnits(String s, Random r) {
    Matcher m = UNIT.matcher(s);
    var sb = new StringBuilder();
    boolean first = true;
    while (m.find()) {
      boolean drop = r.nextDouble() < EDIT_RATE && !first;
      first = false;
      m.appendReplacement(sb, drop ? "" : Matcher.quoteReplacement(m.group()));
    }
    m.appendTail(sb);
    return sb.toString().replaceAll(" {2,}", " ");
  }

  private static String randomNumber(int digits, Random r) {
    var sb = new StringBuilder();
    for (int i = 0; i < digits; i++) {
      sb.append(i == 0 && digits > 1 ? 1 + r.nextInt(9) : r.nextInt(10));
    }
    return sb.toString();
  }

  private static DedupTexts map(DedupTexts t, String id, UnaryOperator<String> f) {
    return new DedupTexts(id, f.apply(t.scenario()), t.questions().stream().map(f).toList(), t.options().stream().map(f).toList());
  }

  private static List<String> fields(DedupTexts t) {
    var all = new ArrayList<String>();
    all.add(t.scenario());
    all.addAll(t.questions());
    all.addAll(t.options());
    return all;
  }

  private static String firstPlace(DedupTexts t) {
    for (String f : fields(t)) {
      String p = Places.first(f);
      if (p != null) {
        return p;
      }
    }
    return null;
  }
}
