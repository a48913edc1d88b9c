package org.qakit.regress;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.commons.io.file.PathUtils;
import org.qakit.format.Formats;
import org.qakit.format.ReadOptions;
import org.qakit.io.Sha256;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Item;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.retrieve.Bm25Retriever;
import org.qakit.split.IdList;
import org.qakit.solve.Bm25HardNegatives;
import org.qakit.task.DataHome;
import org.qakit.task.Knowledge;
import org.qakit.task.Task;
import org.qakit.task.TaskData;
import org.qakit.task.Tasks;
import org.qakit.train.ChoiceExamples;
import org.qakit.train.ChoiceKnowledge;
import org.qakit.train.Head;
import org.qakit.train.PairTraining;
import org.qakit.train.bert.BaseModels;

/**
 * Where {@code qakit bench} keeps the models of {@code solver.model} objects ({@link BenchModel}):
 * one folder per cache key, trained once with {@code qakit train}'s code and progress lines
 * ({@link PairTraining}) and reused while its {@code card.json} still matches the settings and the
 * data ({@link ModelCard#mismatch}); a folder whose card does not match is said so and trained
 * again, never reused. A parent ({@code from}) is opened first, the same way. Training writes into
 * {@code <key>.partial} (which a rerun after a crash resumes from its checkpoint) and moves the
 * finished folder, without its checkpoint, to {@code <key>}: whole or not at all.
 */
final class ModelCache {
  private final Path cache;
  private final Path root;
  private final DataHome home;
  private final PrintWriter progress;

  /**
   * @param cache the folder of cached models
   * @param root the repository root that input paths resolve against
   * @param home where a task's files are read
   * @param progress where training prints its lines
   */
  ModelCache(Path cache, Path root, DataHome home, PrintWriter progress) {
    this.cache = cache;
    this.root = root;
    this.home = home;
    this.progress = progress;
  }

  /** The training or dev data read: the head's groups, their files, whether items' own knowledge was read. */
  private record Read(List<AnswerSelectionItem> groups, List<Path> files, Boolean itemKnowledge, String knowledge) {}

  /**
   * The model folder of {@code m}, trained now or reused.
   *
   * @param index the file's built solver index, whose passages a model with {@code index} reads; null when none
   */
  BenchModel.Ready open(BenchModel m, Path index) throws IOException {
    BenchModel.Ready parent = m.from() == null ? null : open(m.from(), index);
    try (Bm25Retriever retriever = m.index() ? Bm25Retriever.open(index) : null) {
      Read train = read(m, m.train(), "training data", retriever);
      Read dev = read(m, m.dev(), "dev set", retriever);
      if (m.train().ids() != null && m.dev().ids() != null) {
        IdList.read(root.resolve(m.train().ids().path())).checkDisjoint(IdList.read(root.resolve(m.dev().ids().path())));
      }
      return open(m, index, parent, train, dev);
    }
  }

