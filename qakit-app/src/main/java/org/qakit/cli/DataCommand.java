package org.qakit.cli;

import picocli.CommandLine.Command;

/** {@code qakit data}: look at, convert and split datasets. */
@Command(name = "data", mixinStandardHelpOptions = true,
    description = "Inspect, convert and split datasets.",
    subcommands = {DataStatsCommand.class, DataConvertCommand.class, DataSplitCommand.class})
final class DataCommand {}
