package org.qakit.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.util.List;
import org.qakit.format.FormatException;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code qakit} command line: one entry point, explicit subcommands, thin commands. */
@Command(
    name = "qakit",
    mixinStandardHelpOptions = true,
    version = "qakit 0.1.0-SNAPSHOT",
    description = "Question-answering benchmarks from raw files to trustworthy numbers.")
public final class Qakit implements Runnable {
  /** The commands under {@code qakit}, in the order its help lists them. */
  private static final List<Class<?>> COMMANDS = List.of(ListCommand.class, TasksCommand.class, DataCommand.class,
      BaselineCommand.class, EvalCommand.class, SolveCommand.class, RunCommand.class, ExplainCommand.class, CompareCommand.class,
      ReportCommand.class, CheckCommand.class, IndexCommand.class, KbCommand.class, DemoCommand.class, ServeCommand.class,
      DedupCommand.class, DedupPairsCommand.class, DistractorsCommand.class, FitnessCommand.class, CvCommand.class,
      BenchCommand.class, TrainCommand.class, SweepCommand.class, CommandLine.HelpCommand.class);

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @CommandLine.Option(names = "--quiet", scope = CommandLine.ScopeType.INHERIT,
      description = "print no progress, notes or summaries on stderr: only warnings, errors and the result")
  boolean quiet;

  /**
   * Lucene notes at start-up that the incubating Vector API is not enabled; qakit runs without
   * it, so the note is noise on every command. Held here so the setting is not collected.
   */
  private static java.util.logging.Logger luceneVectorization;

  public static void main(String[] args) {
    int exit;
    try {
      var evalTrec = EvalTrecFastPath.parse(args);
      exit = evalTrec != null ? EvalTrecFastPath.run(evalTrec) : runCommand(args);
    } catch (OutOfMemoryError e) {
      System.err.println("qakit: error: out of memory; give the JVM more heap, e.g. QAKIT_JAVA_OPTS=-Xmx8g ./qakit ...");
      exit = 71;
    }
    System.exit(exit);
  }

  /** Runs a command through picocli, after quieting the libraries that log at start-up (the fast path loads none of them). */
  private static int runCommand(String[] args) {
    luceneVectorization = java.util.logging.Logger.getLogger("org.apache.lucene.internal.vectorization");
    luceneVectorization.setLevel(java.util.logging.Level.SEVERE);
    // DJL's tokenizer logs through SLF4J, which qakit gives no backend: silence its start-up notice
    System.setProperty("slf4j.internal.verbosity", System.getProperty("slf4j.internal.verbosity", "ERROR"));
    ProgressBar.detectTerminal();
    return commandLine(args).execute(args);
  }

  /** The configured command line with every command (help, documentation, conventions). */
  public static CommandLine commandLine() {
    return build(COMMANDS);
  }

  /**
   * The configured command line to execute {@code args} with: when they start with a command's
   * name, the root holds that command alone, since picocli builds the model of every command it
   * holds, options and all, by reflection (about 0.3 s of CPU at a JVM's start, 15-20 ms warm,
   * for all of them); otherwise (help, version, an unknown command and its suggestions) every
   * command.
   */
  public static CommandLine commandLine(String... args) {
    if (args.length > 0) {
      for (Class<?> c : COMMANDS) {
        if (c != CommandLine.HelpCommand.class && c.getAnnotation(Command.class).name().equals(args[0])) {
          return build(List.of(c));
        }
      }
    }
    return commandLine();
  }

  private static CommandLine build(List<Class<?>> commands) {
    CommandLine cli = new CommandLine(new Qakit()) {
      @Override
      public int execute(String... args) {
        return super.execute(RetiredSpelling.rewrite(this, args));
      }

      @Override
      public ParseResult parseArgs(String... args) {
        return super.parseArgs(RetiredSpelling.rewrite(this, args));
      }
    };
    commands.forEach(cli::addSubcommand); // before the settings below, which reach only the commands already held
    cli.setAllowSubcommandsAsOptionParameters(true) // `eval --predictions-format trec`: trec is also eval's subcommand
        .setExecutionStrategy(Qakit::executeQuietly)
        .setExecutionExceptionHandler(
            (e, cmd, parsed) -> {
              cmd.getErr().println("qakit: error: " + message(e));
              cmd.getErr().flush();
              return isUserError(e) ? 1 : 70;
            });
    shareVersion(cli, cli.getCommandSpec().version());
    return cli;
  }

  /** Every subcommand answers {@code -V} with the root's version. */
  private static void shareVersion(CommandLine c, String[] version) {
    c.getCommandSpec().version(version);
    c.getSubcommands().values().forEach(sub -> shareVersion(sub, version));
  }

  /** Runs the command named last; with --quiet at any level its stderr keeps only warnings and errors. */
  private static int executeQuietly(CommandLine.ParseResult parsed) {
    boolean quiet = false;
    CommandLine.ParseResult last = parsed;
    for (CommandLine.ParseResult p = parsed; p != null; p = p.hasSubcommand() ? p.subcommand() : null) {
      quiet |= p.hasMatchedOption("--quiet");
      last = p;
    }
    CommandLine target = last.commandSpec().commandLine();
    java.io.PrintWriter err = target.getErr();
    if (quiet) {
      target.setErr(QuietErr.over(err));
    }
    try {
      return new CommandLine.RunLast().execute(parsed);
    } finally {
      target.setErr(err);
    }
  }

  static boolean isUserError(Exception e) {
    return e instanceof FormatException
        || e instanceof IllegalArgumentException
        || e instanceof IOException
        || e instanceof UncheckedIOException;
  }

  static String message(Exception e) {
    Throwable t = e instanceof UncheckedIOException u ? u.getCause() : e;
    if (t instanceof NoSuchFileException n) {
      return "no such file: " + n.getFile();
    }
    if (t instanceof AccessDeniedException a) {
      return a.getFile() + ": permission denied";
    }
    if (t instanceof FileSystemException f) {
      return f.getFile() + ": " + (f.getReason() != null ? f.getReason() : f.getClass().getSimpleName());
    }
    if (isUserError(e) || t instanceof IOException) {
      return t.getMessage();
    }
    return t.toString();
  }

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }
}
