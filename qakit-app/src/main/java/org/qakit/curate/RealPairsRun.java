package org.qakit.curate;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import org.qakit.analysis.Analysis;
import org.qakit.dedup.AnalysedTexts;
import org.qakit.dedup.DedupTexts;
import org.qakit.dedup.DuplicateMatcher;
import org.qakit.dedup.LabelledPairsFile;
import org.qakit.dedup.PairParts;
import org.qakit.dedup.RealPair;
import org.qakit.dedup.RealPairsEvaluation;
import org.qakit.dedup.RealPairsFile;
import org.qakit.task.DataHome;
import org.qakit.task.Tasks;

/**
 * What {@code qakit dedup-pairs evaluate} does: reads the hand-labelled pairs, the items of the
 * tasks they name, trains and measures the matcher on the grouped 60/20/20 split
 * ({@link RealPairsEvaluation}), and measures matchers trained on generated pairs on the same test part.
 *
 * @param pairs the labelled pairs
 * @param result the real-pair matcher's run
 * @param generated per generated-pairs file (by {@code task=file}), its matcher's scores on the test part
 */
public record RealPairsRun(List<RealPair> pairs, RealPairsEvaluation.Result result, Map<String, RealPairsEvaluation.Scores> generated) {

  /**
   * Runs it.
   *
   * @param pairsFile the labelled pairs (benchmarks/dedup/pairs.tsv)
   * @param splits the splits of each named task whose items the pairs may name
   * @param seed the split's seed
   * @param generatedFiles generated-pairs files ({@code qakit dedup --write-pairs}) by the task whose first split holds their items
   */
  public static RealPairsRun run(Path pairsFile, List<String> splits, long seed, Map<String, Path> generatedFiles, DataHome home,
      Path repository) throws IOException {
    List<RealPair> pairs = RealPairsFile.read(pairsFile);
    var tasks = new LinkedHashSet<String>();
    pairs.forEach(p -> {
      tasks.add(RealPair.dataset(p.a()));
      tasks.add(RealPair.dataset(p.b()));
    });
    tasks.addAll(generatedFiles.keySet());
    TaskItemPools pools = TaskItemPools.read(List.copyOf(tasks), splits, home, repository);
    Map<String, AnalysedTexts> byId = pools.byId();
    RealPairsEvaluation.Result result = RealPairsEvaluation.run(pairs, seed, byId);
    RealPairsEvaluation.Part test = RealPairsEvaluation.part(pairs, PairParts.split(pairs, seed), PairParts.Part.TEST, byId);
    var generated = new LinkedHashMap<String, RealPairsEvaluation.Scores>();
    for (var e : generatedFiles.entrySet()) {
      String prefix = e.getKey() + ":";
      var items = new ArrayList<AnalysedTexts>();
      for (AnalysedTexts t : byId.values()) {
        if (t.id().startsWith(prefix)) {
          DedupTexts d = t.texts();
          items.add(new AnalysedTexts(new DedupTexts(t.id().substring(prefix.length()), d.scenario(), d.questions(), d.options()),
              t.scenario(), t.questions(), t.options(), t.all()));
        }
      }
      items.sort(java.util.Comparator.comparing(AnalysedTexts::id));
      var rows = DuplicateMatcher.rows(LabelledPairsFile.read(e.getValue()), items,
          Analysis.of(Tasks.get(e.getKey()).language(), null).analyzer());
      generated.put(e.getKey() + "=" + e.getValue(), RealPairsEvaluation.scores(DuplicateMatcher.train(rows, 0.5), test));
    }
    return new RealPairsRun(pairs, result, generated);
  }
}
