package org.qakit.select;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.text.Language;

/**
 * Numbers and dates shared by, or new to, the candidate ({@link NumberMentions}: Arabic numbers in
 * every language, Chinese numerals for zh). With Nq and Nc the sets of number values of the
 * question and the candidate:
 *
 * <pre>
 * number-match    = |Nq ∩ Nc| / |Nq|                     (0 when the question has no number)
 * number-new      = ln(1 + |Nc \ Nq|)
 * number-measured = ln(1 + |{values of Nc \ Nq that a measure word or unit follows}|)
 * date-new        = 1 if c mentions a date (value and unit) the question does not, else 0
 * </pre>
 */
public final class NumberFeatures implements FeatureFamily {
  private final Language language;

  /** The family for text in {@code language}. */
  public NumberFeatures(Language language) {
    if (language == null) {
      throw new IllegalArgumentException("number features need a language");
    }
    this.language = language;
  }

  @Override
  public List<String> names() {
    return List.of("number-match", "number-new", "number-measured", "date-new");
  }

  @Override
  public double[] values(AnswerSelectionItem item, int candidate, Context ctx) {
    List<List<NumberMentions.Mention>> numbers = NumberMentions.of(item, ctx, language);
    List<NumberMentions.Mention> q = numbers.get(0);
    List<NumberMentions.Mention> c = numbers.get(candidate + 1);
    Set<String> nq = new HashSet<>();
    q.forEach(m -> nq.add(m.value()));
    Set<String> nc = new HashSet<>();
    Set<String> measured = new HashSet<>();
    for (var m : c) {
      nc.add(m.value());
      if (!m.unit().isEmpty() && !nq.contains(m.value())) {
        measured.add(m.value());
      }
    }
    long shared = nq.stream().filter(nc::contains).count();
    long fresh = nc.stream().filter(v -> !nq.contains(v)).count();
    Set<NumberMentions.Mention> askedDates = new HashSet<>(q);
    boolean date = c.stream().anyMatch(m -> m.date() && !askedDates.contains(m));
    return new double[] {nq.isEmpty() ? 0 : shared / (double) nq.size(), Math.log1p(fresh), Math.log1p(measured.size()), date ? 1 : 0};
  }
}
