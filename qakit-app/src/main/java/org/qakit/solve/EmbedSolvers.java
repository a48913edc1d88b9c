package org.qakit.solve;

import java.io.IOException;
import org.qakit.analysis.Analysis;
import org.qakit.encode.Encoder;
import org.qakit.knowledge.Retriever;
import org.qakit.solve.embed.EmbedSolver;

/** Builds the {@code embed} solver from a spec: its encoder, and the knowledge index searched as {@code --retrieval} says. */
final class EmbedSolvers {
  static final String DESCRIPTION = "multiple choice by sentence embeddings (--encoder): cosine of question and option, and of"
      + " question + option with knowledge retrieved from --index (--retrieval; default: dense for an index with the encoder's"
      + " vectors, else bm25; docs/solvers.md)";

  private EmbedSolvers() {}

  static Solver create(SolverSpec spec, SolverResources open) throws IOException {
    if (spec.encoder() == null) {
      throw new IllegalArgumentException("solver 'embed' needs an encoder: give --encoder M (`qakit list models`)");
    }
    if (spec.solr() != null) {
      throw new IllegalArgumentException("solver 'embed' searches the embedded index (its dense vectors live there): give --index DIR"
          + " instead of --solr/--collection");
    }
    if (spec.index() == null && spec.retrieval() != null) {
      throw new IllegalArgumentException("--retrieval " + spec.retrieval().id() + " searches an index: give --index DIR");
    }
    if (spec.language() == null && spec.analyzer() != null) {
      throw new IllegalArgumentException("--analyzer " + spec.analyzer() + " needs --lang (en, zh or cs)");
    }
    if (spec.index() != null) {
      spec.encoder().checkLanguage(org.qakit.index.IndexStats.read(spec.index()).language(), "the language of --index");
    }
    Encoder encoder = SolverFactories.encoder(spec, open);
    Retriever knowledge = null;
    if (spec.index() != null) {
      RetrievalMode mode = spec.retrieval() != null ? spec.retrieval() : RetrievalMode.defaultFor(spec.index(), encoder);
      Analysis analysis = spec.language() == null ? null : Analysis.of(spec.language(), spec.analyzer());
      knowledge = open.add(mode.open(spec.index(), analysis, encoder));
    }
    return new EmbedSolver(encoder, knowledge);
  }
}
