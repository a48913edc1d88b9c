package org.qakit.train;

import ai.djl.ndarray.NDManager;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.qakit.encode.ModelFiles;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.train.bert.BaseModel;
import org.qakit.train.bert.LoadedBert;
import org.qakit.train.bert.Torch;

/**
 * One {@code qakit train} run: checks the inputs, starts from a base model's pre-trained weights
 * with a fresh head or from a model folder ({@code --from}: continued fine-tuning, QuaRTz's
 * "pre-fine-tuning"), fine-tunes ({@link PairTrainer}), scores the dev set after every epoch
 * ({@link Head#devScores}), keeps the best epoch's weights in the model folder and stops early
 * after {@code patience} epochs without a better one ({@link TrainingProgress}), and writes the
 * folder: {@code config.json} and {@code weights.ndlist} ({@link PairModelFolder}), {@code
 * card.json} (data checksums, hyper-parameters, every epoch's dev scores, the kept epoch, restarts,
 * the parent) and {@code checkpoint/}, which a rerun of the same command resumes from after a
 * crash or {@code kill -9}, and which refuses a rerun with other settings or data.
 */
public final class PairTraining {
  private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  /**
   * What to train.
   *
   * @param model the base model (with {@code from}: the parent's)
   * @param head pair or choice; the items are already in its groups ({@link ChoiceExamples} for choice)
   * @param train training groups
   * @param trainFiles their files (checksummed into the card)
   * @param dev dev groups (at least one with a positive)
   * @param devFiles their files
   * @param spec hyper-parameters
   * @param out the model folder to write
   * @param threads libtorch threads (1 for the same weights on every run)
   * @param patience epochs without a better dev metric before stopping; 0 runs every epoch
   * @param from the model folder to start from, or null for the base model and a fresh head
   * @param knowledge where a choice head's knowledge came from (for the card), or null
   * @param itemKnowledge choice head: whether items' stored knowledge was read (the solver reads it
   *     the same way); null for pair
   * @param optionPassages choice head: passages retrieved per option, or null for the per-item layout
   * @param negatives pair head: the hard negatives each question brings to a step ({@link
   *     HardNegatives}), or null for all its candidates
   */
  public record Spec(BaseModel model, Head head, List<AnswerSelectionItem> train, List<Path> trainFiles, List<AnswerSelectionItem> dev,
      List<Path> devFiles, TrainSpec spec, Path out, int threads, int patience, Path from, String knowledge, Boolean itemKnowledge,
      Integer optionPassages, HardNegatives negatives) {

    /** This spec with other hyper-parameters, negatives and output folder (a sweep's run). */
    public Spec with(TrainSpec otherSpec, HardNegatives otherNegatives, Path otherOut) {
      return new Spec(model, head, train, trainFiles, dev, devFiles, otherSpec, otherOut, threads, patience, from, knowledge,
          itemKnowledge, optionPassages, otherNegatives);
    }

    /** This spec with other training and dev groups (a cross-validation fold). */
    public Spec withData(List<AnswerSelectionItem> otherTrain, List<AnswerSelectionItem> otherDev) {
      return new Spec(model, head, otherTrain, trainFiles, otherDev, devFiles, spec, out, threads, patience, from, knowledge,
          itemKnowledge, optionPassages, negatives);
    }
  }

  /** Where the weights start: the scorer, the config the folder will get, and what the card says of the origin. */
  record Start(PairScorer scorer, PairModelFolder.Config config, Map<String, Object> origin) {}

  private PairTraining() {}

  /** The checks that run before any weight is read: labels, a dev positive, patience, the length limit, the parent folder. */
  public static void check(Spec s) {
    PairTrainer.checkLabelled(s.train(), "training data");
    PairTrainer.checkLabelled(s.dev(), "dev set");
    if (s.train().stream().noneMatch(s.spec().loss()::learnsFrom)) {
      throw nothingToLearn(s.spec().loss());
    }
    if (s.dev().stream().noneMatch(i -> i.positives() > 0)) {
      throw new IllegalArgumentException("dev set: no question has a positive candidate, so MAP and MRR are undefined");
    }
    if (s.patience() < 0) {
      throw new IllegalArgumentException("patience: expected 0 (no early stopping) or more epochs, found " + s.patience());
    }
    if (s.spec().maxLength() > s.model().spec().maxLength()) {
      throw new IllegalArgumentException("max length " + s.spec().maxLength() + " exceeds base model " + s.model().id() + "'s "
          + s.model().spec().maxLength());
    }
    if (s.from() != null) {
      if (s.from().toAbsolutePath().normalize().equals(s.out().toAbsolutePath().normalize())) {
        throw new IllegalArgumentException("--from " + s.from() + " is the output folder: write the continued model to another one");
      }
      PairModelFolder.config(s.from());
    }
    if (s.negatives() != null && s.head() != Head.PAIR) {
      throw new IllegalArgumentException("--negatives samples a question's candidates for the pair head; head '" + s.head().id()
          + "' reads every option: drop --negatives");
    }
  }

