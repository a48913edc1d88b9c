package org.qakit.dedup;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Builds the matcher's labelled pairs from the data itself, deterministically from a seed.
 *
 * <ol>
 *   <li><b>Exact duplicates</b> (label 1, kind {@code exact}): items whose {@link
 *       DedupTexts#normalizedKey()} is equal; the first of each group is paired with each other.
 *   <li><b>Anchors</b>: {@code anchors} items drawn by a seeded shuffle ({@code new Random(seed)}).
 *       Each gives two positives, its texts under two different {@link Rewrite}s drawn
 *       among those that apply other than {@code copy} ({@code copy} when none is left), each
 *       with a seed drawn from the same generator; and up to three negatives: two of its 10
 *       {@link SuspectSearch} suspects drawn among those that are not exact duplicates and whose best
 *       question-pair cosine is below {@value #TOO_CLOSE} ({@code retrieved}: presumed different,
 *       e.g. another question on the same scenario or with the same options; a suspect with a
 *       closer question is left unlabelled, since it may be a true near duplicate; fewer when fewer
 *       qualify), and a random other item ({@code random}).
 *   <li><b>Held-back part</b>: every fifth anchor (positions 4, 9, 14, … of the draw) with all of
 *       its pairs, and every fifth exact group, are marked test; the rest train.
 * </ol>
 */
public final class PairGenerator {
  /** The question cosine from which a suspect is too close to be presumed a negative. */
  public static final double TOO_CLOSE = 0.9;

  private PairGenerator() {}

  /** The labelled pairs of {@code items}, by the rule above. */
  public static List<LabelledPair> generate(List<AnalysedTexts> items, SuspectSearch search, int anchors, long seed)
      throws IOException {
    if (anchors < 1) {
      throw new IllegalArgumentException("expected at least 1 anchor, found " + anchors);
    }
    if (items.size() < 2) {
      throw new IllegalArgumentException("expected at least 2 items to pair, found " + items.size());
    }
    var out = new ArrayList<LabelledPair>();
    Map<String, Integer> firstByKey = new HashMap<>();
    int[] group = new int[items.size()];
    var groupOf = new HashMap<Integer, Integer>();
    for (int i = 0; i < items.size(); i++) {
      String key = items.get(i).texts().normalizedKey();
      Integer first = firstByKey.putIfAbsent(key, i);
      group[i] = first == null ? i : first;
      if (first != null) {
        int g = groupOf.computeIfAbsent(first, f -> groupOf.size());
        out.add(LabelledPair.of(items.get(first).id(), items.get(i).id(), 1, "exact", g % 5 == 4));
      }
    }
    Random r = new Random(seed);
    int[] order = new int[items.size()];
    for (int i = 0; i < order.length; i++) {
      order[i] = i;
    }
    for (int i = order.length - 1; i > 0; i--) {
      int j = r.nextInt(i + 1);
      int x = order[i];
      order[i] = order[j];
      order[j] = x;
    }
    int n = Math.min(anchors, items.size());
    for (int k = 0; k < n; k++) {
      int a = order[k];
      boolean test = k % 5 == 4;
      AnalysedTexts at = items.get(a);
      var applicable = new ArrayList<Rewrite>();
      for (Rewrite w : Rewrite.values()) {
        if (w != Rewrite.COPY && w.appliesTo(at.texts())) {
          applicable.add(w);
        }
      }
      for (int p = 0; p < 2; p++) {
        Rewrite w = applicable.isEmpty() ? Rewrite.COPY : applicable.remove(r.nextInt(applicable.size()));
        out.add(LabelledPair.rewrite(at.id(), w, r.nextInt(1_000_000), test));
      }
      var qualifying = new ArrayList<Integer>();
      for (int s : search.suspects(a, 10, j -> true)) {
        if (group[s] != group[a] && PairFeatures.of(at, items.get(s))[1] < TOO_CLOSE) {
          qualifying.add(s);
        }
      }
      for (int q = 0; q < 2 && !qualifying.isEmpty(); q++) {
        out.add(LabelledPair.of(at.id(), items.get(qualifying.remove(r.nextInt(qualifying.size()))).id(), 0, "retrieved", test));
      }
      int b;
      int tries = 0;
      do {
        b = r.nextInt(items.size());
      } while ((b == a || group[b] == group[a]) && ++tries < 100);
      if (group[b] != group[a]) {
        out.add(LabelledPair.of(at.id(), items.get(b).id(), 0, "random", test));
      }
    }
    return out;
  }
}
