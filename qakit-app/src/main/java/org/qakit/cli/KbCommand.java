package org.qakit.cli;

import picocli.CommandLine.Command;

/** {@code qakit kb}: build, describe and query knowledge-base stores (docs/kbqa.md). */
@Command(name = "kb", mixinStandardHelpOptions = true,
    description = "Build a knowledge-base store from triple files, print its statistics, look facts up (docs/kbqa.md).",
    subcommands = {KbBuildCommand.class, KbStatsCommand.class, KbLookupCommand.class, KbGenerateCommand.class})
final class KbCommand {}
