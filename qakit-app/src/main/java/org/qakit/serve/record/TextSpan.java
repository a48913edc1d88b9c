package org.qakit.serve.record;

/**
 * Where a record's exact answer lies in its source article: characters {@code start} (inclusive)
 * to {@code end} (exclusive) of {@link RecordBody#source()}, counted in UTF-16 units as Java and
 * JavaScript count them. Stored with the answer text so that anyone can check that the article
 * holds the answer there ({@link AnswerSpans}).
 */
public record TextSpan(int start, int end) {
  /** Whether this span lies within {@code text} and is not empty. */
  public boolean fitsIn(String text) {
    return start >= 0 && start < end && end <= text.length();
  }

  /** The span's text in {@code text}; call only when it {@link #fitsIn} it. */
  public String of(String text) {
    return text.substring(start, end);
  }

  /** Whether this span lies within {@code [from, to)}. */
  public boolean within(int from, int to) {
    return start >= from && end <= to;
  }

  /** As people read it: {@code characters 120–135}. */
  @Override
  public String toString() {
    return "characters " + start + "–" + end;
  }
}
