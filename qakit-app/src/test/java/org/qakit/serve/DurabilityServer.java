package org.qakit.serve;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * The server {@link DurabilityTest} kills: {@link QakitServer} as {@code qakit serve} starts it, in a
 * JVM of its own, without the command line's start-up (picocli, solver and index options), so that
 * a child starts in about a second. Arguments: a warm-up folder, the data folder and, optionally, a
 * JDBC URL (PostgreSQL).
 *
 * <p>The test starts each child while the previous server still runs, so that JVM start-up and the
 * server's first-time class loading are not part of the restart after a kill: the child first
 * starts and stops a server on an H2 database of its own in the warm-up folder (never the database
 * under test), prints {@code ready} and waits for a line {@code go}. Then it starts the server on
 * the database under test, prints {@code admin PASSWORD} when it created the admin account and then
 * {@code listening PORT}; a line {@code stop} on its standard input stops it cleanly (as a person
 * stopping {@code qakit serve} would) and it prints {@code stopped}.
 */
final class DurabilityServer {
  private DurabilityServer() {}

  public static void main(String[] args) throws Exception {
    QakitServer.start(ServeOptions.local(Path.of(args[0])).withBcryptCost(4)).close();
    System.out.println("ready");
    System.out.flush();
    var in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    if (!"go".equals(in.readLine())) {
      return;
    }
    ServeOptions options = ServeOptions.local(Path.of(args[1])).withBcryptCost(4);
    if (args.length > 2) {
      options = options.withDb(args[2], null, null);
    }
    QakitServer server = QakitServer.start(options);
    server.initialAdminPassword().ifPresent(p -> System.out.println("admin " + p));
    System.out.println("listening " + server.port());
    System.out.flush();
    for (String line; (line = in.readLine()) != null; ) {
      if (line.equals("stop")) {
        break;
      }
    }
    server.close();
    System.out.println("stopped");
    System.out.flush();
  }
}
