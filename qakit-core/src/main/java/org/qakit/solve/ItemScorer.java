package org.qakit.solve;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.Optional;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.model.Choice;
import org.qakit.model.Item;
import org.qakit.model.MultipleChoiceItem;

/**
 * A solver that scores each option or candidate on its own: subclasses give one score per
 * (item, option) and per (item, candidate); knowledge-base and extraction items are not handled.
 */
abstract class ItemScorer implements Solver {

  abstract double score(MultipleChoiceItem item, Choice choice);

  abstract double score(AnswerSelectionItem item, int index, Candidate candidate);

  @Override
  public final Optional<Prediction> solve(Item item) {
    return switch (item) {
      case MultipleChoiceItem m -> {
        var scores = new LinkedHashMap<String, Double>();
        m.choices().forEach(c -> scores.put(c.label(), score(m, c)));
        yield Optional.of(new Prediction.ChoiceScores(m.id(), scores));
      }
      case AnswerSelectionItem a -> {
        var scores = new ArrayList<Double>();
        for (int i = 0; i < a.candidates().size(); i++) {
          scores.add(score(a, i, a.candidates().get(i)));
        }
        yield Optional.of(new Prediction.CandidateScores(a.id(), scores));
      }
      default -> Optional.empty();
    };
  }
}
