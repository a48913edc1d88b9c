package org.qakit.serve.record;

import java.util.List;
import org.qakit.serve.project.Project;

/**
 * The seam through which the consistency checks run on every save. {@link RequiredFields} is the
 * built-in minimum (what a record of the project's kind cannot be exported without); {@link
 * DatasetChecks} runs the item and text checks of {@code org.qakit.check} ({@code qakit check}) on
 * the record's item; {@link #standard} combines the two.
 */
@FunctionalInterface
public interface RecordValidator {

  /** The findings for {@code body} in {@code project}, errors first is not required. */
  List<Finding> validate(Project project, RecordBody body);

  /** This validator's findings followed by {@code other}'s when this one found no error (so a record is not told twice). */
  default RecordValidator andIfValid(RecordValidator other) {
    return (project, body) -> {
      List<Finding> mine = validate(project, body);
      if (mine.stream().anyMatch(Finding::isError)) {
        return mine;
      }
      var all = new java.util.ArrayList<>(mine);
      all.addAll(other.validate(project, body));
      return List.copyOf(all);
    };
  }

  /** What {@code qakit serve} checks a save with: {@link RequiredFields} and {@link AnswerSpans}, then, when those pass, the {@link DatasetChecks}. */
  static RecordValidator standard() {
    return new RequiredFields().and(new AnswerSpans()).andIfValid(new DatasetChecks());
  }

  /** This validator's findings followed by {@code other}'s. */
  default RecordValidator and(RecordValidator other) {
    return (project, body) -> {
      var all = new java.util.ArrayList<>(validate(project, body));
      all.addAll(other.validate(project, body));
      return List.copyOf(all);
    };
  }
}
