package org.qakit.serve.record;

/**
 * What a check says about a record on save: an error blocks acceptance (the record is kept but
 * counted as needing a fix and left out of exports), a warning is shown only.
 *
 * @param field the form field it concerns ({@code question}, {@code answer}, …), or empty for the record
 */
public record Finding(Severity severity, String field, String message) {
  /** How much a finding matters. */
  public enum Severity { ERROR, WARNING }

  public static Finding error(String field, String message) {
    return new Finding(Severity.ERROR, field, message);
  }

  public static Finding warning(String field, String message) {
    return new Finding(Severity.WARNING, field, message);
  }

  public boolean isError() {
    return severity == Severity.ERROR;
  }
}
