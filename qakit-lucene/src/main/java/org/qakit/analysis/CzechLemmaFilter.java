package org.qakit.analysis;

import java.io.IOException;
import java.util.List;
import java.util.Locale;
import org.apache.lucene.analysis.TokenFilter;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.hunspell.Dictionary;
import org.apache.lucene.analysis.hunspell.Hunspell;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.qakit.text.CzechStems;

/**
 * Czech lemmas with a fallback, for the analysis {@code cs:hunspell-fallback}: each (lower-cased)
 * word is looked up in the Hunspell dictionary as it is, then capitalised (the Czech dictionary
 * lists proper names capitalised, so a lower-cased {@code brně} is unknown but {@code Brně} gives
 * {@code Brno}); the longest root wins, lower-cased. A word known in neither form gets {@link
 * CzechStems#stem} (case ending stripped, consonant alternation undone, long stems cut to a prefix).
 * One token in, one token out, so positions are kept. Not thread-safe (one per token stream).
 */
final class CzechLemmaFilter extends TokenFilter {
  private final CharTermAttribute term = addAttribute(CharTermAttribute.class);
  private final Hunspell hunspell;

  CzechLemmaFilter(TokenStream in, Dictionary dictionary) {
    super(in);
    this.hunspell = new Hunspell(dictionary);
  }

  @Override
  public boolean incrementToken() throws IOException {
    if (!input.incrementToken()) {
      return false;
    }
    String lemma = lemma(hunspell, term.toString());
    term.setEmpty().append(lemma);
    return true;
  }

  /** The lemma of a lower-cased word: the dictionary's (as is, then capitalised), else the stem. */
  static String lemma(Hunspell hunspell, String word) {
    String root = longest(hunspell.getRoots(word));
    if (root == null && !word.isEmpty()) {
      root = longest(hunspell.getRoots(word.substring(0, 1).toUpperCase(Locale.ROOT) + word.substring(1)));
    }
    return root != null ? root.toLowerCase(Locale.ROOT) : CzechStems.stem(word);
  }

  private static String longest(List<String> roots) {
    String best = null;
    for (String r : roots) {
      if (best == null || r.length() > best.length()) {
        best = r;
      }
    }
    return best;
  }
}
