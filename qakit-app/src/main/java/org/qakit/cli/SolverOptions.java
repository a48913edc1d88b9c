package org.qakit.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.qakit.encode.CrossEncoderSpec;
import org.qakit.solve.EncoderOptions;
import org.qakit.solve.RetrievalMode;
import org.qakit.solve.SolrSource;
import org.qakit.solve.SolverSpec;
import org.qakit.solve.Solvers;
import org.qakit.split.IdList;
import picocli.CommandLine.Option;

/** The options that pick and parameterise a solver, shared by {@code qakit solve} and {@code qakit run}. */
final class SolverOptions {

  /** Every registered solver id, in registry order: the help of --solver lists them all. */
  static final class SolverIds implements Iterable<String> {
    @Override
    public java.util.Iterator<String> iterator() {
      return org.qakit.solve.SolverFactories.registry().ids().iterator();
    }
  }

  @Option(names = "--solver", required = true, paramLabel = "S",
      completionCandidates = SolverIds.class,
      description = "solver id: ${COMPLETION-CANDIDATES} (`qakit list solvers` says what each does)")
  String solver;

  @Option(names = "--train", arity = "1", split = ",", paramLabel = "TRAIN",
      description = "training data of a trained solver (repeatable or comma-separated)")
  List<Path> train = List.of();

  @Option(names = "--train-format", paramLabel = "F", description = "format of --train; default: the dataset's --format")
  String trainFormat;

  @Option(names = "--train-view", paramLabel = "V", description = "view of --train; default: the format's first")
  String trainView;

  @Option(names = "--train-lenient", description = "skip malformed training records instead of stopping, and say how many")
  boolean trainLenient;

  @Option(names = "--train-ids", paramLabel = "IDS", description = "train only on the training items listed in this ids file (`qakit data split --write ids`)")
  Path trainIds;

  @Option(names = "--index", paramLabel = "DIR", description = "index of an index-backed solver (`qakit index build`)")
  Path index;

  @Option(names = "--solr", paramLabel = "URL[,URL...]", description = "Solr base URL(s) of the --collection an index-backed solver searches instead of --index (docs/scale-out.md)")
  String solr;

  @Option(names = "--collection", paramLabel = "NAME", description = "the SolrCloud collection of --solr (`qakit index build --backend solr`)")
  String collection;

  @Option(names = "--kb", paramLabel = "DIR", description = "knowledge-base store of the kbqa solver (`qakit kb build`)")
  Path kb;

  @Option(names = "--min-precision", paramLabel = "P",
      description = "answer only where the kbqa solver's calibrated confidence reached this precision on held-out training folds (e.g. 0.95); the rest are withheld (empty answers); default: the threshold that maximises Averaged F1 (docs/kbqa.md)")
  Double minPrecision;

  @Option(names = "--member", paramLabel = "ID",
      description = "a member of --solver ensemble (repeat: --member ir --member pmi); each is built from these same options")
  List<String> members = List.of();

  @Option(names = "--encoder", paramLabel = "M", description = "bi-encoder of an embedding solver (`qakit list models`)")
  String encoder;

  @Option(names = "--embedding-cache", paramLabel = "DIR",
      description = "where vectors are cached, keyed by model and text; default: $XDG_CACHE_HOME/qakit/embeddings or ~/.cache/qakit/embeddings")
  Path embeddingCache;

  @Option(names = "--no-embedding-cache", description = "encode every text, keep no vectors on disk")
  boolean noEmbeddingCache;

  @Option(names = "--retrieval", paramLabel = "MODE",
      description = "how an embedding solver searches --index: bm25, dense (vectors in the index), rerank (BM25 hits re-scored by --encoder), hybrid (BM25 + dense, reciprocal-rank fusion); default: the solver's (docs/retrieval.md)")
  String retrieval;

  @Option(names = "--cross-encoder", paramLabel = "FILE",
      description = "an ONNX cross-encoder (query, passage) -> logits that the entail solver scores support with instead of --encoder; for the cross-encoder, choice-model and span-reader solvers also a model folder from qakit train")
  Path crossEncoder;

  @Option(names = "--cross-encoder-tokenizer", paramLabel = "FILE",
      description = "the cross-encoder's tokenizer.json; default: tokenizer.json beside the --cross-encoder file")
  Path crossEncoderTokenizer;

  @Option(names = "--cross-encoder-label", paramLabel = "N", defaultValue = "0",
      description = "the output column that scores support (0 for a one-logit re-ranker, the entailment column of an NLI model); default: ${DEFAULT-VALUE}")
  int crossEncoderLabel;

  @Option(names = "--lang", paramLabel = "L", description = "language of the solver's analyzer: en, zh, cs")
  String lang;

  @Option(names = "--analyzer", paramLabel = "NAME", description = "named analysis of --lang (zh: smartcn, the default, or hanlp; cs: hunspell-cs_CZ, czech-light or hunspell-fallback; docs/indexing.md)")
  String analyzer;

  @Option(names = "--seed", paramLabel = "SEED", defaultValue = "" + Solvers.RANDOM_SEED, description = "seed of seeded solvers; default: ${DEFAULT-VALUE}")
  long seed;

  @Option(names = "--threads", paramLabel = "N", defaultValue = "1", description = "solving threads; the output is the same for any N; default: ${DEFAULT-VALUE}")
  int threads;

  /**
   * With --train-lenient, reads the training files once to say how many malformed records training
   * skips (and which), as --lenient does for the dataset; nothing otherwise.
   */
  void reportTrainSkipped(String datasetFormat, java.io.PrintWriter err) throws IOException {
    if (trainLenient && !train.isEmpty()) {
      var d = org.qakit.format.Formats.get(trainFormat == null ? datasetFormat : trainFormat)
          .read(train, new org.qakit.format.ReadOptions(true, trainView));
      DatasetOptions.reportSkipped(err, d.skipped(), "--train-lenient", " of the training data");
    }
  }

  SolverSpec spec(String datasetFormat) throws IOException {
    if (!members.isEmpty() && !solver.equals("ensemble")) {
      throw new IllegalArgumentException("--member " + members.getFirst() + ": members are for --solver ensemble, found --solver " + solver);
    }
    if (minPrecision != null && !solver.equals("kbqa")) {
      throw new IllegalArgumentException("--min-precision " + minPrecision + ": only the kbqa solver withholds answers, found --solver " + solver);
    }
    if (trainIds != null && train.isEmpty()) {
      throw new IllegalArgumentException("--train-ids " + trainIds + " picks training items: give the training data with --train FILE");
    }
    return SolverSpec.builder(solver).train(train, trainFormat == null ? datasetFormat : trainFormat, trainView, trainLenient)
        .trainIds(trainIds == null ? null : IdList.read(trainIds)).index(index).language(lang, analyzer).seed(seed).kb(kb)
        .minPrecision(minPrecision).members(members)
        .encoder(encoder, noEmbeddingCache ? null : embeddingCache != null ? embeddingCache : EncoderOptions.defaultCache())
        .crossEncoder(crossEncoder == null ? null : new CrossEncoderSpec(crossEncoder, crossEncoderTokenizer != null
            ? crossEncoderTokenizer : crossEncoder.toAbsolutePath().resolveSibling("tokenizer.json"), 512, crossEncoderLabel))
        .retrieval(retrieval == null ? null : RetrievalMode.of(retrieval)).solr(SolrSource.of(solr, collection)).build();
  }
}
