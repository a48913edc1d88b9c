package org.qakit.cli;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.WeakHashMap;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * Old spellings that still work. A command declares one as a hidden option or positional whose
 * description is {@value #PREFIX} followed by the option that replaced it; before picocli parses,
 * {@link #rewrite} turns each use into the new option and prints one warning line, so scripts keep
 * running while every help shows one spelling per concept (docs/cli.md lists both).
 */
final class RetiredSpelling {
  /** How a hidden option or positional names the option that replaced it. */
  static final String PREFIX = "retired spelling of ";

  private static final Map<CommandSpec, Set<String>> WARNED = Collections.synchronizedMap(new WeakHashMap<>());

  private RetiredSpelling() {}

  /** The option that replaced {@code arg}, or null when {@code arg} is no retired spelling. */
  static String replacement(ArgSpec arg) {
    String d = arg.hidden() && arg.description().length > 0 ? arg.description()[0] : "";
    return d.startsWith(PREFIX) ? d.substring(PREFIX.length()).split(" ")[0] : null;
  }

  /**
   * {@code args} with every retired spelling replaced: a retired option's name by its successor's,
   * a positional of a command whose positionals are retired by the option before it. Options take
   * one value here, as every option beside a retired spelling does.
   */
  static String[] rewrite(CommandLine root, String[] args) {
    CommandLine c = root;
    List<String> out = new ArrayList<>();
    boolean positionalsOnly = false;
    for (int i = 0; i < args.length; i++) {
      String a = args[i];
      if (positionalsOnly || !a.startsWith("-") || a.equals("-")) {
        CommandLine sub = positionalsOnly ? null : c.getSubcommands().get(a);
        if (sub != null) {
          c = sub;
        } else {
          String now = positionalsOnly ? null : positionalReplacement(c.getCommandSpec());
          if (now != null) {
            warn(c.getCommandSpec(), "positional " + c.getCommandSpec().positionalParameters().getFirst().paramLabel(), now);
            out.add(now);
          }
        }
        out.add(a);
        continue;
      }
      if (a.equals("--")) {
        positionalsOnly = true;
        out.add(a);
        continue;
      }
      String name = a.contains("=") ? a.substring(0, a.indexOf('=')) : a;
      OptionSpec o = c.getCommandSpec().findOption(name);
      String now = o == null ? null : replacement(o);
      if (now != null) {
        warn(c.getCommandSpec(), name, now);
        a = now + a.substring(name.length());
      }
      out.add(a);
      if (o != null && !a.contains("=") && o.arity().max() > 0 && i + 1 < args.length) {
        out.add(args[++i]);
      }
    }
    return out.toArray(String[]::new);
  }

  private static String positionalReplacement(CommandSpec spec) {
    for (PositionalParamSpec p : spec.positionalParameters()) {
      String now = replacement(p);
      if (now != null) {
        return now;
      }
    }
    return null;
  }

  /** Prints {@code warning: OLD is a retired spelling; use NOW} on the command's stderr, once per spelling and command line. */
  static void warn(CommandSpec spec, String old, String now) {
    if (WARNED.computeIfAbsent(spec, s -> new HashSet<>()).add(old)) {
      var err = spec.commandLine().getErr();
      err.println("warning: " + old + " is a retired spelling; use " + now + " (docs/cli.md)");
      err.flush();
    }
  }
}
