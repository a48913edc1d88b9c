package org.qakit.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.qakit.dataset.Dataset;
import org.qakit.format.Conversion;
import org.qakit.format.Format;
import org.qakit.format.Formats;
import org.qakit.format.WritableFormat;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code qakit data convert}: read a dataset in one format and write it in another. */
@Command(name = "convert", mixinStandardHelpOptions = true,
    description = {"Convert a dataset into another format, by default qakit-jsonl (lossless).",
        "The output appears whole or not at all; a malformed input record stops the run before anything "
        + "is written unless --lenient is given."})
final class DataConvertCommand implements Callable<Integer> {
  @Mixin DatasetOptions dataset;

  @Option(names = "--to", paramLabel = "FORMAT", defaultValue = "qakit-jsonl",
      description = "output format (must be writable); default: ${DEFAULT-VALUE}")
  String to;

  @Option(names = {"-o", "--output"}, required = true, paramLabel = "OUT", description = "output file")
  Path output;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    Format target = Formats.get(to);
    if (!(target instanceof WritableFormat writable)) {
      throw new IllegalArgumentException("format '" + to + "' cannot be written; writable formats: "
          + String.join(", ", Formats.registry().all().stream().filter(WritableFormat.class::isInstance).map(Format::id).toList()));
    }
    Dataset d = dataset.read(spec.commandLine().getErr());
    Conversion.write(writable, d, dataset.paths, output);
    var err = spec.commandLine().getErr();
    err.println("wrote " + d.items().size() + " items, " + d.passages().size() + " passages and "
        + d.triples().size() + " triples to " + output);
    err.flush();
    return 0;
  }
}
