package org.qakit.select;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.text.Language;

/**
 * Does the candidate hold the kind of answer the question asks for? The question's {@link
 * QuestionType} times a surface cue of that kind in the candidate ({@link AnswerCues}, {@link
 * NumberMentions}), one indicator per type:
 *
 * <pre>
 * type-time   = [type = TIME]   · [c has a date (value and unit) the question lacks, or a time word]
 * type-person = [type = PERSON] · [c has a person cue]
 * type-place  = [type = PLACE]  · [c has a place cue]
 * type-number = [type = NUMBER] · [c has a number whose value the question lacks]
 * </pre>
 *
 * <p>Language-aware: the question words and cues of zh and en are listed on {@link QuestionType}
 * and {@link AnswerCues}; for cs every question is OTHER, so all four are 0.
 */
public final class AnswerTypeFeatures implements FeatureFamily {
  private final Language language;

  /** The family for questions and sentences in {@code language}. */
  public AnswerTypeFeatures(Language language) {
    if (language == null) {
      throw new IllegalArgumentException("answer-type features need a language");
    }
    this.language = language;
  }

  @Override
  public List<String> names() {
    return List.of("type-time", "type-person", "type-place", "type-number");
  }

  @Override
  public double[] values(AnswerSelectionItem item, int candidate, Context ctx) {
    QuestionType type = ctx.memo(List.of(QuestionType.class, language), c -> QuestionType.of(item.question(), language));
    double[] out = new double[4];
    if (type == QuestionType.OTHER) {
      return out;
    }
    String text = item.candidates().get(candidate).text();
    List<List<NumberMentions.Mention>> numbers = NumberMentions.of(item, ctx, language);
    List<NumberMentions.Mention> q = numbers.get(0);
    List<NumberMentions.Mention> c = numbers.get(candidate + 1);
    switch (type) {
      case TIME -> {
        Set<NumberMentions.Mention> asked = new HashSet<>(q);
        out[0] = c.stream().anyMatch(m -> m.date() && !asked.contains(m)) || AnswerCues.timeWord(text, language) ? 1 : 0;
      }
      case PERSON -> out[1] = AnswerCues.person(text, language) ? 1 : 0;
      case PLACE -> out[2] = AnswerCues.place(text, language) ? 1 : 0;
      case NUMBER -> {
        Set<String> asked = new HashSet<>();
        q.forEach(m -> asked.add(m.value()));
        out[3] = c.stream().anyMatch(m -> !asked.contains(m.value())) ? 1 : 0;
      }
      case OTHER -> { }
    }
    return out;
  }
}
