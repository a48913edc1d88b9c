package org.qakit.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.qakit.format.ReadOptions;
import org.qakit.kb.KbInputs;
import org.qakit.kb.KbStoreBuilder;
import org.qakit.report.Rates;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code qakit kb build}: stream triple files into a knowledge-base store with its qakit-kb.json. */
@Command(name = "build", mixinStandardHelpOptions = true,
    description = {"Stream knowledge-base files (subject ||| predicate ||| object lines; a question file gives its "
        + "gold triples) into a store in OUTDIR: lookups by subject, subject + predicate and alias, and "
        + "the entity-linking dictionary (docs/kbqa.md).",
        "Writes qakit-kb.json (triples, subjects, predicates, names, input checksums). Built aside and "
        + "moved into place when complete. --backend solr --solr URL --collection NAME stores the same "
        + "subject runs in a SolrCloud collection instead (docs/scale-out.md)."})
final class KbBuildCommand implements Callable<Integer> {
  private static final int SHOWN_PROBLEMS = 10;

  @Option(names = {"-f", "--format"}, required = true, paramLabel = "FORMAT", description = "knowledge-base format: nlpcc-kbqa")
  String format;

  @Option(names = "--lenient", description = "skip malformed lines, count them and list the first ones, instead of stopping")
  boolean lenient;

  @Mixin BuildTargetOptions target;

  @Mixin BackendOptions where;

  @Parameters(arity = "1..*", paramLabel = "KB_FILE", description = "knowledge-base or question files, read in order")
  List<Path> files;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    var err = spec.commandLine().getErr();
    ReadOptions read = lenient ? ReadOptions.LENIENT : ReadOptions.STRICT;
    if (where.isSolr()) {
      skipped(new SolrKbBuild(where.solr, where.collection, where.shards, where.replicas, where.batch).run(format, files, read, target, err), err);
      return 0;
    }
    var bar = new ProgressBar(err, "triples");
    KbStoreBuilder.Result r;
    try {
      r = new KbStoreBuilder(target.threads, target.force, bar).build(target.output(spec), format, files, read);
    } finally {
      bar.finish();
    }
    skipped(r.read(), err);
    var s = r.stats();
    err.printf("stored %,d triples (%,d subjects, %,d predicates, %,d names) in %.1f s (%s triples/s) into %s (%,d bytes)%n",
        s.triples(), s.subjects(), s.predicates(), s.names(), s.buildSeconds(),
        Rates.format("%,.0f", Rates.perSecond(s.triples(), s.buildSeconds())), target.output, s.bytes());
    err.flush();
    return 0;
  }

  private static void skipped(KbInputs.Summary read, java.io.PrintWriter err) {
    if (read.skipped() > 0) {
      err.printf("skipped %,d malformed line(s) (--lenient):%n", read.skipped());
      read.firstProblems().stream().limit(SHOWN_PROBLEMS).forEach(p -> err.println("  skipped: " + p));
      if (read.skipped() > SHOWN_PROBLEMS) {
        err.println("  … and " + (read.skipped() - SHOWN_PROBLEMS) + " more");
      }
    }
    err.flush();
  }
}
