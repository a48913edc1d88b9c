package org.qakit.serve.record;

import java.util.ArrayList;
import java.util.List;
import org.qakit.check.Check;
import org.qakit.check.Checks;
import org.qakit.check.Findings;
import org.qakit.check.ItemCheck;
import org.qakit.check.Severity;
import org.qakit.check.TextCheck;
import org.qakit.check.TextField;
import org.qakit.check.TextFields;
import org.qakit.model.Item;
import org.qakit.model.Passage;
import org.qakit.serve.project.Project;

/**
 * The dataset checks of {@code org.qakit.check} ({@code qakit check}, docs/checks.md) on one record
 * at save: the record becomes the item its export holds ({@link RecordItems#toItem}), then every
 * registered {@link ItemCheck} of that item's kind runs on it and every {@link TextCheck} on each of
 * its text fields and on those of its source article ({@link RecordItems#sourcePassage}). A check's
 * error is an error here (it blocks acceptance), a warning a warning; info findings are left out.
 * Each message names the check, e.g. {@code [mc-one-gold] option B 'Ｍａｒｓ' says what the gold
 * option A 'Mars' says: two options are correct}, and the form field it concerns is read from the
 * check (multiple choice → {@code options}, answer selection → {@code answerSentences}) or, for a
 * text check, from the text field ({@code stem} → {@code question}, {@code choices[B]} → {@code
 * options}, …).
 *
 * <p>Not run: dataset checks (a rate or duplicates over many items: near-duplicates are shown on
 * the record page instead), file checks (the form has no file bytes), SQAD record checks (no vertical
 * files) and split checks. A record that cannot become an item yet (an empty question, fewer than
 * two options: {@link RequiredFields} says why) gets no finding from here; combine with {@link
 * RecordValidator#andIfValid}.
 */
public final class DatasetChecks implements RecordValidator {
  private final List<ItemCheck> itemChecks = new ArrayList<>();
  private final List<TextCheck> textChecks = new ArrayList<>();

  /** Every item and text check of the registry. */
  public DatasetChecks() {
    for (Check c : Checks.registry().all()) {
      switch (c) {
        case ItemCheck i -> itemChecks.add(i);
        case TextCheck t -> textChecks.add(t);
        default -> { }
      }
    }
  }

  @Override
  public List<Finding> validate(Project project, RecordBody body) {
    Item item;
    try {
      item = RecordItems.toItem(project.kind(), 0, body);
    } catch (IllegalArgumentException e) {
      return List.of();
    }
    var out = new ArrayList<Finding>();
    for (ItemCheck c : itemChecks) {
      if (c.kinds().contains(item.kind())) {
        var found = new ArrayList<org.qakit.check.Finding>();
        c.check(item, new Findings(c, null, null, found));
        found.forEach(f -> add(out, f, checkField(c)));
      }
    }
    texts(out, TextFields.of(item));
    RecordItems.sourcePassage(body, RecordItems.group(body)).ifPresent(p -> texts(out, TextFields.of(new Passage(p.id(), p.text(), p.title()))));
    return List.copyOf(out);
  }

  private void texts(List<Finding> out, List<TextField> fields) {
    for (TextField field : fields) {
      for (TextCheck c : textChecks) {
        var found = new ArrayList<org.qakit.check.Finding>();
        c.check(field, new Findings(c, null, null, found));
        found.forEach(f -> add(out, f, formField(field)));
      }
    }
  }

  private static void add(List<Finding> out, org.qakit.check.Finding f, String field) {
    String message = "[" + f.check() + "] " + f.message();
    if (f.severity() == Severity.ERROR) {
      out.add(Finding.error(field, message));
    } else if (f.severity() == Severity.WARNING) {
      out.add(Finding.warning(field, message));
    }
  }

  private static String checkField(Check c) {
    return c.id().startsWith("mc-") ? "options" : c.id().startsWith("as-") ? "answerSentences" : "";
  }

  /** The form field of a text field of an item or passage ({@link TextFields} names them). */
  static String formField(TextField f) {
    String name = f.field();
    if (f.itemId() == null) { // the source article
      return name.equals("title") ? "title" : "source";
    }
    if (name.equals("stem") || name.equals("question")) {
      return "question";
    }
    if (name.startsWith("choices[")) {
      return "options";
    }
    if (name.startsWith("scenario.diagrams")) {
      return "diagrams";
    }
    if (name.startsWith("scenario")) {
      return "scenario";
    }
    if (name.startsWith("candidates[")) {
      return "source";
    }
    if (name.equals("passage")) {
      return "answerSentences";
    }
    if (name.startsWith("answers[")) {
      return "answer";
    }
    return name.equals("document.title") ? "title" : "";
  }
}
