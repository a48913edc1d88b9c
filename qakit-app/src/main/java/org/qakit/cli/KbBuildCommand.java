package org.qakit.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.qakit.format.ReadOptions;
import org.qakit.kb.KbStoreBuilder;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code qakit kb build}: stream triple files into a knowledge-base store with its qakit-kb.json. */
@Command(name = "build", mixinStandardHelpOptions = true,
    description = {"Stream knowledge-base files (subject ||| predicate ||| object lines; a question file gives its",
        "gold triples) into a store in OUTDIR: lookups by subject, subject + predicate and alias, and the",
        "entity-linking dictionary (docs/kbqa.md). Writes qakit-kb.json (triples, subjects, predicates,",
        "names, input checksums). Built aside and moved into place when complete."})
final class KbBuildCommand implements Callable<Integer> {
  private static final int SHOWN_PROBLEMS = 10;

  @Option(names = {"-f", "--format"}, required = true, paramLabel = "FORMAT", description = "knowledge-base format: nlpcc-kbqa")
  String format;

  @Option(names = "--lenient", description = "skip malformed lines, count them and list the first ones, instead of stopping")
  boolean lenient;

  @Mixin BuildTargetOptions target;

  @Parameters(arity = "1..*", paramLabel = "KB_FILE", description = "knowledge-base or question files, read in order")
  List<Path> files;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    var err = spec.commandLine().getErr();
    var bar = new ProgressBar(err, "triples");
    KbStoreBuilder.Result r;
    try {
      r = new KbStoreBuilder(target.threads, target.force, bar).build(target.output(spec), format, files, lenient ? ReadOptions.LENIENT : ReadOptions.STRICT);
    } finally {
      bar.finish();
    }
    if (r.read().skipped() > 0) {
      err.printf("skipped %,d malformed line(s) (--lenient):%n", r.read().skipped());
      r.read().firstProblems().stream().limit(SHOWN_PROBLEMS).forEach(p -> err.println("  skipped: " + p));
      if (r.read().skipped() > SHOWN_PROBLEMS) {
        err.println("  … and " + (r.read().skipped() - SHOWN_PROBLEMS) + " more");
      }
    }
    var s = r.stats();
    err.printf("stored %,d triples (%,d subjects, %,d predicates, %,d names) in %.1f s (%,.0f triples/s) into %s (%,d bytes)%n",
        s.triples(), s.subjects(), s.predicates(), s.names(), s.buildSeconds(),
        s.buildSeconds() > 0 ? s.triples() / s.buildSeconds() : 0.0, target.output, s.bytes());
    err.flush();
    return 0;
  }
}
