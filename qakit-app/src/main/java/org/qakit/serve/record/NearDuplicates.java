package org.qakit.serve.record;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.qakit.text.Words;

/**
 * Records of the same project whose question looks like this one: Jaccard similarity of the
 * questions' content-word sets ({@link Words#content}), |A ∩ B| / |A ∪ B| ≥ {@link #THRESHOLD},
 * most similar first (then by record id). Two empty word sets are not compared. The record page
 * asks {@link NearDuplicateIndex}, which finds the same matches from stored word sets; {@link #of}
 * compares against records in memory and is the definition the index is tested against.
 */
public final class NearDuplicates {
  /** The least similarity shown. */
  public static final double THRESHOLD = 0.6;

  /** A similar record. */
  public record Match(long recordId, String question, double similarity) {}

  private NearDuplicates() {}

  public static List<Match> of(long recordId, String question, List<StoredRecord> others) {
    Set<String> a = Words.content(question);
    var out = new ArrayList<Match>();
    if (a.isEmpty()) {
      return out;
    }
    for (StoredRecord r : others) {
      if (r.id() == recordId) {
        continue;
      }
      double s = jaccard(a, Words.content(r.body().question()));
      if (s >= THRESHOLD) {
        out.add(new Match(r.id(), r.body().question(), s));
      }
    }
    sort(out);
    return out;
  }

  static double jaccard(Set<String> a, Set<String> b) {
    if (b.isEmpty()) {
      return 0;
    }
    var inter = new HashSet<>(a);
    inter.retainAll(b);
    return jaccard(inter.size(), a.size(), b.size());
  }

  /** |A ∩ B| / |A ∪ B| from the three counts (the one formula both {@link #of} and the index use). */
  static double jaccard(int shared, int a, int b) {
    return (double) shared / (a + b - shared);
  }

  /** Most similar first, then by record id. */
  static void sort(List<Match> matches) {
    matches.sort(Comparator.comparingDouble(Match::similarity).reversed().thenComparingLong(Match::recordId));
  }
}
