package org.qakit.solve;

import java.io.IOException;
import java.nio.file.Files;
import org.qakit.encode.EncoderConfig;
import org.qakit.encode.OnnxCrossEncoder;
import org.qakit.solve.entail.CrossEncoderSupport;
import org.qakit.solve.entail.EncoderSupport;
import org.qakit.solve.entail.EntailSolver;
import org.qakit.solve.entail.SupportScorer;

/**
 * Builds the {@code entail} solver from a spec: the BM25 index of {@code --index} (sentences, e.g.
 * {@code --importer gkmc-evidence-sentences}) as its retriever, and support scored by {@code
 * --cross-encoder FILE} (an ONNX NLI model) when one is given, else by the cosine of {@code
 * --encoder}. A {@code --cross-encoder DIR} (a model folder of {@code qakit train}) is left to the
 * solvers that read one, so {@code ensemble --member choice-model --member entail} takes both. The
 * index, encoder and cross-encoder are held in the solver's {@link SolverResources}.
 */
final class EntailFactory {
  static final String DESCRIPTION = "multiple choice, GeoSQA entailment (Huang et al. 2019): per option the top "
      + EntailSolver.DEFAULT_SENTENCES + " sentences of --index for scenario + stem + option, scored by their best support"
      + " of stem + option: cosine of --encoder (bge-small-zh-v15-q for Chinese), or --cross-encoder FILE (docs/solvers.md)";

  private EntailFactory() {}

  static Solver create(SolverSpec spec, SolverResources open) throws IOException {
    // a folder of qakit train (--cross-encoder DIR) is read by choice-model or cross-encoder, e.g. the
    // other member of an ensemble; entail's cross-encoder is an ONNX NLI file
    boolean folder = spec.crossEncoder() != null && Files.isDirectory(spec.crossEncoder().model());
    var crossEncoder = folder ? null : spec.crossEncoder();
    if (crossEncoder == null && spec.encoder() == null) {
      throw new IllegalArgumentException("solver 'entail' scores support with a bi-encoder or a cross-encoder: give --encoder M"
          + " (`qakit list models`; bge-small-zh-v15-q for Chinese) or --cross-encoder FILE" + (folder ? " (an ONNX file; "
          + spec.crossEncoder().model() + " is a model folder of qakit train, which choice-model and cross-encoder read)" : ""));
    }
    if (crossEncoder == null && spec.index() != null) {
      spec.encoder().checkLanguage(org.qakit.index.IndexStats.read(spec.index()).language(), "the language of --index");
    }
    var retriever = SolverFactories.retriever(spec, open);
    SupportScorer scorer = crossEncoder != null
        ? new CrossEncoderSupport(open.add(OnnxCrossEncoder.open(crossEncoder, EncoderConfig.DEFAULT)))
        : new EncoderSupport(SolverFactories.encoder(spec, open));
    return new EntailSolver(retriever, scorer);
  }
}
