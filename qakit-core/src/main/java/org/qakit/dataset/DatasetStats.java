package org.qakit.dataset;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.model.ExtractionItem;
import org.qakit.model.Item;
import org.qakit.model.KbQuestionItem;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.model.Triple;

/**
 * The counts a person checks a dataset by: items (per kind), groups, candidates and positives for
 * answer selection, choices per item and the gold-label distribution for multiple choice, type
 * distributions, passages, triples, and what was skipped or normalised.
 *
 * <p>{@link #asMap()} is the JSON shape of {@code qakit data stats --json}: counts that do not
 * apply to the dataset's kinds are left out rather than printed as zero.
 */
public final class DatasetStats {
  private final Map<String, Object> values = new LinkedHashMap<>();

  private DatasetStats() {}

  public static DatasetStats of(Dataset d) {
    var s = new DatasetStats();
    var kinds = new TreeMap<String, Integer>();
    var groups = new java.util.HashSet<String>();
    var choices = new TreeMap<Integer, Integer>();
    var labels = new TreeMap<String, Integer>();
    var types = new TreeMap<String, Map<String, Integer>>();
    long candidates = 0;
    long positives = 0;
    long unlabelled = 0;
    int withoutPositive = 0;
    int withTriple = 0;
    long answers = 0;
    for (Item item : d.items()) {
      kinds.merge(item.kind().id(), 1, Integer::sum);
      if (item.group() != null) {
        groups.add(item.group());
      }
      item.types().forEach((k, v) -> types.computeIfAbsent(k, x -> new TreeMap<>()).merge(v, 1, Integer::sum));
      switch (item) {
        case MultipleChoiceItem m -> {
          choices.merge(m.choices().size(), 1, Integer::sum);
          labels.merge(m.answer(), 1, Integer::sum);
        }
        case AnswerSelectionItem a -> {
          candidates += a.candidates().size();
          int p = a.positives();
          positives += p;
          unlabelled += a.candidates().stream().filter(c -> !c.labelled()).count();
          if (p == 0 && a.candidates().stream().allMatch(Candidate::labelled)) {
            withoutPositive++;
          }
        }
        case KbQuestionItem k -> {
          answers += k.answers().size();
          withTriple += k.triple() == null ? 0 : 1;
        }
        case ExtractionItem e -> answers += e.answers().size();
      }
    }
    s.values.put("items", d.items().size());
    s.values.put("kinds", kinds);
    if (!groups.isEmpty()) {
      s.values.put("groups", groups.size());
    }
    if (kinds.containsKey("answer-selection")) {
      s.values.put("candidates", candidates);
      s.values.put("positives", positives);
      s.values.put("questions_without_positive", withoutPositive);
      if (unlabelled > 0) {
        s.values.put("unlabelled_candidates", unlabelled);
      }
    }
    if (!choices.isEmpty()) {
      s.values.put("choices_per_item", choices);
      s.values.put("gold_labels", labels);
    }
    if (kinds.containsKey("kb-question") || kinds.containsKey("extraction")) {
      s.values.put("gold_answers", answers);
    }
    if (kinds.containsKey("kb-question")) {
      s.values.put("with_gold_triple", withTriple);
    }
    if (!types.isEmpty()) {
      s.values.put("types", types);
    }
    if (!d.passages().isEmpty()) {
      s.values.put("passages", d.passages().size());
    }
    if (!d.triples().isEmpty()) {
      s.values.put("triples", d.triples().size());
      s.values.put("subjects", d.triples().stream().map(Triple::subject).distinct().count());
      s.values.put("predicates", d.triples().stream().map(Triple::predicate).distinct().count());
    }
    s.values.put("skipped", d.skipped().size());
    if (!d.notes().isEmpty()) {
      s.values.put("notes", d.notes().size());
    }
    return s;
  }

  /** The statistics in print order; values are numbers or maps of value to count. */
  public Map<String, Object> asMap() {
    return java.util.Collections.unmodifiableMap(values);
  }

  /** A count, or 0 when it does not apply. */
  public long count(String key) {
    return values.get(key) instanceof Number n ? n.longValue() : 0;
  }
}
