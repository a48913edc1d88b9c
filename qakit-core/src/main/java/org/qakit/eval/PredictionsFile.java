package org.qakit.eval;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.qakit.format.Fields;
import org.qakit.format.JsonRecords;
import org.qakit.format.ReadOptions;
import org.qakit.format.ReadSession;
import org.qakit.io.AtomicFile;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Item;
import org.qakit.model.Triple;
import org.qakit.solve.Explanation;
import org.qakit.solve.Prediction;
import org.qakit.solve.Solution;

/**
 * qakit's predictions file: JSON Lines, one prediction per item, keyed by item id.
 *
 * <pre>
 * {"id": "Mercury_7220990", "choices": {"A": 0.1, "B": 2.3, "C": 0.0, "D": -1}}   multiple choice
 * {"id": "dbqa-17", "scores": [0.2, 0.9, 0.1]}                                   answer selection, per candidate in order
 * {"id": "dbqa-17", "ranking": [1, 0, 2]}                                        answer selection, candidate positions (0-based) or ids, best first
 * {"id": "kbqa-3", "answers": ["路遥"]}                                            knowledge base or extraction, best first
 * {"id": "kbqa-3", "answers": ["路遥"], "triple": {"subject": "平凡的世界", "predicate": "作者", "object": "路遥"}}
 * {"id": "q9", "choices": {"A": 0.6, "B": 0}, "evidence": {"options": [...]}}      any of these, with the solver's evidence
 * </pre>
 *
 * <p>{@code triple} (answers only, optional) names the knowledge-base triple the answer came from;
 * it is part of the prediction (the entity and predicate diagnostics score it), so {@link #read}
 * keeps it.
 *
 * <p>{@code evidence}, when present, is a JSON object: why the solver predicted this ({@link
 * Explanation}); {@code qakit solve} writes it unless {@code --no-evidence}. {@link #read} accepts
 * and ignores it, so scores never depend on it; {@link #readSolutions} keeps it.
 *
 * <p>A ranking becomes scores n, n−1, …; candidates it leaves out rank after all ranked ones, in
 * candidate order. An id given twice, an unknown field, or a ranking naming a candidate twice is an
 * error with {@code file:line}.
 */
public final class PredictionsFile {
  private static final Set<String> FIELDS = Set.of("id", "choices", "scores", "ranking", "answers", "triple", "evidence");

  private PredictionsFile() {}

  /**
   * Reads predictions; {@code items} (by id) resolves rankings against the candidates. Ids not
   * among the items are kept: the evaluation decides what they mean.
   */
  public static Map<String, Prediction> read(Path file, Map<String, Item> items) throws IOException {
    var predictions = new LinkedHashMap<String, Prediction>();
    readSolutions(file, items).forEach((id, s) -> predictions.put(id, s.prediction()));
    return predictions;
  }

  /**
   * Reads predictions with their evidence (null where a line has none), by item id in file order;
   * otherwise as {@link #read}.
   */
  public static Map<String, Solution> readSolutions(Path file, Map<String, Item> items) throws IOException {
    var session = new ReadSession(file, ReadOptions.STRICT);
    var solutions = new LinkedHashMap<String, Solution>();
    var lines = new HashMap<String, Long>();
    JsonRecords.jsonLines(
        session,
        (line, node) -> {
          try {
            Prediction p = prediction(node, items);
            Long first = lines.putIfAbsent(p.itemId(), line);
            if (first != null) {
              throw new IllegalArgumentException("expected one prediction per item, found '" + p.itemId() + "' again (first at line " + first + ")");
            }
            solutions.put(p.itemId(), new Solution(p, evidence(p.itemId(), node)));
          } catch (IllegalArgumentException e) {
            session.problem(line, e.getMessage());
          }
        });
    return solutions;
  }

  private static Explanation evidence(String id, ObjectNode node) {
    JsonNode evidence = node.get("evidence");
    if (evidence == null || evidence.isNull()) {
      return null;
    }
    if (!(evidence instanceof ObjectNode o)) {
      throw new IllegalArgumentException("prediction '" + id + "': expected evidence to be a JSON object, found " + evidence.getNodeType().toString().toLowerCase(java.util.Locale.ROOT));
    }
    try {
      return new Explanation(o);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("prediction '" + id + "': " + e.getMessage(), e);
    }
  }

  static Prediction prediction(ObjectNode node, Map<String, Item> items) {
    node.fieldNames().forEachRemaining(f -> {
      if (!FIELDS.contains(f)) {
        throw new IllegalArgumentException("expected fields " + FIELDS + ", found '" + f + "'");
      }
    });
    String id = Fields.scalar(node, "id");
    int kinds = (node.has("choices") ? 1 : 0) + (node.has("scores") ? 1 : 0) + (node.has("ranking") ? 1 : 0) + (node.has("answers") ? 1 : 0);
    if (kinds != 1) {
      throw new IllegalArgumentException("prediction '" + id + "': expected exactly one of choices, scores, ranking, answers; found " + kinds);
    }
    if (node.has("triple") && !node.has("answers")) {
      throw new IllegalArgumentException("prediction '" + id + "': a triple goes with answers, found it without");
    }
    if (node.has("choices")) {
      var scores = new LinkedHashMap<String, Double>();
      Fields.object(node, "choices").fields().forEachRemaining(e -> scores.put(e.getKey(), number(id, e.getValue())));
      return new Prediction.ChoiceScores(id, scores);
    }
    if (node.has("scores")) {
      var scores = new ArrayList<Double>();
      Fields.array(node, "scores").forEach(v -> scores.add(number(id, v)));
      return new Prediction.CandidateScores(id, scores);
    }
    if (node.has("answers")) {
      Triple triple = null;
      if (node.has("triple")) {
        ObjectNode t = Fields.object(node, "triple");
        triple = new Triple(Fields.text(t, "subject"), Fields.text(t, "predicate"), Fields.text(t, "object"));
      }
      return new Prediction.Answers(id, Fields.texts(node, "answers"), triple);
    }
    return ranking(id, Fields.array(node, "ranking"), items.get(id));
  }

