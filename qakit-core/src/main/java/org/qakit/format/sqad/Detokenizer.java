package org.qakit.format.sqad;

import java.util.BitSet;
import java.util.List;

/**
 * Turns the tokens of a vertical sentence back into text: one space between tokens, none where a
 * {@code <g/>} (glue) tag stood between them, so {@code 9 <g/> . června} reads {@code 9. června}.
 */
final class Detokenizer {
  private Detokenizer() {}

  /**
   * @param words the tokens' word forms, in order
   * @param gluedBefore bit {@code i} set when token {@code i} follows a glue tag
   */
  static String join(List<String> words, BitSet gluedBefore) {
    var text = new StringBuilder();
    for (int i = 0; i < words.size(); i++) {
      if (i > 0 && !gluedBefore.get(i)) {
        text.append(' ');
      }
      text.append(words.get(i));
    }
    return text.toString();
  }

  /** Sentences as running text, separated by {@code separator}. */
  static String join(List<VertSentence> sentences, String separator) {
    var text = new StringBuilder();
    for (VertSentence s : sentences) {
      if (!text.isEmpty()) {
        text.append(separator);
      }
      text.append(s.text());
    }
    return text.toString();
  }
}
