package org.qakit.serve.record;

import java.util.List;
import org.qakit.serve.project.Project;

/**
 * The seam through which the consistency checks run on every save. {@link RequiredFields} is the
 * built-in minimum (what a record of the project's kind cannot be exported without); the dataset
 * checks of {@code org.qakit.check} plug in here as another implementation, combined with {@link
 * #and}.
 */
@FunctionalInterface
public interface RecordValidator {

  /** The findings for {@code body} in {@code project}, errors first is not required. */
  List<Finding> validate(Project project, RecordBody body);

  /** This validator's findings followed by {@code other}'s. */
  default RecordValidator and(RecordValidator other) {
    return (project, body) -> {
      var all = new java.util.ArrayList<>(validate(project, body));
      all.addAll(other.validate(project, body));
      return List.copyOf(all);
    };
  }
}
