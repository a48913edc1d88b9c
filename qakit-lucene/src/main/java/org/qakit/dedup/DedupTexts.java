package org.qakit.dedup;

import java.util.ArrayList;
import java.util.List;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.model.Choice;
import org.qakit.model.Diagram;
import org.qakit.model.ExtractionItem;
import org.qakit.model.Item;
import org.qakit.model.KbQuestionItem;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.model.Scenario;

/**
 * The three aligned text fields near-duplicate detection compares (GeoSQA's scenario, questions
 * and options), taken from any item kind:
 *
 * <ul>
 *   <li>multiple choice: the scenario (its text, then each diagram description, then the table's
 *       cells, joined by spaces; "" without a scenario), the stem, the choice texts in order;
 *   <li>answer selection: no scenario, the question, the candidate sentences;
 *   <li>extraction: the passage, the question, the gold answers;
 *   <li>knowledge-base question: no scenario, the question, the gold answers.
 * </ul>
 *
 * Gold knowledge (evidence paragraphs) is left out: it is retrieved, not written by the question's
 * author, and two different questions can share it.
 *
 * @param id the item id (a rewritten copy gets {@code id~recipe})
 * @param scenario the scenario text, or ""
 * @param questions the question texts (one per item here; a GeoSQA scenario would hold several)
 * @param options the option texts in order
 */
public record DedupTexts(String id, String scenario, List<String> questions, List<String> options) {
  public DedupTexts {
    if (id == null || id.isBlank()) {
      throw new IllegalArgumentException("expected an item id, found none");
    }
    scenario = scenario == null ? "" : scenario;
    questions = List.copyOf(questions);
    options = List.copyOf(options);
  }

  /** The texts of an item, by the rule above. */
  public static DedupTexts of(Item item) {
    return switch (item) {
      case MultipleChoiceItem m -> new DedupTexts(m.id(), scenario(m.scenario()), List.of(m.stem()),
          m.choices().stream().map(Choice::text).toList());
      case AnswerSelectionItem a -> new DedupTexts(a.id(), "", List.of(a.question()),
          a.candidates().stream().map(Candidate::text).toList());
      case ExtractionItem e -> new DedupTexts(e.id(), e.passage(), List.of(e.question()), e.answers());
      case KbQuestionItem k -> new DedupTexts(k.id(), "", List.of(k.question()), k.answers());
    };
  }

  /** Every text, scenario first, joined by newlines: what the suspect search indexes. */
  public String allText() {
    var parts = new ArrayList<String>();
    parts.add(scenario);
    parts.addAll(questions);
    parts.addAll(options);
    return String.join("\n", parts);
  }

  /** The same texts with runs of white space made one space and the ends trimmed (exact-duplicate key). */
  public String normalizedKey() {
    var sb = new StringBuilder(norm(scenario));
    questions.forEach(q -> sb.append('\u0001').append(norm(q)));
    options.forEach(o -> sb.append('\u0002').append(norm(o)));
    return sb.toString();
  }

  private static String norm(String s) {
    return s.strip().replaceAll("\\s+", " ");
  }

  private static String scenario(Scenario s) {
    if (s == null) {
      return "";
    }
    var parts = new ArrayList<String>();
    if (!s.text().isBlank()) {
      parts.add(s.text());
    }
    for (Diagram d : s.diagrams()) {
      parts.add(d.description());
    }
    if (s.table() != null) {
      s.table().rows().forEach(r -> parts.add(String.join(" ", r)));
    }
    return String.join(" ", parts);
  }
}
