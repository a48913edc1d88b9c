package org.qakit.serve.record;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.model.Choice;
import org.qakit.model.Document;
import org.qakit.model.ExtractionItem;
import org.qakit.model.Item;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.model.Passage;
import org.qakit.model.Scenario;
import org.qakit.serve.project.ProjectKind;

/**
 * Converts between records and qakit's items, both ways, so that exports are the files the command
 * line reads and imports fill the form's fields:
 * <ul>
 *   <li>extractive ↔ {@link ExtractionItem}: passage = the answer sentence(s) joined by a space (as
 *       SQAD's extraction view makes it), answers = [exact answer], types {@code question_type},
 *       {@code answer_type}, group = the title (else the URL); the source article becomes a
 *       {@link Passage} with the record's title whose id is the group (the exporter gives each
 *       different article under one title an id of its own, {@code title #2}, …, and that id is
 *       then the item's group); an import takes the title from that passage and the source from
 *       its text;
 *   <li>answer selection ↔ {@link AnswerSelectionItem}: candidates = the document's sentences,
 *       labelled 1 when they are answer sentences; document id = the title (else {@code r<id>}),
 *       or the id of its source passage as above;
 *   <li>scenario choice ↔ {@link MultipleChoiceItem}: choices A, B, … from the options, answer = the
 *       correct label, scenario = text + diagrams.
 * </ul>
 * Item ids are {@code r<record id>} for a record made here; an imported record keeps its item's id
 * ({@link RecordKeys}).
 */
public final class RecordItems {
  private RecordItems() {}

  /** The item id of a record. */
  public static String itemId(long recordId) {
    return "r" + recordId;
  }

  /** The item a record becomes (the record must have passed {@link RequiredFields}). */
  public static Item toItem(ProjectKind kind, long recordId, RecordBody b) {
    return toItem(kind, recordId, b, group(b));
  }

  /**
   * The item a record becomes, grouped under {@code group} (extractive, answer selection): the id
   * of the passage its source article was written as, else {@link #group(RecordBody)}.
   */
  public static Item toItem(ProjectKind kind, long recordId, RecordBody b, String group) {
    return toItem(kind, itemId(recordId), b, group);
  }

  /** As {@link #toItem(ProjectKind, long, RecordBody, String)}, with item id {@code id} (the record's, {@link RecordKeys}). */
  public static Item toItem(ProjectKind kind, String id, RecordBody b, String group) {
    return switch (kind) {
      case EXTRACTIVE -> new ExtractionItem(id, b.question(), String.join(" ", b.answerSentences()), List.of(b.answer()),
          types(b), group);
      case ANSWER_SELECTION -> {
        var candidates = new ArrayList<Candidate>();
        for (String s : TextAnalysis.sentences(b.source())) {
          candidates.add(new Candidate(null, s, b.answerSentences().contains(s) ? 1 : 0));
        }
        String doc = group == null ? id : group;
        yield new AnswerSelectionItem(id, b.question(), candidates, new Document(doc, null), types(b), doc);
      }
      case SCENARIO_CHOICE -> {
        var choices = new ArrayList<Choice>();
        for (int i = 0; i < b.options().size(); i++) {
          choices.add(new Choice(RecordBody.label(i), b.options().get(i)));
        }
        Scenario scenario = b.scenario().isEmpty() && b.diagrams().isEmpty() ? null : new Scenario(b.scenario(), b.diagrams(), null);
        yield new MultipleChoiceItem(id, b.question(), choices, b.correct(), scenario, List.of(), types(b), null, Map.of());
      }
    };
  }

  /** The source article of a record as passage {@code id} with the record's title, if it has an article and a group. */
  public static Optional<Passage> sourcePassage(RecordBody b, String id) {
    return b.source().isEmpty() || id == null ? Optional.empty() : Optional.of(new Passage(id, b.source(), b.title().isEmpty() ? null : b.title()));
  }

  /** The record body of an imported item; {@code passages} by id supply an extraction item's article. */
  public static RecordBody toBody(Item item, Map<String, Passage> passages) {
    String qType = item.types().getOrDefault("question_type", "OTHER");
    return switch (item) {
      case ExtractionItem e -> {
        Passage article = e.group() == null ? null : passages.get(e.group());
        yield new RecordBody(e.question(), qType, e.types().getOrDefault("answer_type", ""), e.answers().get(0),
            List.of(e.passage()), article == null ? e.passage() : article.text(), title(e.group(), article), "", "",
            List.of(), List.of(), "");
      }
      case AnswerSelectionItem a -> {
        String doc = a.document() == null ? null : a.document().id();
        Passage article = doc == null ? null : passages.get(doc);
        yield new RecordBody(a.question(), qType, "", "",
            a.candidates().stream().filter(Candidate::positive).map(Candidate::text).toList(),
            article != null ? article.text() : String.join("\n\n", a.candidates().stream().map(Candidate::text).toList()),
            title(doc, article), "", "", List.of(), List.of(), "");
      }
      case MultipleChoiceItem m -> {
        var options = m.choices().stream().map(Choice::text).toList();
        String correct = RecordBody.label(m.labels().indexOf(m.answer()));
        yield new RecordBody(m.stem(), qType, "", "", List.of(), "", "", "",
            m.scenario() == null ? "" : m.scenario().text(), m.scenario() == null ? List.of() : m.scenario().diagrams(),
            options, correct);
      }
      default -> throw new IllegalArgumentException("item '" + item.id() + "' is a " + item.kind() + " item, which no project kind holds");
    };
  }

  private static Map<String, String> types(RecordBody b) {
    var t = new LinkedHashMap<String, String>();
    t.put("question_type", b.questionType());
    if (!b.answerType().isEmpty()) {
      t.put("answer_type", b.answerType());
    }
    return t;
  }

  /** A record's title from its source passage's title, else the group it was filed under (a title or URL, as {@link #group}). */
  private static String title(String group, Passage article) {
    return article != null && article.title() != null ? article.title() : group == null ? "" : group;
  }

  /** What a record's item is grouped by when its article needs no id of its own: the title, else the URL, else null. */
  public static String group(RecordBody b) {
    return !b.title().isEmpty() ? b.title() : !b.url().isEmpty() ? b.url() : null;
  }
}
