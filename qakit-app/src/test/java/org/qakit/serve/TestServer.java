package org.qakit.serve;

import java.io.IOException;
import java.nio.file.Path;
import org.qakit.serve.auth.Account;
import org.qakit.serve.auth.Role;
import org.qakit.serve.project.Project;
import org.qakit.serve.project.ProjectKind;
import org.qakit.text.Language;

/**
 * A real server for a test: H2 in a temporary folder (or PostgreSQL, {@link TestDatabases}), an ephemeral port on loopback, bcrypt at its
 * minimum cost (4) so that sign-ins are fast, and accounts {@code boss} (admin), {@code ann} and
 * {@code bob} (annotators), {@code aud} (auditor), each with password {@value #PASSWORD}.
 */
public final class TestServer implements AutoCloseable {
  public static final String PASSWORD = "secret-pw";
  public final QakitServer server;
  public final Account boss;
  public final Account ann;
  public final Account bob;
  public final Account aud;

  public TestServer(Path dir) throws IOException {
    this(TestDatabases.options(dir));
  }

  public TestServer(ServeOptions options) throws IOException {
    this(options, QakitServer.Tuning.standard());
  }

  /** A server with {@code tuning}: a clock the test moves, a bound on password checks, a purge interval. */
  TestServer(ServeOptions options, QakitServer.Tuning tuning) throws IOException {
    server = QakitServer.start(options, org.qakit.serve.record.RecordValidator.standard(), tuning);
    var accounts = server.services().accounts();
    boss = accounts.create("boss", PASSWORD, Role.ADMIN);
    ann = accounts.create("ann", PASSWORD, Role.ANNOTATOR);
    bob = accounts.create("bob", PASSWORD, Role.ANNOTATOR);
    aud = accounts.create("aud", PASSWORD, Role.AUDITOR);
  }

  /** A browser for this server. */
  public Browser browser() {
    return new Browser(server.port());
  }

  /** A browser signed in as {@code user}. */
  public Browser signedIn(String user) throws IOException, InterruptedException {
    Browser b = browser();
    b.signIn(user, PASSWORD);
    return b;
  }

  /** A project created directly in the store, assigned to {@code accounts}. */
  public Project project(String name, ProjectKind kind, Language language, java.util.Map<String, Integer> quotas, Account... accounts) {
    Project p = server.services().projects().create(name, kind, language, quotas);
    for (Account a : accounts) {
      server.services().projects().assign(p.id(), a.id());
    }
    return p;
  }

  @Override
  public void close() {
    server.close();
  }
}
