package org.qakit.solr;

import java.io.IOException;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.apache.solr.client.solrj.SolrClient;
import org.apache.solr.client.solrj.SolrServerException;
import org.apache.solr.client.solrj.impl.BaseHttpSolrClient.RemoteSolrException;
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

  /**
   * Runs a read ({@code call} must change nothing: a query, a count) on the first node that gives
   * an answer, riding out a node that stops or starts while the read runs: a node that cannot be
   * reached, or answers HTTP 404 (a core that is closing or not yet loaded) or 5xx (shutting down, a
   * shard briefly without an active replica), is passed over for the next; when every node failed
   * so, the round is repeated after {@code 250 ms}, then {@code 500 ms} (3 rounds). Any other HTTP
   * error (a bad request) is the answer at once.
   *
   * @throws SolrUnreachableException when no node can be reached in the last round
   * @throws org.apache.solr.client.solrj.impl.BaseHttpSolrClient.RemoteSolrException the last
   *     node's error when nodes answered but none could serve the read
   */
  public <T> T read(Call<T> call) {
    long pause = 250;
    for (int round = 1; ; round++) {
      RemoteSolrException remote = null;
      for (SolrClient client : clients) {
        try {
          return call.on(client);
        } catch (SolrServerException | IOException e) {
          // not reachable: the next node
        } catch (RemoteSolrException e) {
          if (e.code() != 404 && e.code() < 500) {
            throw e;
          }
          remote = e;
        }
      }
      if (round == READ_ROUNDS) {
        if (remote != null) {
          throw remote;
        }
        return call(call); // every node unreachable: call's one-line error (or an answer, if one came back meanwhile)
      }
      try {
        Thread.sleep(pause);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException("interrupted while waiting to repeat a Solr read", e);
      }
      pause *= 2;
    }
  }

  private static final int READ_ROUNDS = 3;

  /**
   * A Solr error message on one line for a user: whitespace runs (an HTML error page's line
   * breaks) become one space, and more than 300 characters are cut with "...".
   */
  static String oneLine(String message) {
    String m = message == null ? "" : message.replaceAll("\\s+", " ").strip();
    return m.length() <= 300 ? m : m.substring(0, 297) + "...";
  }

  static String rootMessage(Throwable e) {
    Throwable t = e;
    while (t.getCause() != null && t.getCause() != t) {
      t = t.getCause();
    }
    String m = t.getMessage();
    return t.getClass().getSimpleName() + (m == null || m.isBlank() ? "" : ": " + oneLine(m));
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
