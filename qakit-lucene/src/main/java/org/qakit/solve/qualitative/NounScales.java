package org.qakit.solve.qualitative;

import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.qakit.corpus.WordNetSynset;

/**
 * Scales of WordNet's noun antonym pairs and their derivational families: concentration /
 * dilution, heat / cold, gain / loss. Each noun at an end (the word the {@code !} pointer names)
 * becomes a property noun of that end ({@link ScaleLexicon#nounPoles}, via {@code antonym}), and
 * every verb, adjective or adverb that WordNet links to that noun with {@code +} (derivationally
 * related form, word to word) names the same end ({@code derivation}): "dilute" → dilution,
 * "concentrate" → concentration. So a question cue "diluted" meets a statement side about
 * "concentration" through the property-noun rule of {@link PropertyMatcher}, with the direction
 * taken from the lexicon, not from a word list. The scales are oriented by {@link
 * Comparatives#orientation} over the end nouns' first words when it can (most stay unoriented;
 * the property-noun rule compares ends of one scale and needs no orientation).
 *
 * <p>Why: a statement names its property with a noun ("a higher concentration of reactants"), a
 * question with a verb or participle of the opposite end ("diluted vinegar"); the adjective scales
 * of {@link WordNetScales} do not join the two, since WordNet records the noun antonymy and the
 * derivations, not an adjective antonym of "concentrated" with "diluted".
 */
final class NounScales {
  private NounScales() {}

  /**
   * Adds the noun scales of {@code noun} (data.noun by offset) to {@code b}, with derivations into
   * {@code others} (data.verb, data.adj, data.adv by file part of speech: v, a, r).
   */
  static void add(Map<String, WordNetSynset> noun, Map<String, Map<String, WordNetSynset>> others, ScaleLexicon.Builder b) {
    var seen = new HashSet<String>();
    for (WordNetSynset s : noun.values()) {
      for (WordNetSynset.Pointer p : s.pointers()) {
        WordNetSynset t = noun.get(p.offset());
        if (!p.symbol().equals("!") || t == null || !p.filePos().equals("n") || p.source() == 0 || p.target() == 0) {
          continue;
        }
        String a = word(s, p.source());
        String z = word(t, p.target());
        String key = s.offset().compareTo(t.offset()) < 0 ? s.offset() + ":" + a + "~" + t.offset() + ":" + z
            : t.offset() + ":" + z + "~" + s.offset() + ":" + a;
        if (!seen.add(key)) {
          continue;
        }
        int o = Comparatives.orientation(List.of(a), List.of(z));
        boolean sFirst = o >= 0;
        Scale scale = new Scale("n:" + key, sFirst ? a : z, sFirst ? z : a, o != 0);
        end(s, p.source(), new Pole(scale, sFirst ? 1 : -1, "antonym"), others, b);
        end(t, p.target(), new Pole(scale, sFirst ? -1 : 1, "antonym"), others, b);
      }
    }
  }

  /** The noun at one end and its derivationally related words. */
  private static void end(WordNetSynset s, int wordNumber, Pole pole, Map<String, Map<String, WordNetSynset>> others,
      ScaleLexicon.Builder b) {
    b.noun(word(s, wordNumber), pole);
    Pole derived = new Pole(pole.scale(), pole.side(), "derivation");
    for (WordNetSynset.Pointer p : s.pointers()) {
      if (!p.symbol().equals("+") || p.source() != wordNumber || p.target() == 0) {
        continue;
      }
      WordNetSynset t = others.getOrDefault(p.filePos(), Map.of()).get(p.offset());
      if (t != null && p.target() <= t.words().size()) {
        String w = word(t, p.target());
        if (b.wordPoles(w).stream().noneMatch(x -> x.scale().equals(pole.scale()))) {
          b.word(w, derived);
        }
      }
    }
  }

  private static String word(WordNetSynset s, int number) {
    return s.words().get(number - 1).toLowerCase(Locale.ROOT);
  }
}
