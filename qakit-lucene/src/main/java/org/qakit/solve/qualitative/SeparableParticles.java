package org.qakit.solve.qualitative;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Separated particle verbs: "lets some air out", "turns his headphones down", "gives the sweets
 * up". English places a short object between a phrasal verb and its particle (obligatorily for a
 * pronoun: "turns it down"; Quirk et al., <i>A Comprehensive Grammar of the English Language</i>,
 * 1985, §16.4), so the lexicon's two-word entry ("let out", "turn down") must also be found with the
 * object in between.
 *
 * <p>Rule: at a verb (any inflection, {@link BaseForms}), look at most {@link #MAX_OBJECT} tokens
 * ahead for a particle ({@link #PARTICLES}) such that "verb particle" is a lexicon entry; the tokens
 * between are the object: no punctuation, no clause word, no other particle. The cue's text is
 * "verb particle"; the object words are its target, with the usual neighbours.
 *
 * <p>Edge cases: a particle followed by a determiner is a preposition ("turns the car down the
 * road", "lets the cat out the door"), not a particle, and gives no cue; "out of" stays a particle
 * ("lets some air out of the tire"). An object longer than three tokens is not looked for (heavy
 * objects follow the particle: "turns down the music in the kitchen").
 */
final class SeparableParticles {
  /** The particles looked for after the object. */
  static final Set<String> PARTICLES = Set.of("up", "down", "out", "off", "away", "back", "in");
  /** The longest object looked across, in tokens. */
  static final int MAX_OBJECT = 3;
  private static final Set<String> DETERMINERS = Set.of("the", "a", "an", "his", "her", "its", "their", "my", "your", "our",
      "this", "that", "these", "those");
  private static final Set<String> BREAKS = Set.of("and", "but", "or", "while", "whereas", "which", "who", "because", "when",
      "if", "as", "than", "to", "before", "after", "until", "so");

  private SeparableParticles() {}

  /**
   * The index of the particle of a separated particle verb starting at {@code i} (its lexicon entry
   * put in {@code entry[0]}), or -1 when there is none.
   */
  static int particle(List<Token> tokens, int i, ScaleLexicon lexicon, String[] entry) {
    for (int p = i + 2; p <= Math.min(tokens.size() - 1, i + 1 + MAX_OBJECT); p++) {
      Token between = tokens.get(p - 1);
      if (between.punctuation() || BREAKS.contains(between.lower()) || PARTICLES.contains(between.lower())) {
        return -1;
      }
      String part = tokens.get(p).lower();
      if (!PARTICLES.contains(part)) {
        continue;
      }
      if (p + 1 < tokens.size() && DETERMINERS.contains(tokens.get(p + 1).lower())) {
        return -1;
      }
      for (String verb : lexicon.forms().of(tokens.get(i).lower())) {
        String phrase = verb + " " + part;
        if (lexicon.knowsPhrase(phrase) && !lexicon.poles(phrase).isEmpty()) {
          entry[0] = phrase;
          return p;
        }
      }
      return -1;
    }
    return -1;
  }

  /** The object words between the verb at {@code i} and the particle at {@code p}, lower case, content words only. */
  static List<String> object(List<Token> tokens, int i, int p) {
    var out = new ArrayList<String>();
    for (int k = i + 1; k < p; k++) {
      if (CueFinder.content(tokens.get(k))) {
        out.add(tokens.get(k).lower());
      }
    }
    return out;
  }
}
