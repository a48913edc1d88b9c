package org.qakit.train.span;

import java.util.List;

/**
 * The answer over a passage's windows: each window's best span ({@link SpanDecoder}: the pair of
 * passage tokens maximising start_i + end_j within the length limit), and of those the one with
 * the highest score; a tie goes to the earlier window. An answer that one window cuts at its end
 * lies whole in the next (windows overlap by the stride), where it can score in full.
 */
public final class SpanStitch {
  private SpanStitch() {}

  /**
   * A span of the passage.
   *
   * @param text the passage's own characters
   * @param from its first character
   * @param to the character after its last
   * @param score start logit of its first token + end logit of its last
   * @param window the window it was read in (0-based)
   * @param windows how many windows the passage was cut into
   */
  public record Span(String text, int from, int to, double score, int window, int windows) {}

  /**
   * The best span over {@code windows}.
   *
   * @param logits per window, {start logits, end logits}, one per token of the window
   * @return the span, or null when no window has a passage token
   */
  public static Span best(String passage, List<SpanWindows.Window> windows, List<float[][]> logits, int maxAnswerTokens) {
    if (windows.size() != logits.size()) {
      throw new IllegalArgumentException("expected logits for each of " + windows.size() + " windows, found " + logits.size());
    }
    Span best = null;
    for (int k = 0; k < windows.size(); k++) {
      SpanWindows.Window w = windows.get(k);
      boolean[] valid = new boolean[w.length()];
      for (int i = 0; i < valid.length; i++) {
        valid[i] = w.passage(i);
      }
      float[] start = logits.get(k)[0];
      float[] end = logits.get(k)[1];
      int[] ij = SpanDecoder.best(start, end, valid, maxAnswerTokens);
      if (ij == null) {
        continue;
      }
      double score = (double) start[ij[0]] + end[ij[1]];
      if (best == null || score > best.score()) {
        int from = w.starts()[ij[0]];
        int to = w.ends()[ij[1]];
        best = new Span(passage.substring(from, to), from, to, score, k, windows.size());
      }
    }
    return best;
  }
}
