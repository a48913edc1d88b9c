package org.qakit.serve.project;

import java.util.Map;
import org.qakit.text.Language;

/**
 * An annotation project: name, kind, language and the number of records wanted per question type.
 *
 * @param quotas question type → records wanted, in the order the admin gave them
 */
public record Project(long id, String name, ProjectKind kind, Language language, Map<String, Integer> quotas) {
  public Project {
    quotas = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(quotas));
  }
}
