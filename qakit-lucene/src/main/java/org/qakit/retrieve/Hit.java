package org.qakit.retrieve;

/**
 * One retrieved passage.
 *
 * @param id the passage id
 * @param text the passage text as indexed
 * @param title the passage title, or null
 * @param score its BM25 score for the query (Lucene's float, widened exactly)
 */
public record Hit(String id, String text, String title, double score) {
  public Hit {
    if (id == null || text == null) {
      throw new IllegalArgumentException("hit: id and text must not be null");
    }
  }
}
