package org.qakit.knowledge;

/**
 * One retrieved passage.
 *
 * @param id the passage id
 * @param text the passage text as indexed
 * @param title the passage title, or null
 * @param score its score for the query under the retriever that found it (BM25, cosine, fused rank score), widened exactly from the float the engine computed
 */
public record Hit(String id, String text, String title, double score) {
  public Hit {
    if (id == null || text == null) {
      throw new IllegalArgumentException("hit: id and text must not be null");
    }
  }
}
