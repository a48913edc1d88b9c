package org.qakit.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.qakit.regress.GeneratedDocs;
import org.qakit.regress.RegressionFile;
import org.qakit.regress.Regressions;
import org.qakit.report.TextTable;
import org.qakit.task.DataHome;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code qakit bench}: re-runs the regression files under {@code benchmarks/} and fails when a
 * score moves or an input changed (docs/solving.md); {@code qakit bench eval}, {@code corpus} and
 * {@code search} time qakit's own machinery (docs/benchmarks.md).
 */
@Command(name = "bench", mixinStandardHelpOptions = true,
    description = {"Re-run every regression file under benchmarks/ (docs/solving.md): exit 1 with a table of what "
        + "moved when any score differs from its expected value by more than 0.00005 (either direction) or "
        + "an input's sha256 (or a fine-tuned model's weights checksum, model_sha256) differs.",
        "Files marked slow are skipped, and named, unless --all; files whose solver searches a SolrCloud "
        + "collection (solver.solr) are skipped, and named, unless --solr URL. --update rewrites the "
        + "expected scores and checksums on purpose; --docs refreshes docs/benchmarks.md, "
        + "the README's results table and docs/tasks/<id>.md from the files and the task registry. Files "
        + "named as arguments run alone (slow or not).",
        "`qakit bench eval`, `qakit bench encode`, `qakit bench kb` and `qakit bench search` measure how "
        + "fast qakit's own machinery runs; `qakit bench corpus` writes the seeded corpus that indexing "
        + "benchmarks use."},
    subcommands = {BenchEvalCommand.class, BenchEncodeCommand.class, BenchKbCommand.class, BenchServeCommand.class, BenchCorpusCommand.class,
        BenchSearchCommand.class, BenchDedupCommand.class, BenchTrainCommand.class})
final class BenchCommand implements Callable<Integer> {

  @Option(names = "--dir", paramLabel = "DIR", defaultValue = "benchmarks",
      description = "the benchmarks folder; input paths resolve against its parent; default: ${DEFAULT-VALUE}")
  Path dir;

  @Option(names = "--all", description = "also run the files marked \"slow\"")
  boolean all;

  @Option(names = "--update", description = "rewrite the expected scores and checksums of the files that moved with what is measured now")
  boolean update;

  @Option(names = "--docs", description = "write the regression section of the docs page (--docs-page), the README's results table and docs/tasks/<id>.md from the files and the task registry")
  boolean docs;

  @Option(names = "--docs-only", description = "as --docs, from the files as they are, running none of them")
  boolean docsOnly;

  @Option(names = "--docs-page", paramLabel = "PAGE", defaultValue = "docs/benchmarks.md",
      description = "the page --docs writes (default ${DEFAULT-VALUE}, under the repository root)")
  Path docsPage;

  @Option(names = "--threads", paramLabel = "N", defaultValue = "1", description = "solving threads per file; default: ${DEFAULT-VALUE}")
  int threads;

  @Option(names = "--embedding-cache", paramLabel = "DIR",
      description = "where files with solver.encoder cache their vectors; default: target/qakit-bench-embeddings under the repository root, beside the cached indexes")
  Path embeddingCache;

  @Parameters(paramLabel = "FILE", arity = "0..*",
      description = "run only these regression files (paths, or names under --dir such as wikiqa/sentence-ranker.json); default: all")
  List<Path> only = List.of();

  @Option(names = "--solr", paramLabel = "URL[,URL...]",
      description = "a SolrCloud (base URLs) for the files whose solver searches a collection (solver.solr): each builds its collection there from its corpus when missing (docs/scale-out.md); without it they are skipped")
  String solr;

  @Option(names = "--data", paramLabel = "DIR",
      description = "the data home that tasks' files are read from; default: $QAKIT_DATA, else ../shared/data beside the repository root, else ~/.qakit/data")
  Path data;

