package org.qakit.serve.web;

import java.util.Map;
import org.qakit.serve.record.RecordBody;
import org.qakit.serve.suggest.Suggester;

/**
 * Puts a multiple-choice record's suggestions into its page's model: {@code distractors} (texts),
 * {@code passages} (hits) and whether each source is configured ({@code suggestDistractors},
 * {@code suggestPassages}). The correct option's text is the option its label names, or empty.
 */
final class Suggestions {
  private Suggestions() {}

  static void put(Map<String, Object> model, Suggester suggester, RecordBody body) {
    int gold = body.correct().length() == 1 ? body.correct().charAt(0) - 'A' : -1;
    String answer = gold >= 0 && gold < body.options().size() ? body.options().get(gold) : "";
    String question = (body.scenario() + " " + body.question()).strip();
    model.put("suggestDistractors", suggester.hasDistractors());
    model.put("suggestPassages", suggester.hasPassages());
    model.put("distractors", suggester.distractors(body.question(), answer, body.options()));
    model.put("passages", suggester.passages(question, answer));
  }
}
