package org.qakit.cli;

import picocli.CommandLine.Command;

/** {@code qakit data}: look at, convert and split datasets; fetch or import a task's files. */
@Command(name = "data", mixinStandardHelpOptions = true,
    description = "Inspect, convert and split datasets; fetch or import a task's files.",
    subcommands = {DataStatsCommand.class, DataConvertCommand.class, DataSplitCommand.class, DataFetchCommand.class, DataImportCommand.class})
final class DataCommand {}
