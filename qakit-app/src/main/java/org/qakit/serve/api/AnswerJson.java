package org.qakit.serve.api;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.HashMap;
import java.util.Map;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Item;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.solve.Prediction;
import org.qakit.solve.Solution;

/**
 * The JSON of one answer: {@code solver}, {@code kind}, {@code answer}, {@code scores}, {@code
 * evidence}, and for an extraction {@code passageSource}. The answer is the top-scored option or
 * candidate (ties: the first in order) or the first answer string. An extracted answer's score is
 * its span's score in the solver's evidence ({@code spans[].text}, {@code spans[].score}: the
 * {@code extract} solver's), when the evidence has one. Evidence larger than the limit is left out
 * ({@code "evidence": null}) and its size given as {@code evidenceOmitted} (bytes of JSON).
 */
final class AnswerJson {
  private static final ObjectMapper JSON = new ObjectMapper();

  private AnswerJson() {}

  static ObjectNode of(String solverId, Item item, Solution solution, String passageSource, int maxEvidenceBytes) {
    ObjectNode out = JSON.createObjectNode();
    out.put("solver", solverId);
    out.put("kind", item.kind().id());
    if (passageSource != null) {
      out.put("passageSource", passageSource);
    }
    ArrayNode scores = out.putArray("scores");
    JsonNode evidence = solution.evidenceIfAny().<JsonNode>map(e -> e.json()).orElse(null);
    switch (solution.prediction()) {
      case Prediction.ChoiceScores c -> {
        MultipleChoiceItem mc = (MultipleChoiceItem) item;
        String best = null;
        double top = Double.NEGATIVE_INFINITY;
        for (var choice : mc.choices()) {
          double score = c.scores().getOrDefault(choice.label(), Double.NaN);
          scores.addObject().put("label", choice.label()).put("text", choice.text()).put("score", score);
          if (score > top) {
            top = score;
            best = choice.label();
          }
        }
        out.put("answer", best);
      }
      case Prediction.CandidateScores c -> {
        AnswerSelectionItem as = (AnswerSelectionItem) item;
        int best = -1;
        for (int i = 0; i < as.candidates().size(); i++) {
          double score = i < c.scores().size() ? c.scores().get(i) : Double.NaN;
          scores.addObject().put("sentence", as.candidates().get(i).text()).put("score", score);
          if (best < 0 || score > c.scores().get(best)) {
            best = i;
          }
        }
        out.put("answer", best < 0 ? null : as.candidates().get(best).text());
      }
      case Prediction.Answers a -> {
        Map<String, Double> spanScores = spanScores(evidence);
        for (String text : a.answers()) {
          ObjectNode row = scores.addObject().put("answer", text);
          Double score = spanScores.get(text);
          if (score != null) {
            row.put("score", score);
          }
        }
        out.put("answer", a.answers().isEmpty() ? null : a.answers().get(0));
      }
    }
    putEvidence(out, evidence, maxEvidenceBytes);
    return out;
  }

  /** The score of each span text in {@code evidence.spans} (the first, best, of a text). */
  private static Map<String, Double> spanScores(JsonNode evidence) {
    var out = new HashMap<String, Double>();
    if (evidence != null) {
      for (JsonNode span : evidence.path("spans")) {
        if (span.path("text").isTextual() && span.path("score").isNumber()) {
          out.putIfAbsent(span.path("text").asText(), span.path("score").asDouble());
        }
      }
    }
    return out;
  }

  private static void putEvidence(ObjectNode out, JsonNode evidence, int maxBytes) {
    if (evidence == null) {
      out.putNull("evidence");
      return;
    }
    int bytes;
    try {
      bytes = JSON.writeValueAsBytes(evidence).length;
    } catch (JsonProcessingException e) {
      throw new IllegalStateException(e);
    }
    if (bytes > maxBytes) {
      out.putNull("evidence");
      out.put("evidenceOmitted", bytes);
    } else {
      out.set("evidence", evidence);
    }
  }
}
