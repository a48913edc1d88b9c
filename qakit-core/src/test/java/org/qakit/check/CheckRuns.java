package org.qakit.check;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.qakit.dataset.Dataset;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.model.Choice;
import org.qakit.model.Item;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.model.Passage;

/** Runs one check on in-memory fixtures, as {@link DatasetChecker} would, and builds small items. */
public final class CheckRuns {
  private CheckRuns() {}

  public static List<Finding> items(ItemCheck check, Item... items) {
    var found = new ArrayList<Finding>();
    var out = new Findings(check, null, null, found);
    for (Item i : items) {
      if (check.kinds().contains(i.kind())) {
        check.check(i, out);
      }
    }
    return found;
  }

  public static List<Finding> dataset(DatasetCheck check, Dataset dataset) {
    var found = new ArrayList<Finding>();
    check.check(dataset, new Findings(check, null, null, found));
    return found;
  }

  public static List<Finding> texts(TextCheck check, List<? extends Item> items, List<Passage> passages) {
    var found = new ArrayList<Finding>();
    var out = new Findings(check, null, null, found);
    items.forEach(i -> TextFields.of(i).forEach(f -> check.check(f, out)));
    passages.forEach(p -> TextFields.of(p).forEach(f -> check.check(f, out)));
    return found;
  }

  public static List<Finding> split(SplitCheck check, List<? extends Item> items, List<? extends Item> other) {
    var found = new ArrayList<Finding>();
    check.check(List.copyOf(items), List.copyOf(other), new Findings(check, null, null, found));
    return found;
  }

  /** A multiple-choice item with options A, B, C, ... of the given texts. */
  public static MultipleChoiceItem mc(String id, String stem, String answer, String... options) {
    var choices = new ArrayList<Choice>();
    for (int i = 0; i < options.length; i++) {
      choices.add(new Choice(String.valueOf((char) ('A' + i)), options[i]));
    }
    return MultipleChoiceItem.of(id, stem, choices, answer);
  }

  /** An answer-selection item; {@code labelled} alternates text, label. */
  public static AnswerSelectionItem as(String id, String question, Object... labelled) {
    var candidates = new ArrayList<Candidate>();
    for (int i = 0; i < labelled.length; i += 2) {
      candidates.add(new Candidate(null, (String) labelled[i], (Integer) labelled[i + 1]));
    }
    return new AnswerSelectionItem(id, question, candidates, null, Map.of(), null);
  }
}