  private static Prediction ranking(String id, ArrayNode ranking, Item item) {
    if (!(item instanceof AnswerSelectionItem a)) {
      throw new IllegalArgumentException("prediction '" + id + "': a ranking needs an answer-selection item with that id, found " + (item == null ? "none" : item.kind().id()));
    }
    int n = a.candidates().size();
    double[] scores = new double[n];
    java.util.Arrays.fill(scores, Double.NEGATIVE_INFINITY);
    for (int rank = 0; rank < ranking.size(); rank++) {
      int position = position(a, ranking.get(rank));
      if (scores[position] != Double.NEGATIVE_INFINITY) {
        throw new IllegalArgumentException("prediction '" + id + "': candidate " + ranking.get(rank) + " is ranked twice");
      }
      scores[position] = n - rank;
    }
    var list = new ArrayList<Double>(n);
    for (double s : scores) {
      list.add(s);
    }
    return new Prediction.CandidateScores(id, list);
  }

  private static int position(AnswerSelectionItem a, JsonNode ref) {
    if (ref.isIntegralNumber()) {
      int p = ref.intValue();
      if (p < 0 || p >= a.candidates().size()) {
        throw new IllegalArgumentException("prediction '" + a.id() + "': expected a candidate position 0-" + (a.candidates().size() - 1) + ", found " + p);
      }
      return p;
    }
    for (int i = 0; i < a.candidates().size(); i++) {
      if (ref.isTextual() && ref.textValue().equals(a.candidates().get(i).id())) {
        return i;
      }
    }
    throw new IllegalArgumentException("prediction '" + a.id() + "': expected a candidate position or id, found " + ref);
  }

  private static double number(String id, JsonNode v) {
    if (!v.isNumber()) {
      throw new IllegalArgumentException("prediction '" + id + "': expected a finite number, found " + v);
    }
    if (!Double.isFinite(v.doubleValue())) {
      throw new IllegalArgumentException("prediction '" + id + "': expected a finite number, found one too large for a double");
    }
    return v.doubleValue();
  }

  /**
   * Writes predictions in the same layout (choices, scores or answers), atomically; an empty
   * answer list is written as {@code "answers": []}.
   *
   * @throws IllegalArgumentException naming the item when a score is not finite (JSON has no
   *     infinity; nothing is written)
   */
  public static void write(Collection<Prediction> predictions, Path target) throws IOException {
    writeSolutions(predictions.stream().map(Solution::of).toList(), target, false);
  }

  /**
   * Writes predictions as {@link #write} does, each followed by its {@code evidence} object when
   * {@code evidence} is true and the solution has some. The same solutions give the same bytes.
   */
  public static void writeSolutions(Collection<Solution> solutions, Path target, boolean evidence) throws IOException {
    var mapper = new com.fasterxml.jackson.databind.ObjectMapper();
    for (Solution s : solutions) {
      Prediction p = s.prediction();
      var scores = switch (p) {
        case Prediction.ChoiceScores c -> c.scores().values();
        case Prediction.CandidateScores c -> c.scores();
        case Prediction.Answers a -> List.<Double>of();
      };
      if (!scores.stream().allMatch(Double::isFinite)) {
        throw new IllegalArgumentException("prediction '" + p.itemId() + "': expected finite scores to write, found " + scores);
      }
    }
    AtomicFile.write(
        target,
        out -> {
          for (Solution s : solutions) {
            Prediction p = s.prediction();
            ObjectNode node = mapper.createObjectNode().put("id", p.itemId());
            switch (p) {
              case Prediction.ChoiceScores c -> {
                ObjectNode choices = node.putObject("choices");
                c.scores().forEach(choices::put);
              }
              case Prediction.CandidateScores c -> c.scores().forEach(node.putArray("scores")::add);
              case Prediction.Answers a -> {
                a.answers().forEach(node.putArray("answers")::add);
                if (a.triple() != null) {
                  node.putObject("triple").put("subject", a.triple().subject()).put("predicate", a.triple().predicate())
                      .put("object", a.triple().object());
                }
              }
            }
            if (evidence && s.evidence() != null) {
              node.set("evidence", s.evidence().json());
            }
            out.write(mapper.writeValueAsString(node));
            out.write('\n');
          }
        });
  }

  /** The items by id, for {@link #read}. */
  public static Map<String, Item> byId(List<? extends Item> items) {
    var map = new HashMap<String, Item>();
    items.forEach(i -> map.put(i.id(), i));
    return map;
  }
}
