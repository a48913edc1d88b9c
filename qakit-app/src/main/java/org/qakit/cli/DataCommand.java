package org.qakit.cli;

import picocli.CommandLine.Command;

/** {@code qakit data}: look at and convert datasets. */
@Command(name = "data", mixinStandardHelpOptions = true,
    description = "Inspect and convert datasets.",
    subcommands = {DataStatsCommand.class, DataConvertCommand.class})
final class DataCommand {}