  /** Trains, printing progress to {@code err}; returns the run's history. */
  public static TrainingHistory run(Spec s, PrintWriter err) {
    check(s);
    Torch.threads(s.threads());
    try (NDManager manager = Torch.newManager()) {
      Start start = s.from() == null ? fromBase(s, manager) : fromFolder(s, manager);
      try {
        return fit(s, start, err);
      } finally {
        start.scorer().tokenizer().close();
      }
    }
  }

  /** The base model's pre-trained encoder with a fresh head seeded by the run's seed. */
  private static Start fromBase(Spec s, NDManager manager) {
    LoadedBert base = LoadedBert.load(s.model(), s.spec().maxLength(), manager);
    PairScorer.addHead(base.bert().parameters(), base.bert().config().hidden(), s.spec().seed());
    var config = new PairModelFolder.Config(s.head().id(), s.model().id(), base.bert().config(), s.spec().maxLength(),
        s.model().spec().tokenizerResource(), Sha256.hex(ModelFiles.tokenizer(s.model().spec())), s.itemKnowledge(), null, s.optionPassages());
    var origin = new LinkedHashMap<String, Object>();
    origin.put("baseModel", s.model().id());
    origin.put("baseModelFingerprint", base.fingerprint());
    return new Start(new PairScorer(s.model().id(), base.bert(), base.tokenizer()), config, origin);
  }

  /** A model folder's weights, head included, for continued fine-tuning. */
  static Start fromFolder(Spec s, NDManager manager) {
    PairModelFolder.Config parent = PairModelFolder.config(s.from());
    PairScorer scorer = PairModelFolder.load(s.from(), manager, s.spec().maxLength());
    var config = new PairModelFolder.Config(s.head().id(), parent.baseModel(), parent.bert(), s.spec().maxLength(),
        parent.tokenizerResource(), parent.tokenizerSha256(), s.itemKnowledge(), null, s.optionPassages());
    var origin = new LinkedHashMap<String, Object>();
    origin.put("baseModel", parent.baseModel());
    var p = new LinkedHashMap<String, Object>();
    p.put("folder", s.from().toAbsolutePath().normalize().toString());
    p.put("head", parent.head());
    p.put("checksums", checksums(List.of(s.from().resolve(PairModelFolder.CONFIG), s.from().resolve(Checkpoint.WEIGHTS)), true));
    origin.put("parent", p);
    return new Start(scorer, config, origin);
  }

  /** Fine-tunes {@code start}'s scorer and writes the folder; the part of {@link #run} that needs no base model's files. */
  static TrainingHistory fit(Spec s, Start start, PrintWriter err) {
    return fit(s, start, err, Integer.MAX_VALUE);
  }

  /** As {@link #fit(Spec, Start, PrintWriter)}, stopping after {@code until} steps in all (a run cut short, for tests). */
  static TrainingHistory fit(Spec given, Start start, PrintWriter err, int until) {
    long started = System.nanoTime();
    Spec s = given.withData(learnable(given.train(), given.spec().loss(), err), given.dev());
    PairScorer scorer = start.scorer();
    List<AnswerSelectionItem> dev = s.dev().stream().filter(i -> i.positives() > 0).toList();
    var settings = RunState.settings(s.spec());
    settings.put("head", s.head().id());
    settings.put("patience", Integer.toString(s.patience()));
    settings.put("negatives", negatives(s));
    settings.put("training data", digest(s.train()));
    settings.put("dev data", digest(dev));
    settings.put("start", start.origin().toString());
    var run = new RunState(s.spec().seed(), settings, new TrainingHistory(s.head().metric()));
    var trainer = new PairTrainer(scorer, s.spec(), s.out().resolve("checkpoint"), 50, run, s.negatives());
    int total = s.spec().schedule(s.train().size()).total();
    err.printf(Locale.ROOT, "train: %s + %s head%s, %d groups (%d pairs), %d steps; dev %d groups with a positive; negatives: %s%n",
        start.config().baseModel(), s.head().id(), s.from() == null ? "" : " from " + s.from(), s.train().size(),
        s.train().stream().mapToInt(i -> i.candidates().size()).sum(), total, dev.size(), negatives(s));
    err.flush();
    Runnable save = () -> PairModelFolder.save(s.out(), start.config(), scorer.bert().parameters());
    trainer.train(s.train(), Math.min(until, total), new TrainingProgress(err, "pairs", () -> s.head().devScores(scorer, dev), run.history(),
        s.patience(), save));
    TrainingHistory history = run.history();
    if (history.keptEpoch == 0) {
      save.run();
    }
    writeCard(s, start.origin(), history, (System.nanoTime() - started) / 1e9);
    err.printf(Locale.ROOT, "train: wrote %s (config.json, weights.ndlist of epoch %d of %d, card.json) in %.0f s%n", s.out(),
        history.keptEpoch, history.epochs.size(), (System.nanoTime() - started) / 1e9);
    err.flush();
    return history;
  }

