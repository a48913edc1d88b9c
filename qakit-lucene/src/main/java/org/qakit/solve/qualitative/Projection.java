package org.qakit.solve.qualitative;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Places a description on one side's scale with a {@link PhraseSimilarity}, for comparisons no
 * word decides (an elephant against a mouse on "larger animal body"): semantic projection (Grand,
 * Blank, Pereira and Fedorenko 2022, "Semantic projection recovers rich human knowledge of multiple
 * object features from word embeddings", Nature Human Behaviour) onto the axis between the two
 * ends of the side's cue, each phrased with the side's property words:
 *
 * <pre>
 * toward(t) = sim(t, end + words) − sim(t, opposite end + words)
 * </pre>
 *
 * e.g. "large animal body" against "small animal body"; for a quantity cue "person eats more
 * fiber" against "person eats less fiber". A description with the larger value stands further towards
 * the statement's cue (sign +1 relative to it). The end is the cue's heaviest pole ({@link
 * Cue#WEIGHT}), oriented ones first.
 */
final class Projection {
  private final PhraseSimilarity similarity;

  Projection(PhraseSimilarity similarity) {
    this.similarity = similarity;
  }

  /**
   * The two phrases of a side: its words in order with the cue's words replaced by the cue's end
   * ("person eats more fiber" → "person eats more fiber" / "person eats less fiber"; "larger animal
   * body" → "large animal body" / "small animal body"), the end put first when the cue is not
   * among the words (a presence cue); the cue's end first, then the opposite end.
   */
  static List<String> ends(Relation.Side side) {
    Cue cue = side.cue();
    var cueWords = List.of(cue.text().toLowerCase(Locale.ROOT).split(" "));
    Pole best = null;
    for (Pole p : cue.poles()) {
      if (best == null || weight(p) > weight(best)) {
        best = p;
      }
    }
    Pole end = cue.polarity() < 0 ? best.flip() : best;
    return List.of(phrase(side.words(), cueWords, end.word()), phrase(side.words(), cueWords, end.flip().word()));
  }

  private static String phrase(List<String> words, List<String> cueWords, String end) {
    var out = new ArrayList<String>();
    boolean placed = false;
    for (String w : words) {
      if (cueWords.contains(w)) {
        if (!placed) {
          out.add(end);
          placed = true;
        }
      } else {
        out.add(w);
      }
    }
    if (!placed) {
      out.add(0, end);
    }
    return String.join(" ", out);
  }

  /** A pole's weight for choosing the end to name: its reading's {@link Cue#WEIGHT}, +1 on an oriented scale. */
  static double weight(Pole p) {
    return Cue.WEIGHT.getOrDefault(p.via(), 0.5) + (p.scale().oriented() ? 1 : 0);
  }

  /** toward(t) for a description {@code t} on {@code side}. */
  double toward(String text, Relation.Side side) {
    List<String> ends = ends(side);
    return similarity.similarity(text, ends.get(0)) - similarity.similarity(text, ends.get(1));
  }
}