  @Option(names = "--verbose", description = "list every metric, not only those that moved")
  boolean verbose;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    var out = spec.commandLine().getOut();
    var err = spec.commandLine().getErr();
    Path bench = dir.toAbsolutePath().normalize();
    Path root = bench.getParent();
    if (docsOnly) {
      return writeDocs(root, bench, out);
    }
    DataHome home = data != null ? DataHome.at(data) : DataHome.locate(root);
    var files = new ArrayList<RegressionFile>();
    var chosen = new java.util.HashSet<Path>();
    for (Path p : only) {
      Path file = (java.nio.file.Files.exists(p) ? p : bench.resolve(p)).toAbsolutePath().normalize();
      if (!java.nio.file.Files.isRegularFile(file) || !file.startsWith(bench)) {
        throw new IllegalArgumentException(p + ": expected a regression file under " + dir + ", found none");
      }
      chosen.add(file);
    }
    for (Path p : Regressions.files(bench)) {
      if (chosen.isEmpty() || chosen.contains(p.toAbsolutePath().normalize())) {
        files.add(RegressionFile.read(p));
      }
    }
    if (files.isEmpty()) {
      throw new IllegalArgumentException(dir + ": expected regression files (*.json), found none");
    }
    var skipped = new ArrayList<String>();
    var noSolr = new ArrayList<String>();
    var table = new TextTable(List.of("file", "metric", "expected", "measured", "change", "status"));
    var failures = new ArrayList<String>();
    int run = 0;
    int updated = 0;
    int tableRows = 0;
    for (RegressionFile f : files) {
      if (f.slow() && !all && chosen.isEmpty()) {
        skipped.add(f.name(bench));
        continue;
      }
      if (f.solrSpec() != null && solr == null) {
        if (!chosen.isEmpty()) {
          throw new IllegalArgumentException(f.name(bench) + ": its solver searches a SolrCloud collection (solver.solr); give --solr URL");
        }
        noSolr.add(f.name(bench));
        continue;
      }
      Regressions.Outcome o = Regressions.run(f, root, home, threads,
          embeddingCache != null ? embeddingCache : root.resolve(org.qakit.regress.RegressionFile.EMBEDDING_CACHE), solr, err);
      run++;
      String name = f.name(bench);
      for (String c : o.checksumProblems()) {
        table.row(List.of(name, "(input)", "", "", "", "CHECKSUM " + c));
        tableRows++;
      }
      for (Regressions.Row r : o.rows()) {
        if (!r.moved() && !verbose) {
          continue;
        }
        table.row(List.of(name, r.metric(), fmt(r.expected()), fmt(r.actual()),
            Double.isNaN(r.expected()) || Double.isNaN(r.actual()) ? "" : String.format(Locale.ROOT, "%+.4f", r.actual() - r.expected()),
            r.moved() ? "MOVED" : "ok"));
        tableRows++;
      }
      if (o.index() != null) {
        err.println(o.index().built()
            ? String.format(Locale.ROOT, "%s: built the index %s (%.1f s)", name, o.index().dir(), o.index().seconds())
            : name + ": reused the index " + o.index().dir());
      }
      if (o.kb() != null) {
        err.println(o.kb().built()
            ? String.format(Locale.ROOT, "%s: built the knowledge base %s (%.1f s)", name, o.kb().dir(), o.kb().seconds())
            : name + ": reused the knowledge base " + o.kb().dir());
      }
      for (var m = o.model(); m != null; m = m.parent()) {
        err.println(m.built() ? String.format(Locale.ROOT, "%s: trained the model %s (%.1f s)", name, m.dir(), m.seconds())
            : name + ": reused the model " + m.dir() + " (its card matches)");
      }
      if (o.collection() != null) {
        err.println(o.collection().built()
            ? String.format(Locale.ROOT, "%s: built the Solr collection %s (%s, %,d passages, %.1f s)", name, o.collection().collection(),
                f.solrSpec().shape(), o.collection().documents(), o.collection().seconds())
            : name + ": reused the Solr collection " + o.collection().collection());
      }
      err.println(String.format(Locale.ROOT, "%s: %s (%.1f s)", name, o.passed() ? "ok" : "FAILED", o.seconds()));
      err.flush();
      if (update && !o.passed()) {
        f.update(o.actual(), o.checksums(), o.ids(), o.model() == null ? java.util.Map.of() : o.model().checksums());
        updated++;
        err.println("  updated " + f.file());
      } else if (!o.passed()) {
        failures.add(name);
      }
    }
    if (tableRows > 0) {
      out.print(table.render());
      out.println();
    }
    if (!skipped.isEmpty()) {
      out.println("skipped " + skipped.size() + " slow file(s) (--all runs them): " + String.join(", ", skipped));
    }
    if (!noSolr.isEmpty()) {
      out.println("skipped " + noSolr.size() + " file(s) over a SolrCloud collection (--solr URL runs them): " + String.join(", ", noSolr));
    }
    if (docs) {
      writeDocs(root, bench, out);
    }
    if (update) {
      out.println("updated " + updated + " of " + run + " regression file(s) (those that moved or whose inputs changed)");
    } else if (failures.isEmpty()) {
      out.println("passed: " + run + " regression file(s), no score moved by more than " + Regressions.TOLERANCE + ", inputs unchanged");
    } else {
      out.println("FAILED: " + failures.size() + " of " + run + " regression file(s) moved: " + String.join(", ", failures)
          + " (qakit bench --update rewrites them on purpose)");
    }
    out.flush();
    return update || failures.isEmpty() ? 0 : 1;
  }

  private int writeDocs(Path root, Path bench, java.io.PrintWriter out) throws java.io.IOException {
    Path page = docsPage.isAbsolute() ? docsPage : root.resolve(docsPage);
    List<Path> written = GeneratedDocs.write(root, bench, page);
    out.println("wrote the regression section of " + page + ", " + (written.size() - 1)
        + " more page(s) (the README's results table where it has its markers, docs/tasks/*.md)");
    out.flush();
    return 0;
  }

  private static String fmt(double v) {
    return Double.isNaN(v) ? "-" : String.format(Locale.ROOT, "%.4f", v);
  }
}
