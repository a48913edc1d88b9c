/**
 * The {@code qakit} command line (picocli). Each command only parses options and calls the
 * library; errors print one line {@code qakit: error: ...} (exit 1) instead of a stack trace. To
 * add a command: one class here, listed in the {@code subcommands} of its parent.
 */
package org.qakit.cli;
