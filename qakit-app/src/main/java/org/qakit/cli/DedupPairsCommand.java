package org.qakit.cli;

import picocli.CommandLine.Command;

/** {@code qakit dedup-pairs}: mine real suspect pairs to label, and measure the matcher on labelled ones. */
@Command(name = "dedup-pairs", mixinStandardHelpOptions = true,
    description = "Mine real suspect pairs for a person to label, and train and measure the near-duplicate matcher "
        + "on hand-labelled pairs (docs/curation.md).",
    subcommands = {DedupPairsMineCommand.class, DedupPairsEvaluateCommand.class})
final class DedupPairsCommand {}
