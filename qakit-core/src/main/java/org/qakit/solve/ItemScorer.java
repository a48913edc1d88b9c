package org.qakit.solve;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.model.Choice;
import org.qakit.model.Item;
import org.qakit.model.MultipleChoiceItem;

/**
 * A solver that scores each option or candidate on its own: subclasses give one score per
 * (item, option) and per (item, candidate), each with what it rests on; knowledge-base and
 * extraction items are not handled. The evidence is {@link #itemEvidence}'s fields, then an {@code
 * options} array (label + the option's evidence) or a {@code candidates} array (position + the
 * candidate's evidence), left out when no option or candidate has any.
 */
abstract class ItemScorer implements ExplainingSolver {

  /** One option's or candidate's score and its evidence: a map with ordered keys, or null for none. */
  record Scored(double score, Map<String, Object> evidence) {}

  abstract Scored score(MultipleChoiceItem item, Choice choice);

  abstract Scored score(AnswerSelectionItem item, int index, Candidate candidate);

  /** Evidence about the whole item (ordered keys); none by default. */
  Map<String, Object> itemEvidence(Item item) {
    return Map.of();
  }

  @Override
  public final Optional<Solution> solveWithEvidence(Item item) {
    return solve(item, true);
  }

  @Override
  public final Optional<Prediction> solve(Item item) {
    return solve(item, false).map(Solution::prediction);
  }

  private Optional<Solution> solve(Item item, boolean explain) {
    var evidence = new LinkedHashMap<String, Object>(itemEvidence(item));
    var entries = new ArrayList<Map<String, Object>>();
    Prediction prediction;
    switch (item) {
      case MultipleChoiceItem m -> {
        var scores = new LinkedHashMap<String, Double>();
        for (Choice c : m.choices()) {
          Scored s = score(m, c);
          scores.put(c.label(), s.score());
          entries.add(entry("label", c.label(), s));
        }
        prediction = new Prediction.ChoiceScores(m.id(), scores);
        evidence.put("options", entries);
      }
      case AnswerSelectionItem a -> {
        var scores = new ArrayList<Double>();
        for (int i = 0; i < a.candidates().size(); i++) {
          Scored s = score(a, i, a.candidates().get(i));
          scores.add(s.score());
          entries.add(entry("candidate", i, s));
        }
        prediction = new Prediction.CandidateScores(a.id(), scores);
        evidence.put("candidates", entries);
      }
      default -> {
        return Optional.empty();
      }
    }
    if (!explain) {
      return Optional.of(Solution.of(prediction));
    }
    if (entries.stream().allMatch(e -> e.size() == 1)) {
      evidence.remove("options");
      evidence.remove("candidates");
    }
    return Optional.of(new Solution(prediction, evidence.isEmpty() ? null : Explanation.of(evidence)));
  }

  private static Map<String, Object> entry(String key, Object id, Scored s) {
    var entry = new LinkedHashMap<String, Object>();
    entry.put(key, id);
    if (s.evidence() != null) {
      entry.putAll(s.evidence());
    }
    return entry;
  }
}
