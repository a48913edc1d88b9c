package org.qakit.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.qakit.check.Check;
import org.qakit.check.Checks;
import org.qakit.check.DatasetChecker;
import org.qakit.check.DatasetFixer;
import org.qakit.check.Finding;
import org.qakit.check.Severity;
import org.qakit.format.Conversion;
import org.qakit.format.Format;
import org.qakit.format.Formats;
import org.qakit.format.WritableFormat;
import org.qakit.report.TextTable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code qakit check}: run the consistency checks on a dataset, print the findings, optionally write a fixed copy. */
@Command(name = "check", mixinStandardHelpOptions = true,
    description = {"Run the consistency checks (`qakit list checks`) on a dataset and print every finding: check, "
        + "severity, item, file:line, message, then the count per check.",
        "The dataset is read leniently: a record the reader rejects is a `record-readable` error, not "
        + "the end of the run. Exit code 1 when any finding is an error, 0 otherwise. --against adds the "
        + "leakage checks between this split and another.",
        "--fix -o OUT writes a repaired copy (never the input) and a change log of every record changed."})
final class CheckCommand implements Callable<Integer> {
  @Option(names = {"-f", "--format"}, required = true, paramLabel = "FORMAT", description = "dataset format (`qakit list formats`)")
  String format;

  @Option(names = "--view", paramLabel = "VIEW", description = "task view for formats with several; default: the format's first")
  String view;

  @Option(names = "--input", required = true, arity = "1", split = ",", paramLabel = "DATA",
      description = "dataset files (or folders, for folder formats); repeatable or comma-separated")
  List<Path> paths;

  @Parameters(arity = "0..*", hidden = true, paramLabel = "PATH", description = RetiredSpelling.PREFIX + "--input")
  List<Path> retiredPaths;

  @Option(names = "--against", split = ",", paramLabel = "DATA", description = "files of another split of the same format: adds leak-exact and leak-near")
  List<Path> against = new ArrayList<>();

  @Option(names = "--checks", split = ",", paramLabel = "ID", description = "run only these checks (comma-separated ids); default: all")
  List<String> only = new ArrayList<>();

  @Option(names = "--json", description = "print one JSON object (findings, counts, errors, warnings, infos) instead of tables")
  boolean json;

  @Option(names = "--summary", description = "print only the count per check, not each finding")
  boolean summary;

  @Option(names = "--fix", description = "write a repaired copy to -o (the fixers of the checks that ran) and a change log")
  boolean fix;

  @Option(names = {"-o", "--output"}, paramLabel = "OUT", description = "with --fix: the repaired copy")
  Path output;

  @Option(names = "--to", paramLabel = "FORMAT", defaultValue = "qakit-jsonl", description = "with --fix: the copy's format (writable); default: ${DEFAULT-VALUE}")
  String to;

  @Option(names = "--changes", paramLabel = "LOG", description = "with --fix: the change log (JSON Lines); default: OUT.changes.jsonl")
  Path changes;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    if (fix != (output != null)) {
      var e = new CommandLine.ParameterException(spec.commandLine(), fix ? "--fix needs -o OUT" : "-o OUT is only for --fix");
      return spec.commandLine().getParameterExceptionHandler().handleParseException(e, new String[0]);
    }
    WritableFormat target = fix ? writable(to) : null;
    var report = DatasetChecker.run(new DatasetChecker.Spec(format, view, paths, against, only));
    var out = spec.commandLine().getOut();
    if (json) {
      out.println(new ObjectMapper().writeValueAsString(json(report)));
    } else {
      if (!summary) {
        var table = new TextTable(List.of("check", "severity", "item", "where", "message"));
        report.findings().forEach(f -> table.row(List.of(f.check(), f.severity().id(), f.item() == null ? "" : cell(f.item()), cell(f.where()), cell(f.message()))));
        out.print(table.render());
        out.println();
      }
      var counts = new TextTable(List.of("check", "severity", "findings"));
      report.counts().forEach((id, n) -> counts.row(List.of(id, Checks.get(id).severity().id(), String.valueOf(n))));
      out.print(counts.render());
      out.println();
      out.println(report.dataset().items().size() + " items checked: " + report.count(Severity.ERROR) + " errors, "
          + report.count(Severity.WARNING) + " warnings, " + report.count(Severity.INFO) + " infos");
    }
    out.flush();
    if (fix) {
      var fixed = DatasetFixer.fix(report);
      Path log = changes != null ? changes : output.resolveSibling(output.getFileName() + ".changes.jsonl");
      Conversion.write(target, fixed.dataset(), paths, output);
      fixed.log().write(log);
      var err = spec.commandLine().getErr();
      err.println("wrote " + fixed.dataset().items().size() + " items to " + output + " and " + fixed.log().changes().size() + " changes to " + log);
      err.flush();
    }
    return report.hasErrors() ? 1 : 0;
  }

  private static WritableFormat writable(String id) {
    Format f = Formats.get(id);
    if (f instanceof WritableFormat w) {
      return w;
    }
    throw new IllegalArgumentException("format '" + id + "' cannot be written; writable formats: "
        + String.join(", ", Formats.registry().all().stream().filter(WritableFormat.class::isInstance).map(Format::id).toList()));
  }

  private static Map<String, Object> json(DatasetChecker.Report report) {
    Map<String, Object> root = new LinkedHashMap<>();
    root.put("items", report.dataset().items().size());
    root.put("errors", report.count(Severity.ERROR));
    root.put("warnings", report.count(Severity.WARNING));
    root.put("infos", report.count(Severity.INFO));
    root.put("counts", report.counts());
    List<Map<String, Object>> findings = new ArrayList<>();
    for (Finding f : report.findings()) {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("check", f.check());
      m.put("severity", f.severity().id());
      m.put("item", f.item());
      m.put("file", f.file());
      m.put("line", f.line());
      m.put("message", f.message());
      findings.add(m);
    }
    root.put("findings", findings);
    return root;
  }

  /** A table cell: line breaks and tabs shown as spaces so that one finding stays one row. */
  private static String cell(String s) {
    return s.replaceAll("[\\r\\n\\t]", " ");
  }

  /** The rows {@code qakit list checks} prints. */
  static TextTable listing() {
    var table = new TextTable(List.of("check", "severity", "scope", "items", "description"));
    for (Check c : Checks.registry().all()) {
      table.row(List.of(c.id(), c.severity().id(), c.scope(), kinds(c), c.description()));
    }
    return table;
  }

  private static String kinds(Check c) {
    if (c.kinds().size() == org.qakit.model.ItemKind.values().length) {
      return "all";
    }
    return String.join(",", c.kinds().stream().map(org.qakit.model.ItemKind::id).toList());
  }
}
