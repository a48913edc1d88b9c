package org.qakit.cli;

import picocli.CommandLine.Command;

/** {@code qakit index}: build, describe and search passage indexes. */
@Command(name = "index", mixinStandardHelpOptions = true,
    description = "Build a BM25 index of a corpus, print its statistics, search it.",
    subcommands = {IndexBuildCommand.class, IndexStatsCommand.class, IndexSearchCommand.class})
final class IndexCommand {}
