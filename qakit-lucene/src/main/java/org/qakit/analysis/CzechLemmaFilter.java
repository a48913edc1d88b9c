package org.qakit.analysis;

import java.io.IOException;
import java.util.List;
import java.util.Locale;
import org.apache.lucene.analysis.TokenFilter;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.hunspell.Dictionary;
import org.apache.lucene.analysis.hunspell.Hunspell;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.analysis.tokenattributes.KeywordAttribute;
import org.qakit.text.CzechStems;

/**
 * The fallback before Lucene's {@code HunspellStemFilter} in the analysis {@code
 * cs:hunspell-fallback}: a (lower-cased) word the Czech dictionary knows passes on unchanged, for
 * the stem filter to lemmatise as in {@code cs:hunspell-cs_CZ}. A word it does not know is looked up
 * capitalised (the dictionary lists proper names capitalised, so {@code brně} is unknown but {@code
 * Brně} gives {@code Brno}; the longest root wins, lower-cased); a word known in neither form gets
 * {@link CzechStems#stem} (case ending stripped, consonant alternation undone, long stems cut to a
 * prefix). Both are marked as keywords, so the stem filter leaves them. One token in, one token
 * out, so positions are kept. Not thread-safe (one per token stream).
 */
final class CzechLemmaFilter extends TokenFilter {
  private final CharTermAttribute term = addAttribute(CharTermAttribute.class);
  private final KeywordAttribute keyword = addAttribute(KeywordAttribute.class);
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
    String word = term.toString();
    if (keyword.isKeyword() || word.isEmpty() || !hunspell.getRoots(word).isEmpty()) {
      return true;
    }
    term.setEmpty().append(fallback(hunspell, word));
    keyword.setKeyword(true);
    return true;
  }

  /** The lemma of a lower-cased word the dictionary lacks: its capitalised form's root, else its stem. */
  static String fallback(Hunspell hunspell, String word) {
    String root = longest(hunspell.getRoots(word.substring(0, 1).toUpperCase(Locale.ROOT) + word.substring(1)));
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
