package org.qakit.serve.record;

import java.util.ArrayList;
import java.util.List;
import org.qakit.serve.project.Project;
import org.qakit.serve.project.ProjectKind;

/**
 * The exact answer's place in the article ({@link TextSpan}), so that an extractive record says
 * not only what its answer is but where the article holds it.
 *
 * <p>Before a save, {@link #place} checks a span the form sent (a selection in the article): the
 * article must hold the answer there (whitespace runs compared as one space), else the form is
 * refused and comes back with everything typed. A form with no span (typed without JavaScript, or
 * the answer retyped after a selection) gets one when the answer occurs exactly once in the answer
 * sentences. As a validator, it reports a span outside every answer sentence (an error) and an
 * answer without a span that occurs several times there (a warning: select the one meant).
 */
public final class AnswerSpans implements RecordValidator {

  /** A body ready to save, with its span placed where it can be, or the reason the form is refused. */
  public record Placed(RecordBody body, Finding refusal) {}

  /** Checks or places the answer span of {@code b}, a form of project {@code p}. */
  public static Placed place(Project p, RecordBody b) {
    if (p.kind() != ProjectKind.EXTRACTIVE) {
      return new Placed(b.withAnswerSpan(null), null);
    }
    if (b.answerSpan() != null) {
      String problem = mismatch(b);
      return problem == null ? new Placed(b, null) : new Placed(b, Finding.error("answer", problem + ": select the answer again in the article"));
    }
    List<TextSpan> found = occurrences(b);
    return new Placed(b.withAnswerSpan(found.size() == 1 ? found.get(0) : null), null);
  }

  @Override
  public List<Finding> validate(Project project, RecordBody b) {
    var out = new ArrayList<Finding>();
    if (project.kind() != ProjectKind.EXTRACTIVE || b.answer().isEmpty()) {
      return out;
    }
    TextSpan span = b.answerSpan();
    if (span != null) {
      String problem = mismatch(b);
      if (problem != null) {
        out.add(Finding.error("answer", problem));
      } else if (b.answerSentences().stream().map(ArticleSentences.of(b.source())::find)
          .noneMatch(s -> s.isPresent() && span.within(s.get().start(), s.get().end()))) {
        out.add(Finding.error("answer", "the selected answer (" + span + ") lies in no answer sentence: mark the sentence that holds it"));
      }
    } else {
      int n = occurrences(b).size();
      if (n > 1) {
        out.add(Finding.warning("answer", "the answer '" + b.answer() + "' occurs " + n
            + " times in the answer sentence(s): select the one meant in the article"));
      }
    }
    return out;
  }

  /** Why the article does not hold {@code b}'s answer at its span, or null when it does. */
  private static String mismatch(RecordBody b) {
    TextSpan span = b.answerSpan();
    if (!span.fitsIn(b.source())) {
      return "the selected answer (" + span + ") is not in the article, which has " + b.source().length() + " characters";
    }
    String there = span.of(b.source());
    if (!RequiredFields.normal(there).equals(RequiredFields.normal(b.answer()))) {
      return "the article holds '" + abbreviate(there) + "' at " + span + ", not the exact answer '" + abbreviate(b.answer()) + "'";
    }
    return null;
  }

  /** Where the answer occurs inside the answer sentences found in the article (a sentence given twice counts once). */
  private static List<TextSpan> occurrences(RecordBody b) {
    var out = new ArrayList<TextSpan>();
    if (b.answer().isEmpty() || b.source().isEmpty()) {
      return out;
    }
    ArticleSentences article = ArticleSentences.of(b.source());
    for (String sentence : b.answerSentences().stream().distinct().toList()) {
      article.find(sentence).ifPresent(s -> {
        for (int at = b.source().indexOf(b.answer(), s.start()); at >= 0 && at + b.answer().length() <= s.end();
            at = b.source().indexOf(b.answer(), at + 1)) {
          out.add(new TextSpan(at, at + b.answer().length()));
        }
      });
    }
    return out;
  }

  private static String abbreviate(String s) {
    return s.length() <= 80 ? s : s.substring(0, 77) + "...";
  }
}
