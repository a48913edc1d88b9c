package org.qakit.solve.choice;

import java.util.HashMap;
import java.util.Map;
import org.qakit.knowledge.TermPositions;

/**
 * Where grams occur in an index, built from its terms' positions ({@link TermPositions}: the
 * embedded index's postings, or a collection's texts analysed as it was built): per document, the [start, end] positions of each occurrence. A gram's tokens
 * must occur in order, each {@code 1..maxStep} positions after the previous one (positions count
 * removed stop words, so a step of 2 lets one stop word sit between two gram tokens). Caches
 * terms and grams; one instance serves one item (not thread-safe).
 */
final class GramOccurrences {
  private final TermPositions index;
  private final Map<String, Map<Integer, int[]>> termPositions = new HashMap<>();
  private final Map<Gram, Map<Integer, long[]>> grams = new HashMap<>();
  private final Map<Gram, Map<Gram, Integer>> pairs = new HashMap<>();

  GramOccurrences(TermPositions index) {
    this.index = index;
  }

  /** The number of documents where the gram occurs. */
  int count(Gram gram) {
    return occurrences(gram).size();
  }

  /**
   * The number of documents where an occurrence of x and one of y both lie within a window of
   * {@code window} consecutive positions: max(end) − min(start) + 1 ≤ window.
   */
  int cooccurrences(Gram x, Gram y, int window) {
    return pairs.computeIfAbsent(x, k -> new HashMap<>()).computeIfAbsent(y, k -> countPairs(x, y, window));
  }

  private int countPairs(Gram x, Gram y, int window) {
    Map<Integer, long[]> a = occurrences(x);
    Map<Integer, long[]> b = occurrences(y);
    if (a.size() > b.size()) {
      Map<Integer, long[]> t = a;
      a = b;
      b = t;
    }
    int n = 0;
    for (var e : a.entrySet()) {
      long[] other = b.get(e.getKey());
      if (other != null && near(e.getValue(), other, window)) {
        n++;
      }
    }
    return n;
  }

  private static boolean near(long[] a, long[] b, int window) {
    for (long s : a) {
      for (long t : b) {
        int start = Math.min(start(s), start(t));
        int end = Math.max(end(s), end(t));
        if (end - start + 1 <= window) {
          return true;
        }
      }
    }
    return false;
  }

  private Map<Integer, long[]> occurrences(Gram gram) {
    Map<Integer, long[]> known = grams.get(gram);
    if (known != null) {
      return known;
    }
    Map<Integer, long[]> result = new HashMap<>();
    Map<Integer, int[]> first = positions(gram.tokens().getFirst());
    for (var e : first.entrySet()) {
      long[] spans = new long[e.getValue().length];
      for (int i = 0; i < spans.length; i++) {
        spans[i] = span(e.getValue()[i], e.getValue()[i]);
      }
      result.put(e.getKey(), spans);
    }
    for (int k = 1; k < gram.tokens().size() && !result.isEmpty(); k++) {
      Map<Integer, int[]> next = positions(gram.tokens().get(k));
      Map<Integer, long[]> extended = new HashMap<>();
      for (var e : result.entrySet()) {
        int[] ps = next.get(e.getKey());
        if (ps == null) {
          continue;
        }
        long[] out = new long[e.getValue().length];
        int m = 0;
        for (long s : e.getValue()) {
          for (int p : ps) {
            int step = p - end(s);
            if (step >= 1 && step <= gram.maxStep()) {
              out[m++] = span(start(s), p);
              break;
            }
          }
        }
        if (m > 0) {
          extended.put(e.getKey(), java.util.Arrays.copyOf(out, m));
        }
      }
      result = extended;
    }
    grams.put(gram, result);
    return result;
  }

  private Map<Integer, int[]> positions(String term) {
    return termPositions.computeIfAbsent(term, index::positions);
  }

  private static long span(int start, int end) {
    return ((long) start << 32) | (end & 0xffffffffL);
  }

  private static int start(long span) {
    return (int) (span >>> 32);
  }

  private static int end(long span) {
    return (int) span;
  }
}