  private BenchModel.Ready open(BenchModel m, Path index, BenchModel.Ready parent, Read train, Read dev) throws IOException {
    List<String> trainSums = sums(train.files());
    List<String> devSums = sums(dev.files());
    String key = m.key(parent == null ? null : parent.checksums().get(ModelCard.WEIGHTS), trainSums, devSums,
        m.index() ? index.getFileName().toString() : null);
    Path dir = cache.resolve(key);
    String mismatch = ModelCard.mismatch(dir, m, trainSums, devSums, parent, train.knowledge());
    if (mismatch == null) {
      return new BenchModel.Ready(dir, false, 0, ModelCard.checksums(dir, parent), parent);
    }
    if (Files.exists(dir)) {
      progress.println(m.path() + ": the model in " + dir + " does not match its settings (" + mismatch + "): training it again");
      PathUtils.deleteDirectory(dir);
    }
    long start = System.nanoTime();
    Path partial = cache.resolve(key + ".partial");
    Files.createDirectories(partial);
    progress.println(m.path() + ": training " + m.encoder() + " + " + m.head().id() + " head into " + dir);
    progress.flush();
    var spec = new PairTraining.Spec(BaseModels.get(m.encoder()), m.head(), train.groups(), train.files(), dev.groups(), dev.files(),
        m.spec(), partial, 1, m.patience(), parent == null ? null : parent.dir(), train.knowledge(), train.itemKnowledge(),
        m.optionPassages() == 0 ? null : m.optionPassages(),
        m.negatives() == 0 ? null : Bm25HardNegatives.of(train.groups(), m.negatives(), progress));
    PairTraining.run(spec, progress);
    Path checkpoint = partial.resolve("checkpoint");
    if (Files.exists(checkpoint)) {
      PathUtils.deleteDirectory(checkpoint);
    }
    Files.move(partial, dir, StandardCopyOption.ATOMIC_MOVE);
    String after = ModelCard.mismatch(dir, m, trainSums, devSums, parent, train.knowledge());
    if (after != null) {
      throw new IllegalStateException(m.path() + ": the card qakit train wrote in " + dir + " does not match the settings (" + after + ")");
    }
    double seconds = (System.nanoTime() - start) / 1e9;
    progress.printf(Locale.ROOT, "%s: trained %s in %.0f s%n", m.path(), dir, seconds);
    return new BenchModel.Ready(dir, true, seconds, ModelCard.checksums(dir, parent), parent);
  }

  /** Reads one part of the data as the head's groups, narrowed to its ids file; a choice head's knowledge from {@code retriever} (null: none). */
  private Read read(BenchModel m, BenchModel.Data data, String what, Bm25Retriever retriever) throws IOException {
    List<Item> items;
    List<Path> files;
    boolean itemKnowledge;
    String format;
    if (data.split() != null) {
      Task task = Tasks.get(m.task());
      TaskData d = TaskData.read(task, data.split(), home, root, false);
      items = d.dataset().items();
      files = d.inputs();
      itemKnowledge = task.knowledge() == Knowledge.GOLD || task.knowledge() == Knowledge.OPEN;
      format = task.format();
    } else {
      files = data.inputs().stream().map(in -> root.resolve(in.path()).normalize()).toList();
      items = Formats.get(m.format()).read(files, new ReadOptions(false, m.view())).items();
      itemKnowledge = true;
      format = m.format();
    }
    if (data.ids() != null) {
      Path ids = root.resolve(data.ids().path()).normalize();
      items = IdList.read(ids).select(items);
      // the ids file joins the data files, as with qakit train --ids, so the card records its checksum
      files = new ArrayList<>(files);
      files.add(ids);
    }
    if (m.head() == Head.PAIR) {
      return new Read(fitting(items, AnswerSelectionItem.class, m, format, what), files, null, null);
    }
    var knowledge = new ChoiceKnowledge(retriever, itemKnowledge, m.optionPassages());
    return new Read(ChoiceExamples.of(fitting(items, MultipleChoiceItem.class, m, format, what), knowledge), files, itemKnowledge,
        knowledge.describe());
  }

  private static <T extends Item> List<T> fitting(List<Item> items, Class<T> kind, BenchModel m, String format, String what) {
    for (Item item : items) {
      if (!kind.isInstance(item)) {
        throw new IllegalArgumentException(m.path() + ".head: head '" + m.head().id() + "' trains on "
            + (m.head() == Head.PAIR ? "answer-selection" : "multiple-choice") + " items; the " + what + " (format " + format
            + ") holds " + item.getClass().getSimpleName() + " '" + item.id() + "'");
      }
    }
    return items.stream().map(kind::cast).toList();
  }

  private static List<String> sums(List<Path> files) throws IOException {
    var out = new ArrayList<String>();
    for (Path f : files) {
      out.add(Sha256.file(f));
    }
    return out;
  }
}
