package org.qakit.curate;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.PriorityQueue;
import java.util.Random;
import java.util.Set;
import org.apache.lucene.analysis.Analyzer;
import org.qakit.corpus.Corpus;
import org.qakit.fitness.FitnessFeatures;
import org.qakit.fitness.PassageFitness;
import org.qakit.format.ReadOptions;
import org.qakit.model.Passage;

/**
 * What {@code qakit fitness} does with corpora: read the fit and the unfit passages (each side
 * capped by a seeded reservoir sample), drop unfit passages whose text is also a fit one, analyse
 * them, and rank a corpus by a trained {@link PassageFitness}.
 */
public final class FitnessRun {
  /**
   * The passages of one side.
   *
   * @param read passages read from the corpus
   * @param passages the sample kept, in reading order
   */
  public record Side(long read, List<Passage> passages) {}

  /** A ranked passage. */
  public record Ranked(Passage passage, double score) {}

  private FitnessRun() {}

  /**
   * Reads a corpus keeping a uniform sample of at most {@code max} passages (Algorithm R, Vitter
   * 1985, with {@code new Random(seed)}), in reading order; passages whose trimmed text is in
   * {@code exclude} are skipped and not counted.
   */
  public static Side sample(Corpus corpus, int max, long seed, Set<String> exclude) throws IOException {
    if (max < 1) {
      throw new IllegalArgumentException("expected a sample of at least 1 passage, found " + max);
    }
    Random rnd = new Random(seed);
    var kept = new ArrayList<Passage>();
    var positions = new ArrayList<Long>();
    long[] seen = {0};
    corpus.read(ReadOptions.STRICT, p -> {
      if (p.text().isBlank() || exclude.contains(p.text().strip())) {
        return;
      }
      long i = seen[0]++;
      if (kept.size() < max) {
        kept.add(p);
        positions.add(i);
      } else {
        long j = (long) (rnd.nextDouble() * (i + 1));
        if (j < max) {
          kept.set((int) j, p);
          positions.set((int) j, i);
        }
      }
    });
    var order = new ArrayList<Integer>();
    for (int i = 0; i < kept.size(); i++) {
      order.add(i);
    }
    order.sort(Comparator.comparingLong(positions::get));
    return new Side(seen[0], order.stream().map(kept::get).toList());
  }

  /** The trimmed texts of passages, to keep them out of the other side. */
  public static Set<String> texts(List<Passage> passages) {
    var out = new HashSet<String>();
    passages.forEach(p -> out.add(p.text().strip()));
    return out;
  }

  /** Analyses passages for the model. */
  public static List<FitnessFeatures> analyse(Analyzer analyzer, List<Passage> passages) {
    return passages.stream().map(p -> FitnessFeatures.analyse(analyzer, (p.title() == null ? "" : p.title() + ". ") + p.text())).toList();
  }

  /**
   * The {@code k} best passages of a corpus by fitness, score descending then reading order; passages
   * whose trimmed text is in {@code exclude} (the training passages) are left out.
   */
  public static List<Ranked> rank(PassageFitness model, Analyzer analyzer, Corpus corpus, int k, Set<String> exclude)
      throws IOException {
    if (k < 1) {
      throw new IllegalArgumentException("expected -k of at least 1, found " + k);
    }
    record Entry(Ranked r, long position) {}
    Comparator<Entry> worstFirst = Comparator.comparingDouble((Entry e) -> e.r().score())
        .thenComparing(Comparator.comparingLong(Entry::position).reversed());
    var heap = new PriorityQueue<Entry>(worstFirst);
    long[] position = {0};
    corpus.read(ReadOptions.STRICT, p -> {
      if (p.text().isBlank() || exclude.contains(p.text().strip())) {
        return;
      }
      double s = model.score(analyse(analyzer, List.of(p)).get(0));
      heap.add(new Entry(new Ranked(p, s), position[0]++));
      if (heap.size() > k) {
        heap.poll();
      }
    });
    var out = new ArrayList<Entry>(heap);
    out.sort(worstFirst.reversed());
    return out.stream().map(Entry::r).toList();
  }
}
