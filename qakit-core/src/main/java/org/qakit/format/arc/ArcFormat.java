package org.qakit.format.arc;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.qakit.dataset.Dataset;
import org.qakit.format.AbstractFormat;
import org.qakit.format.Fields;
import org.qakit.format.JsonRecords;
import org.qakit.format.ReadOptions;
import org.qakit.format.ReadSession;
import org.qakit.format.View;
import org.qakit.model.Choice;
import org.qakit.model.ItemKind;
import org.qakit.model.MultipleChoiceItem;

/**
 * ARC (AI2 Reasoning Challenge) JSON Lines, in both published layouts: the flat Hugging Face export
 * ({@code question} a string, {@code choices: {text: [...], label: [...]}}) and AI2's original
 * layout ({@code question: {stem, choices: [{text, label}]}}). Labels are kept as written ({@code
 * A}–{@code E} or {@code 1}–{@code 4}); 3 to 5 choices.
 */
public final class ArcFormat extends AbstractFormat {
  /** The fields of both layouts; others are noted, not read. */
  private static final java.util.Set<String> FIELDS = java.util.Set.of("id", "question", "choices", "answerKey");
  private static final List<View> VIEWS =
      List.of(new View("multiple-choice", ItemKind.MULTIPLE_CHOICE, "science questions with 3-5 options"));

  public ArcFormat() {
    super(
        "arc",
        "ARC JSONL (Clark et al. 2018), flat Hugging Face layout or AI2's original question.stem layout; labels A-E or 1-4",
        VIEWS);
  }

  @Override
  public Dataset read(Path path, ReadOptions options) throws IOException {
    view(options);
    var session = new ReadSession(path, options).layout("ARC");
    JsonRecords.jsonLines(
        session,
        (line, node) -> {
          session.noteUnreadFields(line, node, FIELDS);
          session.item(line, () -> item(node));
        });
    return session.finish();
  }

  static MultipleChoiceItem item(ObjectNode node) {
    String id = Fields.scalar(node, "id");
    JsonNode question = node.get("question");
    String stem;
    List<Choice> choices;
    if (question != null && question.isObject()) {
      stem = Fields.text(question, "stem");
      choices = new ArrayList<>();
      for (JsonNode c : Fields.array(question, "choices")) {
        choices.add(new Choice(Fields.scalar(c, "label"), Fields.text(c, "text")));
      }
    } else {
      stem = Fields.text(node, "question");
      ObjectNode flat = Fields.object(node, "choices");
      List<String> texts = Fields.texts(flat, "text");
      List<String> labels = Fields.texts(flat, "label");
      if (texts.size() != labels.size()) {
        throw new IllegalArgumentException(
            "expected as many choice labels as texts, found " + labels.size() + " labels and " + texts.size() + " texts");
      }
      choices = new ArrayList<>();
      for (int i = 0; i < texts.size(); i++) {
        choices.add(new Choice(labels.get(i), texts.get(i)));
      }
    }
    return MultipleChoiceItem.of(id, stem, choices, Fields.scalar(node, "answerKey"));
  }
}
