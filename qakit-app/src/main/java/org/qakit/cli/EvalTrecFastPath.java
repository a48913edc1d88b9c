package org.qakit.cli;

import java.io.BufferedWriter;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Set;

/**
 * Runs {@code qakit eval trec} without picocli when its arguments are plain: only {@code -q},
 * {@code -c}, {@code -m NAME}, {@code -M N}, {@code -l N} (each option and its value as separate
 * arguments) and two file names. Building picocli's command model (reading the annotations of its
 * own classes and qakit's) took about 0.4 s of CPU, a third of what trec_eval needs for a whole
 * 1,000,000-line run; a user who compares the two tools counts it.
 *
 * <p>Anything else (help, version, clustered or attached options, {@code @argument-files},
 * {@code --}, a value that starts with {@code -}, a number that does not parse, a wrong count of
 * files) goes to picocli, so every message and exit code stays picocli's. The fast path fills the
 * same {@link EvalTrecCommand} fields picocli would and handles errors as {@link Qakit} does.
 */
final class EvalTrecFastPath {
  private static final Set<String> WITH_VALUE = Set.of("-m", "-M", "-l");

  private EvalTrecFastPath() {}

  /** The command with its options set when {@code args} are {@code eval trec} and plain; else null. */
  static EvalTrecCommand parse(String[] args) {
    if (args.length < 4 || !args[0].equals("eval") || !args[1].equals("trec")) {
      return null;
    }
    var command = new EvalTrecCommand();
    var files = new java.util.ArrayList<String>(2);
    for (int i = 2; i < args.length; i++) {
      String a = args[i];
      if (WITH_VALUE.contains(a)) {
        if (i + 1 == args.length || args[i + 1].startsWith("-") || args[i + 1].startsWith("@")) {
          return null;
        }
        String value = args[++i];
        try {
          switch (a) {
            case "-m" -> command.measures.add(value);
            case "-M" -> command.maxRetrieved = Long.parseLong(value);
            default -> command.relevanceLevel = Integer.parseInt(value);
          }
        } catch (NumberFormatException e) {
          return null;
        }
      } else if (a.equals("-q")) {
        command.perQuery = true;
      } else if (a.equals("-c")) {
        command.complete = true;
      } else if (a.isEmpty() || a.startsWith("-") || a.startsWith("@")) {
        return null;
      } else {
        files.add(a);
      }
    }
    if (files.size() != 2) {
      return null;
    }
    command.qrels = Path.of(files.get(0));
    command.run = Path.of(files.get(1));
    return command;
  }

  /** Evaluates, printing to standard output and error; the exit code {@link Qakit#commandLine()} would give. */
  static int run(EvalTrecCommand command) {
    return run(command, new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out, System.out.charset()), 1 << 16)),
        new PrintWriter(new OutputStreamWriter(System.err, System.err.charset()), true));
  }

  /** {@link #run(EvalTrecCommand)} printing to {@code out} and {@code err}. */
  static int run(EvalTrecCommand command, PrintWriter out, PrintWriter err) {
    try {
      return command.evaluate(out, err);
    } catch (Exception e) {
      out.flush();
      err.println("qakit: error: " + Qakit.message(e));
      err.flush();
      return Qakit.isUserError(e) ? 1 : 70;
    } finally {
      out.flush();
    }
  }
}
