package org.qakit.serve;

import java.nio.file.Path;
import java.util.List;
import org.qakit.serve.api.ApiOptions;
import org.qakit.serve.auth.PasswordHasher;
import org.qakit.serve.suggest.CurationOptions;
import org.qakit.solve.SolverSpec;

/**
 * How to start a server.
 *
 * @param host the address to listen on (loopback by default)
 * @param port the port (0: any free port)
 * @param dataDir where the embedded H2 database lives
 * @param dbUrl a JDBC URL ({@code jdbc:h2:…} or {@code jdbc:postgresql:…}), or null for H2 under {@code dataDir}
 * @param dbUser database user (PostgreSQL), or null
 * @param dbPassword database password (PostgreSQL), or null
 * @param demo add the demo accounts and projects when the database has no account yet
 * @param solvers the solvers the Ask page and API answer with
 * @param indexes the indexes the API lists
 * @param bcryptCost the cost of new password hashes
 * @param fetchPrivate whether source URLs on loopback, private and other non-public addresses may be fetched ({@link org.qakit.serve.source.AddressPolicy})
 * @param curation what the distractor ranker of the multiple-choice form is trained on, or null for none
 * @param api the limits of the QA API and the Ask page, and when the API requires a key
 * @param behindProxy whether requests come through a reverse proxy whose {@code X-Forwarded-Proto} and {@code X-Forwarded-For}
 *     headers are believed (the session cookie's {@code Secure} flag, the address sign-ins are throttled by)
 */
public record ServeOptions(String host, int port, Path dataDir, String dbUrl, String dbUser, String dbPassword, boolean demo,
    List<SolverSpec> solvers, List<Path> indexes, int bcryptCost, boolean fetchPrivate,
    CurationOptions curation, ApiOptions api, boolean behindProxy) {
  public ServeOptions {
    if (port < 0 || port > 65535) {
      throw new IllegalArgumentException("--port must be 0 to 65535, found " + port);
    }
    solvers = List.copyOf(solvers);
    indexes = List.copyOf(indexes);
    api = api == null ? ApiOptions.defaults() : api;
  }

  /** Options with the API's default limits and keys ({@link ApiOptions#defaults}), not behind a proxy. */
  public ServeOptions(String host, int port, Path dataDir, String dbUrl, String dbUser, String dbPassword, boolean demo,
      List<SolverSpec> solvers, List<Path> indexes, int bcryptCost, boolean fetchPrivate, CurationOptions curation) {
    this(host, port, dataDir, dbUrl, dbUser, dbPassword, demo, solvers, indexes, bcryptCost, fetchPrivate, curation, null, false);
  }

  /** Options with the API's default limits and keys ({@link ApiOptions#defaults}). */
  public ServeOptions(String host, int port, Path dataDir, String dbUrl, String dbUser, String dbPassword, boolean demo,
      List<SolverSpec> solvers, List<Path> indexes, int bcryptCost, boolean fetchPrivate, CurationOptions curation, boolean behindProxy) {
    this(host, port, dataDir, dbUrl, dbUser, dbPassword, demo, solvers, indexes, bcryptCost, fetchPrivate, curation, null, behindProxy);
  }

  /** Loopback, port 0, H2 under {@code dataDir}, the two index-free solvers, production bcrypt cost. */
  public static ServeOptions local(Path dataDir) {
    return new ServeOptions("127.0.0.1", 0, dataDir, null, null, null, false,
        List.of(SolverSpec.of("word-overlap"), SolverSpec.of("random")), List.of(), PasswordHasher.DEFAULT_COST, false, null);
  }

  public ServeOptions withDemo(boolean value) {
    return new ServeOptions(host, port, dataDir, dbUrl, dbUser, dbPassword, value, solvers, indexes, bcryptCost, fetchPrivate, curation, api, behindProxy);
  }

  public ServeOptions withBcryptCost(int cost) {
    return new ServeOptions(host, port, dataDir, dbUrl, dbUser, dbPassword, demo, solvers, indexes, cost, fetchPrivate, curation, api, behindProxy);
  }

  public ServeOptions withFetchPrivate(boolean value) {
    return new ServeOptions(host, port, dataDir, dbUrl, dbUser, dbPassword, demo, solvers, indexes, bcryptCost, value, curation, api, behindProxy);
  }

  public ServeOptions withCuration(CurationOptions value) {
    return new ServeOptions(host, port, dataDir, dbUrl, dbUser, dbPassword, demo, solvers, indexes, bcryptCost, fetchPrivate, value, api, behindProxy);
  }

  public ServeOptions withDb(String url, String user, String password) {
    return new ServeOptions(host, port, dataDir, url, user, password, demo, solvers, indexes, bcryptCost, fetchPrivate, curation, api, behindProxy);
  }

  public ServeOptions withApi(ApiOptions value) {
    return new ServeOptions(host, port, dataDir, dbUrl, dbUser, dbPassword, demo, solvers, indexes, bcryptCost, fetchPrivate, curation, value, behindProxy);
  }

  public ServeOptions withBehindProxy(boolean value) {
    return new ServeOptions(host, port, dataDir, dbUrl, dbUser, dbPassword, demo, solvers, indexes, bcryptCost, fetchPrivate, curation, api, value);
  }
}
