package org.qakit.solve.extract;

/**
 * A candidate answer: tokens {@code first..last} (inclusive) of a sentence's {@link Token} list.
 *
 * @param first index of its first token
 * @param last index of its last token
 * @param text the sentence text from the first token's start to the last token's end, as written
 * @param words how many of its tokens are words
 */
public record Span(int first, int last, String text, int words) {
  public Span {
    if (first < 0 || last < first) {
      throw new IllegalArgumentException("span: expected 0 <= first <= last, found " + first + ".." + last);
    }
  }

  /** How many tokens it covers. */
  public int length() {
    return last - first + 1;
  }
}
