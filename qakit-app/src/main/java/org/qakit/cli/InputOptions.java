package org.qakit.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import org.qakit.dataset.Dataset;
import picocli.CommandLine.Option;

/** The dataset a solving command works on: format, view and one path per {@code --input}. */
final class InputOptions {
  @Option(names = {"-f", "--format"}, required = true, paramLabel = "FORMAT", description = "dataset format (`qakit list formats`)")
  String format;

  @Option(names = "--view", paramLabel = "VIEW", description = "task view for formats with several; default: the format's first")
  String view;

  @Option(names = "--input", required = true, arity = "1", split = ",", paramLabel = "DATA", description = "dataset files (repeatable or comma-separated)")
  List<Path> inputs;

  @Option(names = "--ids", paramLabel = "IDS", description = "use only the items listed in this ids file (`qakit data split --write ids`)")
  Path ids;

  /** Reads the dataset (only the items of --ids when given), reporting notes and skipped records on {@code err}. */
  Dataset read(boolean lenient, PrintWriter err) throws IOException {
    return DatasetOptions.select(DatasetOptions.read(format, view, lenient, inputs, err), ids);
  }
}
