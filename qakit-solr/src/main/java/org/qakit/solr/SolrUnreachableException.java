package org.qakit.solr;

/** No Solr node of those given could be reached; the message names them and what to check. */
public final class SolrUnreachableException extends RuntimeException {
  public SolrUnreachableException(String message, Throwable cause) {
    super(message, cause);
  }
}
