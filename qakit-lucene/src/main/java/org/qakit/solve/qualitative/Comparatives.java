package org.qakit.solve.qualitative;

import java.util.Map;
import java.util.Set;

/**
 * The hand-written part of the comparative vocabulary: general English words, none taken from a
 * dataset. Everything else in the {@link ScaleLexicon} comes from WordNet ({@link WordNetScales}).
 *
 * <ul>
 *   <li>{@link #QUANTITY}: words that say "more" or "less" of whatever they modify or act on (more,
 *       fewer, increase, remove, double, plenty, none...), side +1 or -1 on {@link Scale#QUANTITY};
 *   <li>{@link #MORE_ENDS} and {@link #LESS_ENDS}: the ends of common scales that mean more or less
 *       of the scale's property (far: more distance; dim: less light). They orient WordNet's
 *       scales ({@link #orientation}); a scale none of whose head words is listed stays unoriented;
 *   <li>{@link #NEGATORS}, {@link #DEGREE} (intensifiers skipped between "more" and its word),
 *       {@link #PHRASES} (multiword cues WordNet lacks: "away from").
 * </ul>
 */
public final class Comparatives {
  private Comparatives() {}

  /** Words whose meaning is an amount going up (+1) or down (-1), applied to what they modify. */
  public static final Map<String, Integer> QUANTITY = Map.ofEntries(
      Map.entry("more", 1), Map.entry("most", 1), Map.entry("much", 1), Map.entry("many", 1), Map.entry("plenty", 1),
      Map.entry("lots", 1), Map.entry("lot", 1), Map.entry("extra", 1), Map.entry("additional", 1), Map.entry("increase", 1),
      Map.entry("add", 1), Map.entry("double", 1), Map.entry("triple", 1), Map.entry("gain", 1), Map.entry("raise", 1),
      Map.entry("rise", 1), Map.entry("grow", 1), Map.entry("boost", 1), Map.entry("huge", 1), Map.entry("numerous", 1),
      Map.entry("abundant", 1), Map.entry("heaps", 1), Map.entry("full", 1), Map.entry("thick", 1),
      Map.entry("less", -1), Map.entry("least", -1), Map.entry("fewer", -1), Map.entry("fewest", -1), Map.entry("few", -1),
      Map.entry("little", -1), Map.entry("decrease", -1), Map.entry("reduce", -1), Map.entry("remove", -1), Map.entry("halve", -1),
      Map.entry("cut", -1), Map.entry("lose", -1), Map.entry("drop", -1), Map.entry("fall", -1), Map.entry("lower", -1),
      Map.entry("lessen", -1), Map.entry("shrink", -1), Map.entry("none", -1), Map.entry("no", -1), Map.entry("stop", -1),
      Map.entry("eliminate", -1), Map.entry("withdraw", -1), Map.entry("only", -1), Map.entry("bare", -1),
      Map.entry("scarce", -1), Map.entry("hardly", -1), Map.entry("barely", -1), Map.entry("nothing", -1), Map.entry("almost nothing", -1), Map.entry("a little", -1),
      Map.entry("give up", -1), Map.entry("quit", -1), Map.entry("cut back", -1), Map.entry("cut down", -1), Map.entry("cut out", -1),
      Map.entry("avoid", -1), Map.entry("take away", -1), Map.entry("let out", -1), Map.entry("pick up", 1), Map.entry("die down", -1),
      Map.entry("speed up", 1), Map.entry("slow down", -1), Map.entry("turn up", 1), Map.entry("turn down", -1), Map.entry("step up", 1));

  /** Ends of scales that mean more of the scale's property. */
  public static final Set<String> MORE_ENDS = Set.of(
      "more", "much", "many", "great", "large", "big", "high", "long", "far", "distant", "fast", "quick", "rapid", "hot", "warm",
      "heavy", "strong", "deep", "thick", "wide", "broad", "loud", "bright", "rough", "steep", "sharp", "hard", "tall", "full",
      "old", "dense", "concentrated", "undiluted", "saturated", "increase", "rise", "raise", "grow", "gain", "add", "expand", "lengthen",
      "heat", "accelerate", "intense", "powerful", "rich", "wet", "humid", "active", "present", "abundant", "late", "frequent",
      "sudden", "tight", "stiff", "firm", "coarse", "hilly", "vigorous", "severe", "acute", "plus", "positive", "forte", "fat",
      "moist", "damp", "expensive");

