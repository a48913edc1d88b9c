package org.qakit.train.span;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Optional;
import org.qakit.knowledge.Hit;
import org.qakit.knowledge.Retriever;
import org.qakit.model.ExtractionItem;
import org.qakit.model.Item;
import org.qakit.solve.ExplainingSolver;
import org.qakit.solve.Explanation;
import org.qakit.solve.Prediction;
import org.qakit.solve.Solution;

/**
 * Extraction by a fine-tuned span reader (Devlin et al. 2019, §4.2): the answer is the passage span
 * (i, j) maximising start_i + end_j over every window of the item's passage, at most the folder's
 * answer length ({@link SpanReader}, {@link SpanStitch}). Up to {@value #ANSWERS} distinct answers,
 * best first (the metrics score the first); the evidence gives the best one's characters in the
 * passage, its score, the window it was read in and the number of windows.
 * With a retriever the passage is the question's top hit instead of the item's own (the open
 * setting, as the {@code extract} solver's; no hit: no answer), and the evidence names it. Other
 * item kinds get no prediction.
 */
public final class SpanReaderSolver implements ExplainingSolver {
  /** Answers per item, as the {@code extract} solver gives. */
  public static final int ANSWERS = 5;

  private final SpanModel model;
  private final Retriever documents;

  /**
   * @param documents where the passage comes from: the question's top hit; null for the item's own passage
   */
  public SpanReaderSolver(SpanModel model, Retriever documents) {
    this.model = model;
    this.documents = documents;
  }

  @Override
  public String id() {
    return "span-reader";
  }

  @Override
  public String description() {
    return "extraction: the best start/end span over the passage's windows by a fine-tuned span head, " + model.id()
        + (documents == null ? "" : "; passage: the question's top hit in " + documents.describe());
  }

  @Override
  public Optional<Solution> solveWithEvidence(Item item) {
    if (!(item instanceof ExtractionItem e)) {
      return Optional.empty();
    }
    var evidence = new LinkedHashMap<String, Object>();
    String passage = e.passage();
    if (documents != null) {
      List<Hit> hits = documents.search(e.question(), 1);
      if (hits.isEmpty()) {
        evidence.put("document", null);
        return Optional.of(new Solution(new Prediction.Answers(e.id(), List.of()), Explanation.of(evidence)));
      }
      passage = hits.getFirst().text();
      evidence.put("document", hits.getFirst().id());
    }
    List<SpanStitch.Span> spans = model.reader().top(e.question(), passage, ANSWERS);
    SpanStitch.Span span = spans.isEmpty() ? null : spans.getFirst();
    if (span != null) {
      evidence.put("windows", span.windows());
      evidence.put("from", span.from());
      evidence.put("to", span.to());
      evidence.put("score", span.score());
      evidence.put("window", span.window());
    }
    var prediction = new Prediction.Answers(e.id(), spans.stream().map(SpanStitch.Span::text).toList());
    return Optional.of(new Solution(prediction, Explanation.of(evidence)));
  }
}
