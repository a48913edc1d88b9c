package org.qakit.solve.qualitative;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.apache.lucene.analysis.Analyzer;
import org.qakit.analysis.Analyzers;
import org.qakit.text.Language;

/**
 * Aligns a cue of a question with a side of a {@link Relation}: does "weaker" (about "light") speak
 * of the effect "the dimmer the light"? Rules, strongest first:
 *
 * <ol>
 *   <li><b>scale</b> (strength 3 × min(1, vote), {@link Cue#against}): the cue and the side's cue
 *       name ends of scales other than quantity ("closer" against "farther": far/near) with a vote
 *       of at least {@link #STRONG}; 2 × min(1, vote), below the property noun rule, when the
 *       cue heads an adjective scale (antonym reading) but meets the side's cue only through its
 *       similar-to or also-see satellites: a secondary sense ("hot" heads hot/cold and is similar to "fast" in one
 *       sense; against "more quickly" and a side about body temperature it is read as heat). An
 *       adjective's head synset is its central sense in WordNet's cluster model (Gross and
 *       Miller, 1990); the satellites carry its other senses;
 *   <li><b>property noun</b> (strength 2.5): a word of the side is a property noun on a scale the cue
 *       names ("temperature" is the more end of hot/cold; "cooler" names cold): sign = cue end ×
 *       noun end × the side's direction;
 *   <li><b>words</b> (strength 2 for a quantity cue, 1 otherwise): the cue's target words share a stem
 *       with the side's words (the project's English analyzer, {@link Analyzers}: Porter stems, stop
 *       words removed), and both directions are known: sign = cue direction × side direction;
 *   <li><b>timing</b> (strength 1.5, after the scale rule, before the words rule): a cue that says
 *       when or for how long something happens ({@link Comparatives#TIMING}: "sooner", "earlier",
 *       "later", "longer": "takes longer", "lingers longer") against a side whose cue names an end of
 *       a speed scale (fast/slow, as an antonym head in WordNet: "faster", "more slowly") and is no
 *       timing word itself: what ends sooner went faster, what takes longer went slower, so sign =
 *       −(timing direction) × side direction ("takes longer to dissolve" is less of "dissolves
 *       faster"). The time-to-completion reading of a rate. Only speed sides: against other
 *       properties the timing word's relation depends on the verb ("empties sooner" is more fuel
 *       use, "tires sooner" less endurance), which words alone do not settle.
 * </ol>
 *
 * (An encoder-similarity rule, "the cue's words are closer to this side's words than to the
 * other's", was measured and left out: on quartz-style dev it answered 2 more questions with 2 more
 * wrong, on the project's own fixtures 2 fewer right; docs/qualitative.md.)
 *
 * The sign is relative to the side's cue: +1 when the question's cue moves the property the way
 * the statement's cue does, -1 the other way.
 */
public final class PropertyMatcher {
  /**
   * The least vote ({@link Cue.Agreement#weight}) for the scale rule: one scale read strongly on
   * one side (an antonym head, pertainym, gloss or also-see link against a head: at least 0.63),
   * not two satellites ("painful" and "greater", both similar to an end of good/bad: 0.49), nor
   * readings that mostly cancel.
   */
  public static final double STRONG = 0.6;

  private final ScaleLexicon lexicon;
  private final Analyzer analyzer = Analyzers.forLanguage(Language.ENGLISH);

  public PropertyMatcher(ScaleLexicon lexicon) {
    this.lexicon = lexicon;
  }

  /**
   * How a question cue reads against a side: sign relative to the side's cue, strength (0: not
   * aligned) and the rule that decided.
   */
  public record Alignment(int sign, double strength, String rule) {
    static final Alignment NONE = new Alignment(0, 0, "none");
  }

  /** The alignment of {@code cue} with {@code side}. */
  public Alignment align(Cue cue, Relation.Side side) {
    Cue.Agreement a = side.cue().against(cue);
    if (a.strength() == 2 && a.weight() >= STRONG) {
      boolean secondary = secondarySense(cue, side.cue());
      return new Alignment(a.sign(), (secondary ? 2 : 3) * Math.min(1, a.weight()), secondary ? "scale, secondary sense" : "scale");
    }
    int sideDir = side.direction();
    if (!cue.quantity() && sideDir != 0) {
      Set<String> cueWords = new java.util.HashSet<>(List.of(side.cue().text().toLowerCase(java.util.Locale.ROOT).split(" ")));
      for (String w : side.words()) {
        if (cueWords.contains(w)) {
          continue;
        }
        for (Pole np : lexicon.nounPoles(w)) {
          int s = cue.sideOn(np.scale());
          if (s != 0) {
            return new Alignment(s * np.side() * sideDir, 2.5, "property noun '" + w + "'");
          }
        }
      }
    }
    int timing = Comparatives.timing(cue.text());
    if (timing != 0 && sideDir != 0 && Comparatives.timing(side.cue().text()) == 0 && speed(side.cue())) {
      return new Alignment(-timing * sideDir, 1.5, "timing: " + (timing > 0 ? "later or longer is slower" : "sooner is faster"));
    }
    Set<String> shared = shared(cue, side);
    int d = cue.direction() * sideDir;
    if (!shared.isEmpty() && d != 0) {
      return new Alignment(d, cue.quantity() ? 2 : 1, "words " + shared);
    }
    return Alignment.NONE;
  }

  /**
   * Whether {@code cue} meets {@code sideCue} only through its satellite senses: the cue heads an
   * adjective scale (an antonym reading: "hot" heads hot/cold) and on every scale the two share
   * it is a similar-to or also-see satellite ("hot" is similar to "fast" in one of its senses).
   * Gloss, derivation and pertainym links are systematic (sharpen → sharp) and never secondary.
   */
  private static boolean secondarySense(Cue cue, Cue sideCue) {
    boolean heads = false;
    for (Pole p : cue.poles()) {
      heads |= p.via().equals("antonym") && p.scale().id().startsWith("a:");
      boolean satellite = p.via().equals("similar-to") || p.via().equals("also-see");
      if (!satellite && !p.scale().equals(Scale.QUANTITY) && sideCue.sideOn(p.scale()) != 0) {
        return false;
      }
    }
    return heads;
  }

  /** Whether a cue names an end of a speed scale: a scale that "fast" or "slow" heads as an antonym. */
  private boolean speed(Cue c) {
    for (String w : List.of("fast", "slow")) {
      for (Pole p : lexicon.poles(w)) {
        if (p.via().equals("antonym") && c.sideOn(p.scale()) != 0) {
          return true;
        }
      }
    }
    return false;
  }

  /** The stems shared by the cue's words and targets and the side's words (cue words of the side excluded). */
  Set<String> shared(Cue cue, Relation.Side side) {
    var mine = new LinkedHashSet<String>(stems(cue.target()));
    if (cue.quantity()) {
      mine.removeAll(stems(List.of(cue.text())));
    }
    Set<String> theirs = new LinkedHashSet<>(stems(side.words()));
    theirs.removeAll(stems(List.of(side.cue().text())));
    mine.retainAll(theirs);
    return mine;
  }

  /** The analysed stems of some words. */
  public List<String> stems(List<String> words) {
    return new ArrayList<>(Analyzers.tokens(analyzer, "text", String.join(" ", words)));
  }
}
