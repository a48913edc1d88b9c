package org.qakit.check.split;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.qakit.check.TextKeys;
import org.qakit.model.Item;
import org.qakit.text.Words;

/**
 * Finds, for a question, the items of another split whose word-shingle sets have a Jaccard
 * similarity of at least a threshold, exactly and without comparing all pairs.
 *
 * <p>Shingles: the words of {@link TextKeys#questionText} as {@link Words#split} gives them (NFKC,
 * lower case; every Han character a word) taken two at a time (a text of one word is its own
 * shingle); J(A, B) = |A ∩ B| / |A ∪ B| over the sets of distinct shingles.
 *
 * <p>Search: prefix filtering (Chaudhuri et al., ICDE 2006; Xiao et al., "Efficient similarity
 * joins for near duplicate detection", WWW 2008). Shingles are ordered by their frequency in the
 * indexed split, rarest first; if J(A, B) ≥ t then A and B share a shingle among the first |A| −
 * ⌈t·|A|⌉ + 1 of A and the first |B| − ⌈t·|B|⌉ + 1 of B. Only those prefixes are indexed and
 * probed, and a candidate must also pass the length filter t·|A| ≤ |B| ≤ |A| / t before its exact
 * Jaccard is computed. The result equals that of comparing every pair.
 */
final class ShingleJaccard {
  /** A match in the indexed split. */
  record Match(Item item, double jaccard) {}

  private static final double EPSILON = 1e-9;
  private final double threshold;
  private final List<Item> indexed;
  private final List<int[]> sets = new ArrayList<>();
  private final Map<String, Integer> rank = new HashMap<>();
  private final Map<Integer, List<Integer>> postings = new HashMap<>();

  ShingleJaccard(List<Item> indexed, double threshold) {
    if (!(threshold > 0 && threshold <= 1)) {
      throw new IllegalArgumentException("expected a Jaccard threshold in (0, 1], found " + threshold);
    }
    this.threshold = threshold;
    this.indexed = List.copyOf(indexed);
    List<Set<String>> shingleSets = this.indexed.stream().map(ShingleJaccard::shingles).toList();
    Map<String, Integer> frequency = new HashMap<>();
    shingleSets.forEach(s -> s.forEach(x -> frequency.merge(x, 1, Integer::sum)));
    List<String> order = new ArrayList<>(frequency.keySet());
    order.sort((a, b) -> frequency.get(a).equals(frequency.get(b)) ? a.compareTo(b) : Integer.compare(frequency.get(a), frequency.get(b)));
    for (int i = 0; i < order.size(); i++) {
      rank.put(order.get(i), i);
    }
    for (int doc = 0; doc < shingleSets.size(); doc++) {
      int[] set = ranks(shingleSets.get(doc), new HashMap<>());
      sets.add(set);
      for (int k = 0; k < prefix(set.length); k++) {
        postings.computeIfAbsent(set[k], x -> new ArrayList<>()).add(doc);
      }
    }
  }

  /** The indexed items with J ≥ threshold against {@code query}, most similar first (then in indexed order). */
  List<Match> matches(Item query) {
    int[] set = ranks(shingles(query), new HashMap<>());
    var candidates = new LinkedHashSet<Integer>();
    for (int k = 0; k < prefix(set.length); k++) {
      List<Integer> docs = postings.get(set[k]);
      if (docs != null) {
        candidates.addAll(docs);
      }
    }
    var out = new ArrayList<Match>();
    for (int doc : candidates) {
      int[] other = sets.get(doc);
      if (other.length < threshold * set.length - EPSILON || other.length > set.length / threshold + EPSILON) {
        continue;
      }
      double j = jaccard(set, other);
      if (j >= threshold - EPSILON) {
        out.add(new Match(indexed.get(doc), j));
      }
    }
    out.sort((a, b) -> Double.compare(b.jaccard(), a.jaccard()));
    return out;
  }

  /** The distinct word bigrams of an item's question text (its one word when it has one; none when empty). */
  static Set<String> shingles(Item item) {
    List<String> words = Words.split(TextKeys.questionText(item));
    var out = new LinkedHashSet<String>();
    if (words.size() == 1) {
      out.add(words.getFirst());
    }
    for (int i = 0; i + 1 < words.size(); i++) {
      out.add(words.get(i) + " " + words.get(i + 1));
    }
    return out;
  }

  static double jaccard(int[] a, int[] b) {
    int i = 0, j = 0, common = 0;
    while (i < a.length && j < b.length) {
      if (a[i] == b[j]) {
        common++;
        i++;
        j++;
      } else if (a[i] < b[j]) {
        i++;
      } else {
        j++;
      }
    }
    int union = a.length + b.length - common;
    return union == 0 ? 0 : (double) common / union;
  }

  private int prefix(int size) {
    return size == 0 ? 0 : size - (int) Math.ceil(threshold * size - EPSILON) + 1;
  }

  /** The shingles as ranks, sorted; a shingle the indexed split lacks gets a negative rank of its own (it matches nothing). */
  private int[] ranks(Set<String> shingles, Map<String, Integer> unseen) {
    int[] out = new int[shingles.size()];
    int k = 0;
    for (String s : shingles) {
      Integer r = rank.get(s);
      out[k++] = r != null ? r : unseen.computeIfAbsent(s, x -> -1 - unseen.size());
    }
    Arrays.sort(out);
    return out;
  }
}
