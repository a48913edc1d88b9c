package org.qakit.cli;

import java.util.Collections;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.Stack;
import java.util.WeakHashMap;
import picocli.CommandLine.IParameterConsumer;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * An old spelling of an option that still works, hidden from the help, with a one-line warning
 * naming the spelling that replaced it (docs/cli.md lists both), so scripts keep running while
 * every command shows one spelling per concept.
 */
final class RetiredSpelling {
  private RetiredSpelling() {}

  private static final Map<CommandSpec, Set<String>> WARNED = Collections.synchronizedMap(new WeakHashMap<>());

  /** Prints {@code warning: OLD is a retired spelling; use NOW} on the command's stderr, once per spelling and command line. */
  static void warn(CommandSpec spec, String old, String now) {
    if (WARNED.computeIfAbsent(spec, s -> new HashSet<>()).add(old)) {
      var err = spec.commandLine().getErr();
      err.println("warning: " + old + " is a retired spelling; use " + now + " (docs/cli.md)");
      err.flush();
    }
  }

  /** Reads positional dataset paths as {@code --input} (the retired spelling of the dataset files), with a warning. */
  static final class PathsAsInput implements IParameterConsumer {
    @Override
    public void consumeParameters(Stack<String> args, ArgSpec argSpec, CommandSpec spec) {
      rewrite(args, spec, "--input", "dataset paths as positional arguments", "--input DATA (repeatable, or comma-separated)");
    }
  }

  /** Reads positional predictions files as {@code --predictions}, with a warning. */
  static final class PathsAsPredictions implements IParameterConsumer {
    @Override
    public void consumeParameters(Stack<String> args, ArgSpec argSpec, CommandSpec spec) {
      rewrite(args, spec, "--predictions", "predictions files as positional arguments A B", "--predictions A --predictions B");
    }
  }

  /** Reads {@code bench encode --model M} as {@code --encoder M}, with a warning. */
  static final class ModelAsEncoder implements IParameterConsumer {
    @Override
    public void consumeParameters(Stack<String> args, ArgSpec argSpec, CommandSpec spec) {
      rewrite(args, spec, "--encoder", "--model", "--encoder");
    }
  }

  private static void rewrite(Stack<String> args, CommandSpec spec, String option, String old, String now) {
    String value = args.pop();
    warn(spec, old, now);
    args.push(value);
    args.push(option);
  }
}
