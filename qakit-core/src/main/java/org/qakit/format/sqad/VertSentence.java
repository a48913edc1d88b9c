package org.qakit.format.sqad;

import java.util.List;

/**
 * One sentence of a vertical file.
 *
 * @param text the detokenised sentence
 * @param key the word forms joined by tabs: two sentences are the same token for token when their
 *     keys are equal
 * @param tags the tokens' morphological tags (column 3), in order
 * @param line the line the sentence starts on ({@code <s>}, or its first token when unwrapped)
 */
record VertSentence(String text, String key, List<String> tags, long line) {
  /** The word forms (column 1), in order. */
  List<String> words() {
    return List.of(key.split("\t", -1));
  }
}
