package org.qakit.distract;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;
import org.apache.lucene.analysis.Analyzer;
import org.qakit.analysis.Analyzers;

/**
 * A phrase (answer, question or candidate distractor) prepared for {@link DistractorFeatures}:
 * its analysed terms (English: Porter stems without stop words) and its character trigrams as
 * sorted id sets, its word count (white-space separated), the last three letters of its last word,
 * and whether it holds a digit. Ids come from a shared {@link Symbols} table, so set overlaps are
 * merges of sorted int arrays.
 *
 * @param text the phrase as given
 * @param terms the distinct analysed terms' ids, sorted
 * @param trigrams the distinct character trigrams' ids of the lower-cased text with a space on
 *     either end, sorted
 * @param words the number of white-space separated words
 * @param suffix the last three characters of the last word, lower-cased ("" for none)
 * @param digit whether the text holds an ASCII digit
 */
public record PhraseForm(String text, int[] terms, int[] trigrams, int words, String suffix, boolean digit) {

  /** Interns strings as ints; thread-safe. */
  public static final class Symbols {
    private final Map<String, Integer> ids = new HashMap<>();

    synchronized int id(String s) {
      return ids.computeIfAbsent(s, k -> ids.size());
    }
  }

  /** Prepares {@code text}. */
  public static PhraseForm of(String text, Analyzer analyzer, Symbols symbols) {
    var terms = new TreeSet<Integer>();
    for (String t : Analyzers.tokens(analyzer, "text", text)) {
      terms.add(symbols.id("t:" + t));
    }
    String low = " " + text.toLowerCase(Locale.ROOT).strip() + " ";
    var grams = new TreeSet<Integer>();
    for (int i = 0; i + 3 <= low.length(); i++) {
      grams.add(symbols.id("g:" + low.substring(i, i + 3)));
    }
    List<String> ws = Arrays.stream(text.strip().split("\\s+")).filter(w -> !w.isEmpty()).toList();
    String last = ws.isEmpty() ? "" : ws.getLast().toLowerCase(Locale.ROOT);
    return new PhraseForm(text, ints(terms), ints(grams), ws.size(), last.substring(Math.max(0, last.length() - 3)),
        text.chars().anyMatch(c -> c >= '0' && c <= '9'));
  }

  /** |A ∩ B| of two sorted id arrays. */
  static int common(int[] a, int[] b) {
    int i = 0;
    int j = 0;
    int n = 0;
    while (i < a.length && j < b.length) {
      if (a[i] == b[j]) {
        n++;
        i++;
        j++;
      } else if (a[i] < b[j]) {
        i++;
      } else {
        j++;
      }
    }
    return n;
  }

  /** Jaccard |A ∩ B| / |A ∪ B|; 0 when both are empty. */
  static double jaccard(int[] a, int[] b) {
    int c = common(a, b);
    int u = a.length + b.length - c;
    return u == 0 ? 0 : (double) c / u;
  }

  private static int[] ints(TreeSet<Integer> s) {
    return s.stream().mapToInt(Integer::intValue).toArray();
  }
}
