package org.qakit.solve;

import java.io.IOException;
import java.nio.file.Files;
import org.qakit.knowledge.Retriever;
import org.qakit.train.span.SpanModel;
import org.qakit.train.span.SpanReaderSolver;

/**
 * Builds the {@code span-reader} solver: the model folder of {@code --cross-encoder DIR}, written by
 * {@code qakit train --head span}, read with the stride and answer length limit the folder records;
 * with {@code --index} (or {@code --solr}) the passage is the question's top hit (the open setting).
 */
final class SpanReaderFactory {
  static final String DESCRIPTION = "extraction items (sqad extraction view, sciq direct-answer view) with a fine-tuned span head"
      + " (qakit train --head span, Devlin et al. 2019): the best start/end span over the passage's overlapping windows, at most"
      + " the folder's answer length; --cross-encoder DIR; with --index or --solr/--collection the passage is the question's top hit"
      + " (docs/training.md)";

  private SpanReaderFactory() {}

  static Solver create(SolverSpec spec, SolverResources open) throws IOException {
    if (spec.crossEncoder() == null || !Files.isDirectory(spec.crossEncoder().model())) {
      throw new IllegalArgumentException("solver span-reader: expected --cross-encoder DIR, a model folder from qakit train --head span"
          + (spec.crossEncoder() == null ? "" : "; " + spec.crossEncoder().model() + " is not a folder"));
    }
    SpanModel model = open.add(SpanModel.open(spec.crossEncoder().model()));
    Retriever documents = spec.index() == null && spec.solr() == null ? null : SolverFactories.retriever(spec, open);
    return new SpanReaderSolver(model, documents);
  }
}
