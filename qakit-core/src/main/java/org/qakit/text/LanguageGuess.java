package org.qakit.text;

import java.util.Collection;

/**
 * Which of qakit's languages a body of text is written in, from its letters alone: enough to tell
 * that a model trained on English WikiQA is being run on Czech. Rule, over all letters of the texts:
 *
 * <pre>
 * zh  when Han characters are at least 30% of the letters;
 * cs  else when letters only Czech uses among these three (ě š č ř ž ů ť ď ň, either case) are at
 *     least 1% of the Latin letters (Czech prose has about 5%, English none);
 * en  otherwise (also for text without letters).
 * </pre>
 */
public final class LanguageGuess {
  private static final String CZECH_LETTERS = "ěščřžůťďňĚŠČŘŽŮŤĎŇ";

  private LanguageGuess() {}

  /** The language of {@code texts} by the rule above. */
  public static Language of(Collection<String> texts) {
    long letters = 0;
    long han = 0;
    long latin = 0;
    long czech = 0;
    for (String t : texts) {
      if (t == null) {
        continue;
      }
      for (int i = 0; i < t.length(); ) {
        int cp = t.codePointAt(i);
        i += Character.charCount(cp);
        if (!Character.isLetter(cp)) {
          continue;
        }
        letters++;
        if (Character.UnicodeScript.of(cp) == Character.UnicodeScript.HAN) {
          han++;
        } else if (Character.UnicodeScript.of(cp) == Character.UnicodeScript.LATIN) {
          latin++;
          if (CZECH_LETTERS.indexOf(cp) >= 0) {
            czech++;
          }
        }
      }
    }
    if (letters > 0 && han >= 0.3 * letters) {
      return Language.CHINESE;
    }
    return latin > 0 && czech >= 0.01 * latin ? Language.CZECH : Language.ENGLISH;
  }
}
