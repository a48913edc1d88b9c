package org.qakit.report;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.qakit.eval.Evaluation;

/**
 * An {@link Evaluation} as one JSON object for programs. Keys (documented in {@code
 * docs/evaluation.md}):
 *
 * <pre>
 * format, view, inputs[], predictions, predictions_format   what was scored
 * items                                                   items in the dataset
 * bootstrap {samples, seed, level}                        how the intervals were computed
 * metrics[] {metric, kind, n, score, ci_low, ci_high}      one per metric
 * by[] {field, metric, values[] {value, n, score, ci_low, ci_high}}   one per (field, metric)
 * coverage {predictions, missing, missing_ids[], unknown, unknown_ids[], lenient}
 * unscored {kind: count}                                  items no selected metric scores
 * first_correct_rank {"1".."10", ">10", "none": count}     answer selection only
 * </pre>
 */
public final class EvaluationJson {
  private static final ObjectMapper MAPPER = new ObjectMapper();

  private EvaluationJson() {}

  public static ObjectNode of(ReportHeader h, Evaluation e) {
    ObjectNode root = MAPPER.createObjectNode();
    root.put("format", h.format());
    root.put("view", h.view());
    h.inputs().forEach(root.putArray("inputs")::add);
    root.put("predictions", h.predictions());
    root.put("predictions_format", h.predictionsFormat());
    root.put("items", e.items());
    root.putObject("bootstrap").put("samples", e.bootstrapSamples()).put("seed", e.seed()).put("level", 0.95);
    ArrayNode metrics = root.putArray("metrics");
    for (var s : e.scores()) {
      score(metrics.addObject().put("metric", s.metric()).put("kind", s.kind()), s.score());
    }
    ArrayNode by = root.putArray("by");
    for (var b : e.breakdowns()) {
      ArrayNode values = by.addObject().put("field", b.field()).put("metric", b.metric()).putArray("values");
      b.cells().forEach(c -> score(values.addObject().put("value", c.value()), c.score()));
    }
    var c = e.coverage();
    ObjectNode coverage = root.putObject("coverage").put("predictions", c.predictions()).put("missing", c.missing());
    c.missingIds().forEach(coverage.putArray("missing_ids")::add);
    coverage.put("unknown", c.unknown());
    c.unknownIds().forEach(coverage.putArray("unknown_ids")::add);
    coverage.put("lenient", c.lenient());
    ObjectNode unscored = root.putObject("unscored");
    e.unscored().forEach(unscored::put);
    if (!e.firstCorrectRank().isEmpty()) {
      ObjectNode ranks = root.putObject("first_correct_rank");
      e.firstCorrectRank().forEach(ranks::put);
    }
    return root;
  }

  private static void score(ObjectNode node, Evaluation.Score s) {
    node.put("n", s.n()).put("score", s.mean()).put("ci_low", s.interval().low()).put("ci_high", s.interval().high());
  }
}
