package org.qakit.knowledge;

/**
 * What an encoder reads of a passage: {@code title + ": " + text} when the passage has a title,
 * else the text. A dictionary entry's title is its headword ("corundom, corundum") and its text
 * the definition, which rarely repeats the headword ("very hard mineral used as an abrasive"), so a
 * vector of the text alone would not know what is defined. BM25 indexes the text only (docs/indexing.md);
 * dense vectors in an index and vectors of re-scored hits are both made from this string, so the
 * two agree for the same passage.
 */
public final class PassageText {
  private PassageText() {}

  /** The text to encode for a passage with this title (null or blank: none) and text. */
  public static String of(String title, String text) {
    return title == null || title.isBlank() ? text : title + ": " + text;
  }

  /** The text to encode for a hit. */
  public static String of(Hit hit) {
    return of(hit.title(), hit.text());
  }
}
