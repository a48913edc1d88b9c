package org.qakit.serve;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * The server {@link DurabilityTest} kills: {@link QakitServer} as {@code qakit serve} starts it, in a
 * JVM of its own, without the command line's start-up (picocli, solver and index options), so that
 * a child starts in about a second. Arguments: the data folder and, optionally, a JDBC URL
 * (PostgreSQL).
 *
 * <p>The test starts each child while the previous server still runs, so that the JVM's own start
 * is not part of the restart after a kill: the child prints {@code ready} and waits for a line
 * {@code go}, touching no database. Then it starts the server on the database under test, prints
 * {@code admin PASSWORD} when it created the admin account and then
 * {@code listening PORT}; a line {@code stop} on its standard input stops it cleanly (as a person
 * stopping {@code qakit serve} would) and it prints {@code stopped}.
 */
final class DurabilityServer {
  private DurabilityServer() {}

  public static void main(String[] args) throws Exception {
    System.out.println("ready");
    System.out.flush();
    var in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    if (!"go".equals(in.readLine())) {
      return;
    }
    ServeOptions options = ServeOptions.local(Path.of(args[0])).withBcryptCost(4);
    if (args.length > 1) {
      options = options.withDb(args[1], null, null);
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
