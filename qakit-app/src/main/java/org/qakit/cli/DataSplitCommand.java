package org.qakit.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.qakit.dataset.Dataset;
import org.qakit.report.TextTable;
import org.qakit.split.PartSummary;
import org.qakit.split.Partition;
import org.qakit.split.Ratios;
import org.qakit.split.Split;
import org.qakit.split.SplitFileFormat;
import org.qakit.split.SplitSpec;
import org.qakit.split.SplitWriter;
import org.qakit.split.Splitter;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code qakit data split}: seeded train/dev/test splits or k folds, stratified and grouped. */
@Command(name = "split", mixinStandardHelpOptions = true,
    description = {"Split a dataset into parts (--ratios 60:10:30) or k folds (--folds K), seeded.",
        "--stratify-by FIELD: every part gets each value's share (largest remainder).",
        "--group-by FIELD: a group's items stay in one part; each group goes where it best fits the "
        + "shares (and, stratified, each value's share by its own items).",
        "FIELD: kind, group, choices, candidates, answer, or a type key (e.g.",
        "question_type; types.KEY for a type key named like a built-in field).",
        "Writes OUTDIR/NAME.ids or NAME.qakit.jsonl (k-fold: OUTDIR/fold-I/train and test), all files or "
        + "none (a failure leaves OUTDIR as it was), and prints the counts. Other files in OUTDIR are "
        + "kept; split files an earlier run left there are named in a warning. Rules: docs/splits.md."})
final class DataSplitCommand implements Callable<Integer> {
  @Mixin DatasetOptions dataset;

  @ArgGroup(exclusive = true, multiplicity = "1")
  Parts parts;

  static final class Parts {
    @Option(names = "--ratios", paramLabel = "P:P[:P...]",
        description = "the parts' percentages, adding up to 100")
    String ratios;

    @Option(names = "--folds", paramLabel = "K", description = "k-fold: K test folds, each trained on the others")
    Integer folds;
  }

  @Option(names = "--names", split = ",", paramLabel = "NAME",
      description = "names of the parts; default train,test (2 parts) or train,dev,test (3)")
  List<String> names;

  @Option(names = "--stratify-by", paramLabel = "FIELD",
      description = "item field whose values every part shares in proportion (kind, group, choices, candidates, answer or a type key)")
  String stratifyBy;

  @Option(names = "--group-by", paramLabel = "FIELD", description = "item field whose values never cross parts (e.g. group)")
  String groupBy;

  @Option(names = "--seed", paramLabel = "SEED", defaultValue = "42", description = "seed of the shuffles; default: ${DEFAULT-VALUE}")
  long seed;

  @Option(names = {"-o", "--output"}, required = true, paramLabel = "OUTDIR", description = "output folder")
  Path output;

  @Option(names = "--write", paramLabel = "WHAT", defaultValue = "ids",
      description = "ids (one item id per line) or qakit-jsonl (the items); default: ${DEFAULT-VALUE}")
  String write;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    SplitFileFormat format = SplitFileFormat.of(write);
    SplitSpec splitSpec;
    if (parts.folds != null) {
      if (names != null) {
        throw new IllegalArgumentException("--names applies to --ratios; k-fold names its folds fold-1 … fold-" + parts.folds);
      }
      splitSpec = SplitSpec.folds(parts.folds, stratifyBy, groupBy, seed);
    } else {
      splitSpec = SplitSpec.ratios(Ratios.parse(parts.ratios), names, stratifyBy, groupBy, seed);
    }
    var err = spec.commandLine().getErr();
    Dataset d = dataset.read(err);
    Split split = Splitter.split(d.items(), splitSpec);
    List<Path> written = SplitWriter.write(split, d, output, format, dataset.paths);
    var out = spec.commandLine().getOut();
    out.print(table(split, d.items().size()).render());
    out.flush();
    for (int j = 0; j < split.partition().names().size(); j++) {
      if (split.partition().summary(j).items() == 0) {
        err.println("warning: split '" + split.partition().names().get(j) + "' is empty");
      }
    }
    List<Path> others = SplitWriter.othersIn(output, format, written);
    if (!others.isEmpty()) {
      Path outDir = output.toAbsolutePath().normalize();
      err.println("warning: " + output + " also holds " + others.size() + " split file(s) this run did not write (from an earlier split?): "
          + String.join(", ", others.stream().limit(5).map(p -> outDir.relativize(p).toString()).toList()) + (others.size() > 5 ? ", …" : ""));
    }
    err.println("seed " + seed + "; wrote " + written.size() + " files to " + output);
    err.flush();
    return 0;
  }

  static TextTable table(Split split, int total) {
    Partition p = split.partition();
    List<String> strata = p.strataValues();
    boolean grouped = p.summaryOfAll().groups() >= 0;
    var header = new ArrayList<>(List.of(split.kFold() ? "fold (test part)" : "split", "items", "share"));
    if (grouped) {
      header.add("groups");
    }
    header.addAll(strata);
    var table = new TextTable(header);
    for (int j = 0; j < p.names().size(); j++) {
      table.row(row(p.summary(j), total, grouped, strata));
    }
    table.row(row(p.summaryOfAll(), total, grouped, strata));
    return table;
  }

  private static List<String> row(PartSummary s, int total, boolean grouped, List<String> strata) {
    var cells = new ArrayList<>(List.of(s.name(), Integer.toString(s.items()),
        String.format(Locale.ROOT, "%.1f%%", 100.0 * s.items() / total)));
    if (grouped) {
      cells.add(Integer.toString(s.groups()));
    }
    for (String value : strata) {
      cells.add(Integer.toString(s.strata().getOrDefault(value, 0)));
    }
    return cells;
  }
}
