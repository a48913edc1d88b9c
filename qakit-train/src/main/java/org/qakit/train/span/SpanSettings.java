package org.qakit.train.span;

/**
 * How a span reader cuts passages and bounds its answers; a span-head model folder records them
 * (in {@code config.json}), so that the solver reads passages as training did.
 *
 * @param stride tokens shared by consecutive windows of a passage longer than one window (Hugging
 *     Face's {@code doc_stride} overlap), so an answer cut by one window's end lies whole in the next
 * @param maxAnswerTokens the longest answer the decoder returns, in tokens
 */
public record SpanSettings(int stride, int maxAnswerTokens) {

  /** The overlap by default: Hugging Face's SQuAD stride (128 at max length 384) scaled to qakit's default max length of 128. */
  public static final int DEFAULT_STRIDE = 32;

  /** The longest answer by default, in tokens (Hugging Face's {@code max_answer_length}). */
  public static final int DEFAULT_MAX_ANSWER = 30;

  public SpanSettings {
    if (stride < 0) {
      throw new IllegalArgumentException("--stride: expected 0 or more tokens of overlap between windows, found " + stride);
    }
    if (maxAnswerTokens < 1) {
      throw new IllegalArgumentException("--max-answer: expected at least 1 token, found " + maxAnswerTokens);
    }
  }
}
