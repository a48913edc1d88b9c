package org.qakit.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code qakit bench}: timings of qakit's own machinery (see docs/benchmarks.md). */
@Command(name = "bench", mixinStandardHelpOptions = true,
    description = "Measure how fast qakit's own machinery runs (figures in docs/benchmarks.md).",
    subcommands = {BenchEvalCommand.class})
final class BenchCommand implements Runnable {
  @Spec CommandSpec spec;

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }
}
