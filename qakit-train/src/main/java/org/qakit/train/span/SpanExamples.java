package org.qakit.train.span;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.qakit.encode.TextTokenizer;
import org.qakit.model.ExtractionItem;

/**
 * Turns extraction items into {@link SpanExample}s, one per window (Devlin et al. 2019's SQuAD
 * setup, as Hugging Face's {@code run_qa.py}): the gold span is the first occurrence in the passage
 * (ignoring case) of the first gold answer that occurs, mapped to the passage tokens it overlaps; a
 * window that holds those tokens whole is labelled with them, any other window with its {@code
 * [CLS]} token (position 0, start = end = 0), so the model learns to keep its passage logits low
 * where the answer is not. An item whose answers
 * are not in its passage, or whose answer is longer than a window's passage part, has no example:
 * a one-line error names the first such item and how many there are, before any weight is read;
 * with {@code lenient} they are skipped and counted instead.
 */
public final class SpanExamples {
  private SpanExamples() {}

  /**
   * The examples of {@code items}, one per window.
   *
   * @param what names the data in messages ("training data (train.json)")
   * @param lenient skip items without an example, with a note on {@code err}, instead of stopping
   */
  public static List<SpanExample> of(List<ExtractionItem> items, SpanWindows windows, String what, boolean lenient, PrintWriter err) {
    var out = new ArrayList<SpanExample>();
    String firstProblem = null;
    int problems = 0;
    for (ExtractionItem item : items) {
      TextTokenizer.Pieces p = windows.passage(item.passage());
      int[] chars = goldChars(item);
      String problem;
      if (chars == null) {
        problem = "item '" + item.id() + "': no gold answer " + quoted(item.answers()) + " occurs in its passage, so it has no span to learn";
      } else {
        List<SpanExample> e = examples(item, windows, p, chars);
        if (!e.isEmpty()) {
          out.addAll(e);
          continue;
        }
        problem = "item '" + item.id() + "': its answer '" + item.passage().substring(chars[0], chars[1])
            + "' does not fit in one window of max length " + windows.maxLength() + " with its question";
      }
      problems++;
      firstProblem = firstProblem == null ? problem : firstProblem;
    }
    if (problems > 0 && !lenient) {
      throw new IllegalArgumentException(what + ": " + firstProblem + " (" + problems + " of " + items.size()
          + " items); fix them or pass --lenient to skip them");
    }
    if (problems > 0) {
      err.printf(Locale.ROOT, "%s: skipped %d of %d items without a learnable span (--lenient); first: %s%n", what, problems, items.size(),
          firstProblem);
    }
    if (out.isEmpty()) {
      throw new IllegalArgumentException(what + ": no item has its answer in its passage; the span head has nothing to learn");
    }
    return out;
  }

  /** The gold answer's characters {from, to} in the passage, or null when no gold answer occurs in it. */
  static int[] goldChars(ExtractionItem item) {
    String lower = item.passage().toLowerCase(Locale.ROOT);
    for (String answer : item.answers()) {
      String a = answer.strip().toLowerCase(Locale.ROOT);
      int from = a.isEmpty() ? -1 : lower.indexOf(a);
      if (from >= 0) {
        return new int[] {from, from + a.length()};
      }
    }
    return null;
  }

  /** The item's windows, labelled; empty when no window holds the answer whole. */
  private static List<SpanExample> examples(ExtractionItem item, SpanWindows windows, TextTokenizer.Pieces p, int[] chars) {
    int first = -1;
    int last = -1;
    for (int i = 0; i < p.size(); i++) {
      if (p.starts()[i] >= 0 && p.starts()[i] < chars[1] && p.ends()[i] > chars[0]) {
        first = first < 0 ? i : first;
        last = i;
      }
    }
    if (first < 0) {
      return List.of();
    }
    var out = new ArrayList<SpanExample>();
    boolean held = false;
    for (SpanWindows.Window w : windows.of(item.question(), p)) {
      int offset = w.passageStart();
      int count = w.length() - 1 - offset;
      if (w.first() <= first && last < w.first() + count) {
        out.add(new SpanExample(item.id(), w, offset + first - w.first(), offset + last - w.first()));
        held = true;
      } else {
        out.add(new SpanExample(item.id(), w, 0, 0));
      }
    }
    return held ? out : List.of();
  }

  private static String quoted(List<String> answers) {
    return answers.stream().map(a -> "'" + a + "'").toList().toString().replace("[", "(").replace("]", ")");
  }
}