  /**
   * The training groups the loss can learn from; the others are left out, with a note, since
   * scoring them would only cost time (with the listwise loss, WikiQA's training questions without
   * a correct sentence are 57% of its pairs).
   */
  static List<AnswerSelectionItem> learnable(List<AnswerSelectionItem> train, PairLoss loss, PrintWriter err) {
    List<AnswerSelectionItem> kept = train.stream().filter(loss::learnsFrom).toList();
    if (kept.isEmpty()) {
      throw nothingToLearn(loss);
    }
    if (kept.size() < train.size()) {
      int left = train.size() - kept.size();
      int pairs = train.stream().filter(i -> !loss.learnsFrom(i)).mapToInt(i -> i.candidates().size()).sum();
      err.printf(Locale.ROOT, "train: %d of %d training groups (%d pairs) have no positive and are left out: the %s loss learns "
          + "nothing from them%n", left, train.size(), pairs, loss.id());
    }
    return kept;
  }

  private static IllegalArgumentException nothingToLearn(PairLoss loss) {
    return new IllegalArgumentException("training data: no question has a positive candidate, so the " + loss.id()
        + " loss has nothing to learn from");
  }

  private static String negatives(Spec s) {
    return s.negatives() == null ? "every candidate" : s.negatives().describe();
  }

  /** SHA-256 of the groups as trained: ids, texts and labels (what a checkpoint's data must match). */
  public static String digest(List<AnswerSelectionItem> items) {
    var text = new StringBuilder();
    for (var item : items) {
      text.append(item.id()).append('\t').append(item.question()).append('\n');
      for (Candidate c : item.candidates()) {
        text.append(c.label()).append('\t').append(c.text()).append('\n');
      }
    }
    return Sha256.hex(text.toString().getBytes(StandardCharsets.UTF_8));
  }

  private static void writeCard(Spec s, Map<String, Object> origin, TrainingHistory history, double seconds) {
    var card = new LinkedHashMap<String, Object>();
    card.put("head", s.head().id());
    card.putAll(origin);
    card.put("engine", Torch.version() + ", " + s.threads() + " thread(s)");
    card.put("trainFiles", checksums(s.trainFiles(), false));
    card.put("devFiles", checksums(s.devFiles(), false));
    card.put("trainData", digest(s.train()));
    if (s.knowledge() != null) {
      card.put("knowledge", s.knowledge());
    }
    card.put("hyperParameters", s.spec());
    card.put("patience", s.patience());
    card.put("negatives", negatives(s));
    card.put("devMetric", history.metric);
    card.put("devCurve", history.epochs);
    card.put("keptEpoch", history.keptEpoch);
    card.put("stoppedAfter", history.stoppedAfter);
    card.put("restarts", history.restarts);
    card.put("devProtocol", s.head() == Head.PAIR ? "MAP and MRR over dev questions with at least one positive candidate"
        : "accuracy: the gold option scores above every other");
    card.put("seconds", Math.round(seconds));
    card.put("finished", Instant.now().toString());
    try {
      JSON.writeValue(s.out().resolve("card.json").toFile(), card);
    } catch (IOException e) {
      throw new UncheckedIOException("model folder " + s.out() + ": cannot write card.json: " + e.getMessage(), e);
    }
  }

  private static Map<String, String> checksums(List<Path> files, boolean byName) {
    return Sha256.files(files, byName);
  }
}
