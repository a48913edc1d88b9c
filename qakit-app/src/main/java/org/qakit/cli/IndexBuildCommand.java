package org.qakit.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.qakit.analysis.Analysis;
import org.qakit.analysis.Analyzers;
import org.qakit.corpus.CorpusImporter;
import org.qakit.corpus.Importers;
import org.qakit.format.ReadOptions;
import org.qakit.index.IndexBuilder;
import org.qakit.index.IndexStats;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code qakit index build}: import a corpus and write a BM25 index with its qakit-index.json. */
@Command(name = "build", mixinStandardHelpOptions = true,
    description = {"Import a corpus with an importer and build a BM25 index (k1=1.2, b=0.75) in OUTDIR,",
        "with qakit-index.json (documents, terms, analyzer, input checksums). The index is built",
        "aside and moved into place when complete; a non-empty OUTDIR is refused without --force."})
final class IndexBuildCommand implements Callable<Integer> {
  @Option(names = "--importer", required = true, paramLabel = "ID", description = "corpus importer; `qakit list importers` shows them")
  String importer;

  @Option(names = "--lang", required = true, paramLabel = "L", description = "language of the corpus: en, zh or cs")
  String lang;

  @Option(names = "--analyzer", paramLabel = "NAME",
      description = "named analysis of the language (zh: smartcn, the default, or hanlp); recorded in qakit-index.json")
  String analyzer;

  @Option(names = "--threads", paramLabel = "N", defaultValue = "1", description = "indexing threads (default ${DEFAULT-VALUE}); the index is the same for any N")
  int threads;

  @Option(names = "--force", description = "replace a non-empty OUTDIR")
  boolean force;

  @Option(names = {"-o", "--output"}, required = true, paramLabel = "OUTDIR", description = "the index folder to create")
  Path output;

  @Parameters(arity = "1..*", paramLabel = "PATH", description = "corpus files or folders")
  List<Path> paths;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    var err = spec.commandLine().getErr();
    Analysis analysis = Analysis.of(lang, analyzer);
    CorpusImporter imp = Importers.get(importer);
    String warning = analyzer == null ? Analyzers.warning(analysis.language()) : null;
    if (warning != null) {
      err.println("warning: " + warning);
    }
    var bar = new ProgressBar(err, "passages");
    IndexStats stats;
    try {
      stats = new IndexBuilder(analysis, threads, force, bar).build(output, sink -> {
        for (Path p : paths) {
          imp.read(p, ReadOptions.STRICT, sink);
        }
      }, imp.id(), paths, -1);
    } finally {
      bar.finish();
    }
    err.printf("indexed %,d passages (%,d unique terms) with %s in %.1f s into %s%n",
        stats.documents(), stats.uniqueTerms(), stats.analyzer(), stats.buildSeconds(), output);
    err.flush();
    return 0;
  }
}
