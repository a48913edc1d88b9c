package org.qakit.serve.record;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.apache.lucene.analysis.hunspell.AffixedWord;
import org.apache.lucene.analysis.hunspell.Dictionary;
import org.apache.lucene.analysis.hunspell.Hunspell;
import org.qakit.analysis.Analyzers;

/**
 * What Debian's Czech Hunspell dictionary ({@code hunspell-cs}, {@value Analyzers#CZECH_DICTIONARY}.dic,
 * read by Lucene's {@link Hunspell}) says about a word's form beyond its lemma. A dictionary entry
 * may carry morphological fields ({@code po:} part of speech, {@code is:} inflection, …): where it
 * has them they are shown as they are. Debian's cs_CZ.dic has none (none of its 261,167 entries), so
 * what remains is the affix rules a form was built with, and of those only the prefixes have a
 * meaning one can state: {@code ne-} (negation, flags N and W), {@code nej-} (superlative, E and W)
 * and {@code nejne-} (W). The suffix flags (P, I, V, U, …) are inflection classes whose meaning the
 * .aff file does not document, so they are not shown.
 */
public final class CzechMorphology {
  private final Hunspell hunspell;
  private boolean sawFields;

  private CzechMorphology(Dictionary dictionary) {
    this.hunspell = new Hunspell(dictionary);
  }

  /** A reader of this machine's Czech dictionary, or empty where hunspell-cs is not installed. */
  public static Optional<CzechMorphology> installed() {
    return Analyzers.czechHunspellDictionary().map(CzechMorphology::new);
  }

  /** Whether any word described so far had morphological fields in the dictionary. */
  public boolean sawFields() {
    return sawFields;
  }

  /**
   * The morphology of {@code word} (as written): the dictionary's morphological fields of each of its
   * analyses, else the meaning of its known prefixes ({@code ne- (negation)}), joined by {@code "; "};
   * empty when the dictionary knows nothing to say (or does not know the word).
   */
  public String describe(String word) {
    String lower = word.toLowerCase(Locale.ROOT);
    List<AffixedWord> analyses = new ArrayList<>(hunspell.analyzeSimpleWord(lower));
    if (analyses.isEmpty() && !lower.equals(word)) {
      analyses.addAll(hunspell.analyzeSimpleWord(word));
    }
    var out = new LinkedHashSet<String>();
    for (AffixedWord a : analyses) {
      String fields = a.getDictEntry().getMorphologicalData();
      if (fields != null && !fields.isBlank()) {
        sawFields = true;
        out.add(fields.strip());
        continue;
      }
      for (AffixedWord.Affix p : a.getPrefixes()) {
        prefixMeaning(p.getFlag(), lower).ifPresent(out::add);
      }
    }
    return String.join("; ", out);
  }

  /** The meaning of prefix flag {@code flag} of cs_CZ.aff applied to {@code word}, when it is one of the documented ones. */
  static Optional<String> prefixMeaning(String flag, String word) {
    return switch (flag) {
      case "N" -> Optional.of("ne- (negation)");
      case "E" -> Optional.of("nej- (superlative)");
      case "W" -> Optional.of(word.startsWith("nejne") ? "nejne- (superlative, negated)"
          : word.startsWith("nej") ? "nej- (superlative)" : "ne- (negation)");
      default -> Optional.empty();
    };
  }
}
