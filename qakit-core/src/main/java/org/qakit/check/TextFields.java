package org.qakit.check;

import java.util.ArrayList;
import java.util.List;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.model.Choice;
import org.qakit.model.Diagram;
import org.qakit.model.Document;
import org.qakit.model.Evidence;
import org.qakit.model.ExtractionItem;
import org.qakit.model.Item;
import org.qakit.model.KbQuestionItem;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.model.Passage;
import org.qakit.model.Scenario;
import org.qakit.model.Table;
import org.qakit.model.Triple;

/**
 * The text fields of items and passages, named as findings and the change log name them, and a
 * way to rebuild an item with each of them rewritten. Labels, ids, types and verbatim source
 * annotations are not text fields (labels have their own check, {@code mc-label-width}).
 *
 * <p>Fields: multiple choice {@code stem}, {@code choices[L]}, {@code scenario.text}, {@code
 * scenario.diagrams[i]}, {@code scenario.table[r][c]}, {@code knowledge[i]}; answer selection
 * {@code question}, {@code candidates[i]}, {@code document.title}; knowledge-base question {@code
 * question}, {@code answers[i]}, {@code triple.subject|predicate|object}; extraction {@code
 * question}, {@code passage}, {@code answers[i]}; passage {@code text}, {@code title}. Positions
 * are 1-based.
 */
public final class TextFields {
  private TextFields() {}

  /** Rewrites one field: returns the new text (the same instance when unchanged). */
  @FunctionalInterface
  public interface Rewrite {
    String apply(String field, String text);
  }

  /** The text fields of {@code item}, in a fixed order. */
  public static List<TextField> of(Item item) {
    var out = new ArrayList<TextField>();
    map(item, (field, text) -> {
      out.add(new TextField(item.id(), item.id(), field, text));
      return text;
    });
    return out;
  }

  public static List<TextField> of(Passage p) {
    var out = new ArrayList<TextField>();
    map(p, (field, text) -> {
      out.add(new TextField("passage:" + p.id(), null, field, text));
      return text;
    });
    return out;
  }

  /** {@code item} with every text field passed through {@code rewrite}; the same instance when nothing changed. */
  public static Item map(Item item, Rewrite rewrite) {
    Item mapped = switch (item) {
      case MultipleChoiceItem m -> multipleChoice(m, rewrite);
      case AnswerSelectionItem a -> new AnswerSelectionItem(
          a.id(), rewrite.apply("question", a.question()), candidates(a.candidates(), rewrite),
          a.document() == null || a.document().title() == null ? a.document()
              : new Document(a.document().id(), rewrite.apply("document.title", a.document().title())),
          a.types(), a.group());
      case KbQuestionItem k -> new KbQuestionItem(
          k.id(), rewrite.apply("question", k.question()), strings("answers", k.answers(), rewrite),
          k.triple() == null ? null : new Triple(rewrite.apply("triple.subject", k.triple().subject()),
              rewrite.apply("triple.predicate", k.triple().predicate()), rewrite.apply("triple.object", k.triple().object())),
          k.types());
      case ExtractionItem e -> new ExtractionItem(
          e.id(), rewrite.apply("question", e.question()), rewrite.apply("passage", e.passage()),
          strings("answers", e.answers(), rewrite), e.types(), e.group());
    };
    return mapped.equals(item) ? item : mapped;
  }

  public static Passage map(Passage p, Rewrite rewrite) {
    Passage mapped = new Passage(p.id(), rewrite.apply("text", p.text()), p.title() == null ? null : rewrite.apply("title", p.title()));
    return mapped.equals(p) ? p : mapped;
  }

  private static MultipleChoiceItem multipleChoice(MultipleChoiceItem m, Rewrite rewrite) {
    String stem = rewrite.apply("stem", m.stem());
    var choices = new ArrayList<Choice>();
    for (Choice c : m.choices()) {
      choices.add(new Choice(c.label(), rewrite.apply("choices[" + c.label() + "]", c.text())));
    }
    Scenario scenario = m.scenario() == null ? null : scenario(m.scenario(), rewrite);
    var knowledge = new ArrayList<Evidence>();
    for (int i = 0; i < m.knowledge().size(); i++) {
      Evidence e = m.knowledge().get(i);
      knowledge.add(new Evidence(e.id(), rewrite.apply("knowledge[" + (i + 1) + "]", e.text()), e.choiceLabel()));
    }
    return new MultipleChoiceItem(m.id(), stem, choices, m.answer(), scenario, knowledge, m.types(), m.group(), m.annotations());
  }

  private static Scenario scenario(Scenario s, Rewrite rewrite) {
    String text = s.text().isEmpty() ? s.text() : rewrite.apply("scenario.text", s.text());
    var diagrams = new ArrayList<Diagram>();
    for (int i = 0; i < s.diagrams().size(); i++) {
      Diagram d = s.diagrams().get(i);
      diagrams.add(new Diagram(d.id(), d.category(), rewrite.apply("scenario.diagrams[" + (i + 1) + "]", d.description())));
    }
    Table table = null;
    if (s.table() != null) {
      var rows = new ArrayList<List<String>>();
      for (int r = 0; r < s.table().rows().size(); r++) {
        var row = new ArrayList<String>();
        List<String> cells = s.table().rows().get(r);
        for (int c = 0; c < cells.size(); c++) {
          row.add(rewrite.apply("scenario.table[" + (r + 1) + "][" + (c + 1) + "]", cells.get(c)));
        }
        rows.add(row);
      }
      table = new Table(rows);
    }
    return new Scenario(text, diagrams, table);
  }

  private static List<Candidate> candidates(List<Candidate> candidates, Rewrite rewrite) {
    var out = new ArrayList<Candidate>(candidates.size());
    for (int i = 0; i < candidates.size(); i++) {
      Candidate c = candidates.get(i);
      String text = rewrite.apply("candidates[" + (i + 1) + "]", c.text());
      out.add(text.equals(c.text()) ? c : new Candidate(c.id(), text, c.label()));
    }
    return out;
  }

  private static List<String> strings(String field, List<String> values, Rewrite rewrite) {
    var out = new ArrayList<String>(values.size());
    for (int i = 0; i < values.size(); i++) {
      out.add(rewrite.apply(field + "[" + (i + 1) + "]", values.get(i)));
    }
    return out;
  }
}
