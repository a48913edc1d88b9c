package org.qakit.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import org.qakit.dataset.Dataset;
import org.qakit.format.Format;
import org.qakit.format.Formats;
import org.qakit.format.Problem;
import org.qakit.format.ReadOptions;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * The options every command that reads a dataset's files shares: format, view, leniency, the files
 * ({@code --input}; bare paths are the retired spelling) and an ids file.
 */
final class DatasetOptions {
  private static final int SHOWN_PROBLEMS = 10;

  @Option(names = {"-f", "--format"}, required = true, paramLabel = "FORMAT",
      description = "dataset format; `qakit list formats` shows them")
  String format;

  @Option(names = "--view", paramLabel = "VIEW",
      description = "task view for formats with several (e.g. sciq: multiple-choice, direct-answer); default: the format's first")
  String view;

  @Option(names = "--lenient",
      description = "skip malformed records, count them and report them at the end, instead of stopping at the first")
  boolean lenient;

  @Option(names = "--input", required = true, arity = "1", split = ",", paramLabel = "DATA",
      description = "dataset files (or folders, for folder formats); repeatable or comma-separated")
  List<Path> paths;

  @Parameters(arity = "0..*", hidden = true, paramLabel = "PATH", description = RetiredSpelling.PREFIX + "--input")
  List<Path> retiredPaths;

  @Option(names = "--ids", paramLabel = "IDS", description = "use only the items listed in this ids file (`qakit data split --write ids`)")
  Path ids;

  /** Reads the dataset (only the items of --ids when given); reports skipped records and normalisation notes on {@code err}. */
  Dataset read(PrintWriter err) throws IOException {
    return select(read(format, view, lenient, paths, err), ids);
  }

  /** Reads {@code paths} in {@code format}; reports skipped records and notes on {@code err}. */
  static Dataset read(String format, String view, boolean lenient, List<Path> paths, PrintWriter err) throws IOException {
    Format f = Formats.get(format);
    Dataset d = f.read(paths, new ReadOptions(lenient, view));
    report(err, "note", d.notes());
    reportSkipped(err, d.skipped(), "--lenient", "");
    boolean nothing = d.items().isEmpty() && d.passages().isEmpty() && d.triples().isEmpty();
    if (nothing && !d.skipped().isEmpty()) {
      throw new IllegalArgumentException(
          "every record was malformed (" + d.skipped().size() + " skipped); is '" + format + "' the right --format?");
    }
    if (nothing) {
      err.println("warning: the input holds no records");
    }
    return d;
  }

  /** The dataset with only the items listed in {@code ids} (null: all), passages and triples kept. */
  static Dataset select(Dataset d, Path ids) throws IOException {
    if (ids == null) {
      return d;
    }
    return new Dataset(org.qakit.split.IdList.read(ids).select(d.items()), d.passages(), d.triples(), d.skipped(), d.notes());
  }

  /** Says how many malformed records an option that tolerates them skipped, and the first few. */
  static void reportSkipped(PrintWriter err, List<Problem> skipped, String option, String what) {
    if (skipped.isEmpty()) {
      return;
    }
    err.println("warning: skipped " + skipped.size() + " malformed record(s)" + what + " (" + option + "):");
    report(err, "skipped", skipped);
  }

  private static void report(PrintWriter err, String what, List<Problem> problems) {
    problems.stream().limit(SHOWN_PROBLEMS).forEach(p -> err.println("  " + what + ": " + p));
    if (problems.size() > SHOWN_PROBLEMS) {
      err.println("  … and " + (problems.size() - SHOWN_PROBLEMS) + " more");
    }
  }
}