  /** Ends of scales that mean less of the scale's property. */
  public static final Set<String> LESS_ENDS = Set.of(
      "less", "little", "few", "small", "low", "short", "near", "close", "slow", "cold", "cool", "weak", "shallow", "thin",
      "narrow", "quiet", "soft", "dull", "smooth", "gradual", "gentle", "empty", "dilute", "diluted", "decrease", "fall", "drop",
      "lower", "reduce", "lessen", "shrink", "decelerate", "poor", "dry", "dim", "dark", "absent", "early", "infrequent",
      "loose", "flexible", "fine", "flat", "mild", "minus", "negative", "lean", "cheap", "new");

  /** Words that negate the cue after them within a few words. */
  public static final Set<String> NEGATORS = Set.of("not", "n't", "no", "never", "without", "nor", "neither", "lacks", "lack", "lacking");

  /** Intensifiers and hedges that may stand between "more"/"less" and the word they grade. */
  public static final Set<String> DEGREE = Set.of("much", "far", "very", "even", "a", "bit", "lot", "slightly", "somewhat",
      "considerably", "significantly", "still", "way", "rather", "quite", "so", "too", "no", "any");

  /** Multiword cues WordNet lacks, as a word of the same meaning that the lexicon then reads. */
  public static final Map<String, String> PHRASES = Map.of(
      "away from", "far", "farther from", "far", "further from", "far", "next to", "near", "close to", "near",
      "closer to", "near", "towards", "near", "toward", "near", "far from", "far", "soon", "early");

  /**
   * Words that say when or for how long something happens: +1 later or longer, -1 sooner or
   * earlier. Read by {@link PropertyMatcher}'s timing rule as the inverse of a rate (what ends
   * sooner goes faster); the last word of a cue counts ("much sooner"); "first" and "last" are
   * there for their adverb use ({@link OrderAdverbs}).
   */
  public static final Map<String, Integer> TIMING = Map.of("sooner", -1, "soon", -1, "earlier", -1, "early", -1,
      "later", 1, "late", 1, "longer", 1, "first", -1, "last", 1);

  /** The {@link #TIMING} direction of a cue's text (its last word), 0 when it is no timing word. */
  public static int timing(String cueText) {
    String[] w = cueText.toLowerCase(java.util.Locale.ROOT).split(" ");
    return TIMING.getOrDefault(w[w.length - 1], 0);
  }

  /**
   * +1 when {@code plusWords} (the +1 end) holds a {@link #MORE_ENDS} word or {@code minusWords} a
   * {@link #LESS_ENDS} word and neither holds the opposite, -1 for the mirror case, 0 otherwise
   * (unoriented: no word listed, or both ends claim "more"). Adverbs in -ly count as their adjective.
   */
  public static int orientation(Iterable<String> plusWords, Iterable<String> minusWords) {
    int vote = 0;
    for (String w : plusWords) {
      vote += MORE_ENDS.contains(adjective(w)) ? 1 : LESS_ENDS.contains(adjective(w)) ? -1 : 0;
    }
    for (String w : minusWords) {
      vote += LESS_ENDS.contains(adjective(w)) ? 1 : MORE_ENDS.contains(adjective(w)) ? -1 : 0;
    }
    return Integer.signum(vote);
  }

  /** An adverb in -ly as its adjective (quickly → quick, gently → gentle), other words unchanged. */
  private static String adjective(String w) {
    if (w.endsWith("ly") && w.length() > 4) {
      String stem = w.substring(0, w.length() - 2);
      return stem.endsWith("i") ? stem.substring(0, stem.length() - 1) + "y" : MORE_ENDS.contains(stem) || LESS_ENDS.contains(stem) ? stem : stem + "le";
    }
    return w;
  }
}
