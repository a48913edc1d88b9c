package org.qakit.cli;

import picocli.CommandLine.Command;

/** {@code qakit eval}: score systems. */
@Command(name = "eval", mixinStandardHelpOptions = true,
    description = "Score system output against gold data.",
    subcommands = {EvalTrecCommand.class})
final class EvalCommand {}
