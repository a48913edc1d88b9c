package org.qakit.serve.audit;

/**
 * How the records one annotator created fared in the audit: {@code passed} were rated and no
 * rating excludes them, {@code failed} were excluded by a rating, the rest wait for their first
 * rating ({@link #waiting}), whether or not they still need a fix.
 */
public record AnnotatorProgress(String annotator, int records, int passed, int failed) {
  public AnnotatorProgress {
    if (passed < 0 || failed < 0 || passed + failed > records) {
      throw new IllegalArgumentException(annotator + ": " + passed + " passed and " + failed + " failed of " + records + " records");
    }
  }

  /** Records not rated yet. */
  public int waiting() {
    return records - passed - failed;
  }
}
