package org.qakit.solve;

/**
 * A SolrCloud collection built by {@code qakit index build --backend solr}, given to the
 * index-backed solvers instead of an index folder (docs/scale-out.md).
 *
 * @param urls one or more Solr base URLs, comma-separated ({@code --solr}); a request goes to the
 *     first node that answers
 * @param collection the collection's name ({@code --collection})
 */
public record SolrSource(String urls, String collection) {
  public SolrSource {
    if (urls == null || urls.isBlank() || collection == null || collection.isBlank()) {
      throw new IllegalArgumentException("a Solr collection needs both --solr URL[,URL] and --collection NAME, found --solr "
          + (urls == null ? "(none)" : urls) + " and --collection " + (collection == null ? "(none)" : collection));
    }
  }

  /** {@code --solr} and {@code --collection} as given: none when both are null. */
  public static SolrSource of(String urls, String collection) {
    return urls == null && collection == null ? null : new SolrSource(urls, collection);
  }
}
