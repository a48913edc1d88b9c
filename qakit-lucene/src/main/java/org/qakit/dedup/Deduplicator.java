package org.qakit.dedup;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * GeoSQA's near-duplicate pipeline over analysed items: {@link SuspectSearch} finds each item's
 * {@code k} most similar items, {@link PairFeatures} describes each suspect pair, the {@link
 * DuplicateMatcher} decides, and {@link DuplicateClusters} groups the accepted pairs. A pair found
 * from both sides is scored once (as (min, max) positions). Deterministic for any thread count:
 * suspects are computed per item into their own slot, then pairs are taken in item order.
 */
public final class Deduplicator {
  private final DuplicateMatcher matcher;
  private final int k;
  private final int threads;

  /**
   * @param matcher the trained decision
   * @param k suspects per item (GeoSQA: 10), at least 1
   * @param threads search threads, at least 1
   */
  public Deduplicator(DuplicateMatcher matcher, int k, int threads) {
    if (k < 1) {
      throw new IllegalArgumentException("expected at least 1 suspect per item, found " + k);
    }
    if (threads < 1) {
      throw new IllegalArgumentException("expected at least 1 thread, found " + threads);
    }
    this.matcher = matcher;
    this.k = k;
    this.threads = threads;
  }

  /** What a run found: the suspect pairs scored, those accepted, and the clusters. */
  public record Result(int items, int suspectPairs, List<ScoredPair> accepted, List<DuplicateClusters.Cluster> clusters) {}

  /** Near-duplicates within one list. */
  public Result within(List<AnalysedTexts> items) {
    SuspectSearch search = SuspectSearch.of(items);
    int[][] suspects = search.allSuspects(k, i -> true, j -> true, threads);
    Map<Long, ScoredPair> scored = score(items, suspects);
    List<ScoredPair> accepted = scored.values().stream().filter(p -> matcher.accepts(p.probability())).toList();
    return new Result(items.size(), scored.size(), accepted, DuplicateClusters.of(items.size(), accepted));
  }

  /** A test item with its best accepted match in the train list. */
  public record Leak(int test, int train, ScoredPair pair) {}

  /**
   * The leakage report: which items of {@code test} have an accepted near-duplicate in {@code
   * train} (each test item's suspects are searched among the train items only; its best accepted
   * suspect by probability, ties to the smaller train position, is reported).
   *
   * @param trainItems how many items the train list has
   * @param testItems how many items the test list has
   * @param suspectPairs how many pairs were scored
   * @param leaks one per leaked test item, in test order; positions are within each list
   */
  public record Leakage(int trainItems, int testItems, int suspectPairs, List<Leak> leaks) {
    /** Leaked test items / test items (0 for no test item). */
    public double rate() {
      return testItems == 0 ? 0 : (double) leaks.size() / testItems;
    }
  }

  /** Leakage of {@code test} from {@code train}. */
  public Leakage leakage(List<AnalysedTexts> train, List<AnalysedTexts> test) {
    var all = new ArrayList<AnalysedTexts>(train);
    all.addAll(test);
    int n = train.size();
    SuspectSearch search = SuspectSearch.of(all);
    int[][] suspects = search.allSuspects(k, i -> i >= n, j -> j < n, threads);
    var leaks = new ArrayList<Leak>();
    int pairs = 0;
    for (int i = n; i < all.size(); i++) {
      ScoredPair best = null;
      for (int j : suspects[i]) {
        double[] f = PairFeatures.of(all.get(j), all.get(i));
        ScoredPair p = new ScoredPair(j, i, f, matcher.probability(f));
        pairs++;
        if (matcher.accepts(p.probability()) && (best == null || p.probability() > best.probability()
            || p.probability() == best.probability() && p.a() < best.a())) {
          best = p;
        }
      }
      if (best != null) {
        leaks.add(new Leak(i - n, best.a(), best));
      }
    }
    return new Leakage(n, test.size(), pairs, leaks);
  }

  private Map<Long, ScoredPair> score(List<AnalysedTexts> items, int[][] suspects) {
    var scored = new LinkedHashMap<Long, ScoredPair>();
    for (int i = 0; i < items.size(); i++) {
      for (int j : suspects[i]) {
        int a = Math.min(i, j);
        int b = Math.max(i, j);
        long key = (long) a * items.size() + b;
        if (!scored.containsKey(key)) {
          double[] f = PairFeatures.of(items.get(a), items.get(b));
          scored.put(key, new ScoredPair(a, b, f, matcher.probability(f)));
        }
      }
    }
    return scored;
  }
}
