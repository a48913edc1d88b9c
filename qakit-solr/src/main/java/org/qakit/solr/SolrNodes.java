package org.qakit.solr;

import java.io.IOException;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.apache.solr.client.solrj.SolrClient;
import org.apache.solr.client.solrj.SolrServerException;
import org.apache.solr.client.solrj.impl.HttpJdkSolrClient;

/**
 * The Solr nodes qakit talks to: one or more base URLs ({@code http://host:8983/solr}), tried in
 * the order given; a request that cannot reach a node (connection refused, timeout) goes to the next,
 * so a cluster answers while one node is down. A node that answers with an HTTP error is not skipped:
 * that error is the answer. SolrCloud routes queries and updates to the right shards itself, so any
 * live node serves any collection.
 *
 * <p>Uses SolrJ's {@code HttpJdkSolrClient} (the JDK's HTTP client), not the Jetty-based clients:
 * qakit's web server runs Jetty 12, SolrJ 9's clients Jetty 10, and the two cannot share a classpath.
 */
public final class SolrNodes implements AutoCloseable {

  /** A request against one node's client. */
  @FunctionalInterface
  public interface Call<T> {
    T on(SolrClient client) throws SolrServerException, IOException;
  }

  private final List<String> urls;
  private final List<SolrClient> clients;

  /**
   * @param urls base URLs such as {@code http://localhost:8983/solr}, at least one
   * @throws IllegalArgumentException for none or one that is not an http(s) URL
   */
  public SolrNodes(List<String> urls) {
    if (urls == null || urls.isEmpty()) {
      throw new IllegalArgumentException("--solr: expected at least one Solr URL such as http://localhost:8983/solr");
    }
    var clean = new ArrayList<String>();
    for (String u : urls) {
      clean.add(check(u));
    }
    this.urls = List.copyOf(clean);
    var cs = new ArrayList<SolrClient>();
    for (String u : this.urls) {
      cs.add(new HttpJdkSolrClient.Builder(u).useHttp1_1(true)
          .withConnectionTimeout(10, TimeUnit.SECONDS).withIdleTimeout(120, TimeUnit.SECONDS).build());
    }
    this.clients = List.copyOf(cs);
  }

  /** Nodes from a comma-separated list of base URLs. */
  public static SolrNodes parse(String commaSeparated) {
    return new SolrNodes(commaSeparated == null ? List.of()
        : List.of(commaSeparated.split(",")).stream().map(String::strip).filter(s -> !s.isEmpty()).toList());
  }

  private static String check(String url) {
    String u = url.strip();
    while (u.endsWith("/")) {
      u = u.substring(0, u.length() - 1);
    }
    try {
      URI uri = URI.create(u);
      if (uri.getHost() == null || !("http".equals(uri.getScheme()) || "https".equals(uri.getScheme()))) {
        throw new IllegalArgumentException();
      }
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("--solr: expected a Solr base URL such as http://localhost:8983/solr, found '" + url + "'");
    }
    return u;
  }

  public List<String> urls() {
    return urls;
  }

  /**
   * Runs {@code call} on the first node that can be reached.
   *
   * @throws SolrUnreachableException when no node can be reached
   * @throws org.apache.solr.client.solrj.impl.BaseHttpSolrClient.RemoteSolrException when a node answers with an error
   */
  public <T> T call(Call<T> call) {
    Exception last = null;
    for (SolrClient client : clients) {
      try {
        return call.on(client);
      } catch (SolrServerException | IOException e) {
        last = e;
      }
    }
    throw new SolrUnreachableException("cannot reach Solr at " + String.join(", ", urls) + " (" + rootMessage(last)
        + "); check that Solr runs there and that --solr names its base URL, e.g. http://localhost:8983/solr", last);
  }

  static String rootMessage(Throwable e) {
    Throwable t = e;
    while (t.getCause() != null && t.getCause() != t) {
      t = t.getCause();
    }
    String m = t.getMessage();
    return t.getClass().getSimpleName() + (m == null || m.isBlank() ? "" : ": " + m);
  }

  @Override
  public void close() {
    for (SolrClient c : clients) {
      try {
        c.close();
      } catch (IOException e) {
        // closing a client frees its threads; nothing to report
      }
    }
  }
}
