package org.qakit.serve.project;

import java.util.List;
import java.util.stream.Collectors;

/**
 * The quotas one annotator was given in a project, each with what is left: {@code made} counts the
 * records of that question type the annotator created (whoever saved them since).
 */
public record AnnotatorQuota(long accountId, String username, List<QuotaLeft> quotas) {
  public AnnotatorQuota {
    quotas = List.copyOf(quotas);
  }

  /** The overview's wording, e.g. {@code 9 of 10 DATETIME left, 5 of 5 PERSON left}. */
  public String text() {
    return quotas.stream().map(QuotaLeft::text).collect(Collectors.joining(", "));
  }
}
