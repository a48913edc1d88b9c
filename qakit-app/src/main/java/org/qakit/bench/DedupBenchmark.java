package org.qakit.bench;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.qakit.analysis.Analysis;
import org.qakit.curate.DedupRun;
import org.qakit.dedup.DedupTexts;
import org.qakit.dedup.Deduplicator;
import org.qakit.dedup.Rewrite;
import org.qakit.model.Choice;
import org.qakit.model.Item;
import org.qakit.model.MultipleChoiceItem;

/**
 * Times {@code qakit dedup} on {@code n} generated multiple-choice items: each stem and option is
 * a sequence of words drawn (seeded) from the word occurrences of real items, so that word
 * frequencies and text lengths follow the real data's; every 50th item is a {@code
 * shuffle-options} or {@code edit-words} rewrite of an earlier generated item, so that there are
 * duplicates to find. Measures matcher training (1,000 anchors) and the within-dataset run (BM25
 * suspects, features, decisions, clusters) separately.
 */
public final class DedupBenchmark {
  private DedupBenchmark() {}

  /** The measured run: item count, seconds per stage, what was found and the heap in use. */
  public record Result(int items, double trainSeconds, double dedupSeconds, int suspectPairs, int accepted, int clusters,
      int injected, long usedHeapMb) {}

  /** Generates {@code n} items from {@code real} and times the dedup of them on {@code threads} threads. */
  public static Result run(List<Item> real, int n, long seed, Analysis analysis, int threads) throws IOException {
    List<Item> items = generate(real, n, seed);
    long t0 = System.nanoTime();
    DedupRun run = DedupRun.train(items, analysis, null, 1000, seed, 0.5);
    long t1 = System.nanoTime();
    Deduplicator.Result r = new Deduplicator(run.matcher(), 10, threads).within(run.items());
    long t2 = System.nanoTime();
    Runtime rt = Runtime.getRuntime();
    return new Result(items.size(), (t1 - t0) / 1e9, (t2 - t1) / 1e9, r.suspectPairs(), r.accepted().size(),
        r.clusters().size(), n / 50, (rt.totalMemory() - rt.freeMemory()) >> 20);
  }

  /** The generated items, by the rule above. */
  static List<Item> generate(List<Item> real, int n, long seed) {
    var words = new ArrayList<String>();
    var stemLengths = new ArrayList<Integer>();
    var optionLengths = new ArrayList<Integer>();
    for (Item it : real) {
      DedupTexts t = DedupTexts.of(it);
      for (String q : t.questions()) {
        List<String> w = List.of(q.strip().split("\\s+"));
        words.addAll(w);
        stemLengths.add(w.size());
      }
      for (String o : t.options()) {
        List<String> w = List.of(o.strip().split("\\s+"));
        words.addAll(w);
        optionLengths.add(w.size());
      }
    }
    if (words.isEmpty() || optionLengths.isEmpty()) {
      throw new IllegalArgumentException("expected real items with questions and options to draw words from, found none");
    }
    Random r = new Random(seed);
    var out = new ArrayList<Item>(n);
    for (int i = 0; i < n; i++) {
      String id = "gen-" + (i + 1);
      if (i % 50 == 49) {
        var src = (MultipleChoiceItem) out.get(r.nextInt(i));
        Rewrite w = r.nextBoolean() ? Rewrite.SHUFFLE_OPTIONS : Rewrite.EDIT_WORDS;
        DedupTexts t = DedupTexts.of(src);
        if (w.appliesTo(t)) {
          DedupTexts c = w.apply(t, r.nextLong());
          out.add(item(id, c.questions().getFirst(), c.options()));
          continue;
        }
      }
      String stem = draw(words, stemLengths.get(r.nextInt(stemLengths.size())), r);
      var options = new ArrayList<String>();
      for (int k = 0; k < 4; k++) {
        options.add(draw(words, optionLengths.get(r.nextInt(optionLengths.size())), r));
      }
      out.add(item(id, stem, options));
    }
    return out;
  }

  private static MultipleChoiceItem item(String id, String stem, List<String> options) {
    var choices = new ArrayList<Choice>();
    for (int k = 0; k < options.size(); k++) {
      choices.add(new Choice(String.valueOf((char) ('A' + k)), options.get(k)));
    }
    return MultipleChoiceItem.of(id, stem.isBlank() ? "?" : stem, choices, "A");
  }

  private static String draw(List<String> words, int length, Random r) {
    var sb = new StringBuilder();
    for (int k = 0; k < Math.max(1, length); k++) {
      sb.append(k == 0 ? "" : " ").append(words.get(r.nextInt(words.size())));
    }
    return sb.toString();
  }
}
