package org.qakit.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.qakit.analysis.Analysis;
import org.qakit.analysis.Analyzers;
import org.qakit.corpus.Corpus;
import org.qakit.encode.Encoder;
import org.qakit.index.IndexBuilder;
import org.qakit.index.IndexStats;
import org.qakit.index.IndexVectors;
import org.qakit.solve.EncoderOptions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code qakit index build}: import a corpus and write a BM25 index with its qakit-index.json. */
@Command(name = "build", mixinStandardHelpOptions = true,
    description = {"Import a corpus and build a BM25 index (k1=1.2, b=0.75) in OUTDIR, with qakit-index.json "
        + "(documents, terms, analyzer, the files read with their checksums).",
        "One importer over PATHs (--importer ID PATH...), or one index from several corpora (--corpus "
        + "ID=PATH, repeated: --corpus wordnet=/usr/share/wordnet --corpus gcide=/usr/share/dictd). The "
        + "index is built aside and moved into place when complete; a non-empty OUTDIR is refused without "
        + "--force.",
        "With --encoder M, each passage's vector (title + text) is stored too, in an HNSW graph (dense "
        + "and hybrid search: qakit index search --mode; docs/retrieval.md).",
        "--backend solr --solr URL --collection NAME creates a SolrCloud collection instead (config set "
        + "generated for the analysis, --shards x --replicas) and indexes the corpus into it "
        + "(docs/scale-out.md)."})
final class IndexBuildCommand implements Callable<Integer> {
  @Option(names = "--importer", paramLabel = "ID", description = "corpus importer of the PATHs; `qakit list importers` shows them")
  String importer;

  @Option(names = "--corpus", paramLabel = "ID=PATH", description = "a source: importer and file or folder (repeat for several, read in order)")
  List<String> corpora;

  @Option(names = "--lang", required = true, paramLabel = "L", description = "language of the corpus: en, zh or cs")
  String lang;

  @Option(names = "--analyzer", paramLabel = "NAME",
      description = "named analysis of the language (zh: smartcn, the default, or hanlp; cs: hunspell-cs_CZ, czech-light or hunspell-fallback); recorded in qakit-index.json")
  String analyzer;

  @Mixin BuildTargetOptions target;

  @Mixin EncoderMixin encoderOptions;

  @Option(names = "--hnsw-m", paramLabel = "N", defaultValue = "" + IndexVectors.DEFAULT_M,
      description = "with --encoder: HNSW neighbours per node (default ${DEFAULT-VALUE}, Lucene's)")
  int hnswM;

  @Option(names = "--hnsw-beam-width", paramLabel = "N", defaultValue = "" + IndexVectors.DEFAULT_BEAM_WIDTH,
      description = "with --encoder: HNSW construction beam width (default ${DEFAULT-VALUE}, Lucene's)")
  int hnswBeamWidth;

  @Mixin BackendOptions where;

  @Parameters(arity = "0..*", paramLabel = "PATH", description = "corpus files or folders read by --importer")
  List<Path> paths;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    var err = spec.commandLine().getErr();
    Analysis analysis = Analysis.of(lang, analyzer);
    Corpus corpus = corpus();
    String warning = analyzer == null ? Analyzers.warning(analysis.language()) : null;
    if (warning != null) {
      err.println("warning: " + warning);
    }
    EncoderOptions vectors = encoderOptions.options();
    if (where.isSolr()) {
      if (vectors != null) {
        throw new IllegalArgumentException("--encoder: dense vectors are built into the embedded index only; drop --encoder for --backend solr");
      }
      return new SolrIndexBuild(where.solr, where.collection, where.shards, where.replicas, where.batch).run(analysis, corpus, target, err);
    }
    if (vectors != null) {
      vectors.checkLanguage(analysis.language().code(), "--lang");
    }
    var bar = new ProgressBar(err, "passages");
    IndexStats stats;
    long truncated = 0;
    try (Encoder encoder = vectors == null ? null : vectors.open()) {
      IndexBuilder builder = new IndexBuilder(analysis, target.threads, target.force, bar);
      stats = (encoder == null ? builder : builder.withVectors(encoder, hnswM, hnswBeamWidth)).build(target.output(spec), corpus);
      truncated = encoder == null ? 0 : encoder.truncated();
    } finally {
      bar.finish();
    }
    err.printf("indexed %,d passages (%,d unique terms) with %s from %s in %.1f s into %s%n",
        stats.documents(), stats.uniqueTerms(), stats.analyzer(), stats.importer(), stats.buildSeconds(), target.output);
    if (stats.vectors() != null) {
      err.printf("with %d-dimensional vectors of %s (%s, HNSW m=%d beam width=%d); %,d passage(s) longer than the model's limit were cut%n",
          stats.vectors().dimension(), stats.vectors().model(), stats.vectors().similarity(), stats.vectors().m(),
          stats.vectors().beamWidth(), truncated);
    }
    err.flush();
    return 0;
  }

  /** --importer ID PATH... or --corpus ID=PATH..., not both. */
  private Corpus corpus() {
    boolean byImporter = importer != null || paths != null && !paths.isEmpty();
    boolean bySources = corpora != null && !corpora.isEmpty();
    if (byImporter == bySources) {
      throw new IllegalArgumentException(bySources
          ? "give either --importer ID PATH... or --corpus ID=PATH (repeated), not both"
          : "expected a corpus: --importer ID PATH... or --corpus ID=PATH (repeated), found neither");
    }
    if (bySources) {
      return new Corpus(corpora.stream().map(Corpus::source).toList());
    }
    if (importer == null || paths == null || paths.isEmpty()) {
      throw new IllegalArgumentException(importer == null ? "expected --importer ID for the PATHs, found none"
          : "expected the PATHs --importer " + importer + " reads, found none");
    }
    return Corpus.of(importer, paths);
  }
}
