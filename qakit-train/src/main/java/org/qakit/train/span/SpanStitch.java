package org.qakit.train.span;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;

/**
 * The answer over a passage's windows: each window's best span ({@link SpanDecoder}: the pair of
 * passage tokens maximising start_i + end_j within the length limit), and of those the one with
 * the highest score; a tie goes to the earlier window. An answer that one window cuts at its end
 * lies whole in the next (windows overlap by the stride), where it can score in full. {@link #top}
 * lists the k best distinct texts in the same order (score, then window, start and end).
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

  /**
   * The {@code k} best spans over {@code windows} with distinct texts, best first: every valid span
   * (passage tokens, i ≤ j, at most {@code maxAnswerTokens}) ordered by score descending, then
   * window, first token and last token ascending; the first is {@link #best}'s.
   */
  public static List<Span> top(String passage, List<SpanWindows.Window> windows, List<float[][]> logits, int maxAnswerTokens, int k) {
    if (k < 1) {
      throw new IllegalArgumentException("answers: expected at least 1, found " + k);
    }
    record Candidate(int window, int i, int j, double score) {}
    var all = new ArrayList<Candidate>();
    for (int w = 0; w < windows.size(); w++) {
      SpanWindows.Window win = windows.get(w);
      float[] start = logits.get(w)[0];
      float[] end = logits.get(w)[1];
      for (int i = 0; i < win.length(); i++) {
        for (int j = i; win.passage(i) && j < Math.min(win.length(), i + maxAnswerTokens); j++) {
          if (win.passage(j)) {
            all.add(new Candidate(w, i, j, (double) start[i] + end[j]));
          }
        }
      }
    }
    all.sort(Comparator.comparingDouble(Candidate::score).reversed().thenComparingInt(Candidate::window)
        .thenComparingInt(Candidate::i).thenComparingInt(Candidate::j));
    var seen = new LinkedHashSet<String>();
    var out = new ArrayList<Span>();
    for (Candidate c : all) {
      SpanWindows.Window win = windows.get(c.window());
      int from = win.starts()[c.i()];
      int to = win.ends()[c.j()];
      String text = passage.substring(from, to);
      if (seen.add(text)) {
        out.add(new Span(text, from, to, c.score(), c.window(), windows.size()));
        if (out.size() == k) {
          break;
        }
      }
    }
    return out;
  }
}
