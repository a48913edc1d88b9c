package org.qakit.cli;

import java.io.PrintWriter;
import java.io.StringWriter;

/** Runs the qakit command line in-process and captures exit code, stdout and stderr. */
public record CliRun(int exit, String out, String err) {
  public static CliRun of(String... args) {
    var out = new StringWriter();
    var err = new StringWriter();
    var cli = Qakit.commandLine(args);
    cli.setOut(new PrintWriter(out, true));
    cli.setErr(new PrintWriter(err, true));
    int exit = cli.execute(args);
    return new CliRun(exit, out.toString(), err.toString());
  }
}
