package org.qakit.curate;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.lucene.analysis.Analyzer;
import org.qakit.analysis.Analysis;
import org.qakit.dedup.AnalysedTexts;
import org.qakit.dedup.DedupTexts;
import org.qakit.model.Item;
import org.qakit.task.DataHome;
import org.qakit.task.Task;
import org.qakit.task.TaskData;
import org.qakit.task.Tasks;

/**
 * The items of several tasks for mining and labelling near-duplicate pairs: each task's named
 * splits read from the data home, every item's id made {@code task:id} (so items of different
 * datasets can be told apart in one pairs file), and the items analysed by their task's language,
 * one pool per language (items of two languages are never compared).
 *
 * @param sources one line per split read: {@code task/split: N item(s)}
 * @param pools the analysed items, one list per language in the order first met
 */
public record TaskItemPools(List<String> sources, Map<String, List<AnalysedTexts>> pools) {

  /**
   * Reads {@code splits} of each task; a task lacking one of them is read without it, and a task
   * that has none of them is an error.
   *
   * @param repository the folder split ids files are relative to
   */
  public static TaskItemPools read(List<String> tasks, List<String> splits, DataHome home, Path repository) throws IOException {
    var sources = new ArrayList<String>();
    var pools = new LinkedHashMap<String, List<AnalysedTexts>>();
    var analyzers = new HashMap<String, Analyzer>();
    var seen = new HashMap<String, String>();
    for (String id : tasks) {
      Task task = Tasks.get(id);
      List<String> have = splits.stream().filter(s -> task.splits().stream().anyMatch(t -> t.name().equals(s))).toList();
      if (have.isEmpty()) {
        throw new IllegalArgumentException("task " + id + " has none of the splits " + String.join(", ", splits) + " (it has "
            + String.join(", ", task.splits().stream().map(s -> s.name()).toList()) + ")");
      }
      Analyzer analyzer = analyzers.computeIfAbsent(task.language(), l -> Analysis.of(l, null).analyzer());
      for (String split : have) {
        List<Item> items = TaskData.read(task, split, home, repository, false).dataset().items();
        var texts = new ArrayList<DedupTexts>();
        for (Item item : items) {
          DedupTexts t = DedupTexts.of(item);
          String q = task.id() + ":" + t.id();
          String before = seen.putIfAbsent(q, task.id() + "/" + split);
          if (before != null) {
            throw new IllegalArgumentException("item " + q + " is in " + before + " and " + task.id() + "/" + split);
          }
          texts.add(new DedupTexts(q, t.scenario(), t.questions(), t.options()));
        }
        pools.computeIfAbsent(task.language(), l -> new ArrayList<>())
            .addAll(texts.parallelStream().map(t -> AnalysedTexts.of(t, analyzer)).toList());
        sources.add(task.id() + "/" + split + ": " + items.size() + " item(s)");
      }
    }
    return new TaskItemPools(sources, pools);
  }

  /** Every item by its {@code task:id}. */
  public Map<String, AnalysedTexts> byId() {
    var out = new HashMap<String, AnalysedTexts>();
    pools.values().forEach(l -> l.forEach(t -> out.put(t.id(), t)));
    return out;
  }

  /** How many items were read. */
  public int items() {
    return pools.values().stream().mapToInt(List::size).sum();
  }
}
