package org.qakit.train.span;

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
import org.qakit.encode.TextTokenizer;
import org.qakit.eval.metric.ExactMatch;
import org.qakit.eval.metric.TokenF1;
import org.qakit.model.ExtractionItem;
import org.qakit.solve.Prediction;
import org.qakit.train.Head;
import org.qakit.train.PairModelFolder;
import org.qakit.train.RunState;
import org.qakit.train.Sha256;
import org.qakit.train.TrainSpec;
import org.qakit.train.TrainingHistory;
import org.qakit.train.TrainingLoop;
import org.qakit.train.TrainingProgress;
import org.qakit.train.bert.BaseModel;
import org.qakit.train.bert.Bert;
import org.qakit.train.bert.Dropout;
import org.qakit.train.bert.LoadedBert;
import org.qakit.train.bert.Torch;

/**
 * One {@code qakit train --head span} run: checks the inputs and finds every training item's gold
 * span in its windows ({@link SpanExamples}) before any weight is read, starts from a base model
 * with a fresh span head or from a span-head model folder ({@code --from}), trains by {@link
 * TrainingLoop} (one example per window: the answer's tokens where the window holds it, else
 * {@code [CLS]}), scores the dev set's F1 and
 * EM after every epoch (the {@code f1} and {@code em} metrics on the top answer, over every dev
 * item), keeps the best epoch by F1 and stops early as the other heads do ({@link
 * TrainingProgress}), and writes the model folder ({@link PairModelFolder}: {@code config.json}
 * with the {@link SpanSettings}, {@code weights.ndlist}), {@code card.json} and {@code
 * checkpoint/}, which a rerun of the same command resumes from.
 */
public final class SpanTraining {
  private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  /**
   * What to train.
   *
   * @param model the base model (with {@code from}: the parent's)
   * @param train training items
   * @param trainFiles their files (checksummed into the card, named in errors)
   * @param dev dev items, scored by F1 and EM after every epoch
   * @param devFiles their files
   * @param spec hyper-parameters (its loss is unused: the span head has one)
   * @param span stride and answer length limit
   * @param out the model folder to write
   * @param threads libtorch threads (1 for the same weights on every run)
   * @param patience epochs without a better dev F1 before stopping; 0 runs every epoch
   * @param from a span-head model folder to start from, or null for the base model and a fresh head
   * @param lenient skip training items without a learnable span instead of stopping
   */
  public record Spec(BaseModel model, List<ExtractionItem> train, List<Path> trainFiles, List<ExtractionItem> dev, List<Path> devFiles,
      TrainSpec spec, SpanSettings span, Path out, int threads, int patience, Path from, boolean lenient) {}

  /** Where the weights start: the reader, the config the folder will get, and what the card says of the origin. */
  public record Start(SpanReader reader, PairModelFolder.Config config, Map<String, Object> origin) {}

  private SpanTraining() {}

  /** The checks that need no tokenizer and no weight: data, patience, the length limit, the parent folder. */
  public static void check(Spec s) {
    if (s.train().isEmpty()) {
      throw new IllegalArgumentException("training data: no items to train on");
    }
    if (s.dev().isEmpty()) {
      throw new IllegalArgumentException("dev set: no items to score F1 and EM on");
    }
    if (s.patience() < 0) {
      throw new IllegalArgumentException("patience: expected 0 (no early stopping) or more epochs, found " + s.patience());
    }
    if (s.model() != null && s.spec().maxLength() > s.model().spec().maxLength()) {
      throw new IllegalArgumentException("max length " + s.spec().maxLength() + " exceeds base model " + s.model().id() + "'s "
          + s.model().spec().maxLength());
    }
    if (s.from() != null) {
      if (s.from().toAbsolutePath().normalize().equals(s.out().toAbsolutePath().normalize())) {
        throw new IllegalArgumentException("--from " + s.from() + " is the output folder: write the continued model to another one");
      }
      PairModelFolder.config(s.from(), Head.SPAN);
    }
  }

  /** Trains, printing progress to {@code err}; returns the run's history. */
  public static TrainingHistory run(Spec s, PrintWriter err) {
    check(s);
    PairModelFolder.Config parent = s.from() == null ? null : PairModelFolder.config(s.from(), Head.SPAN);
    byte[] tokenizerJson = parent == null ? ModelFiles.tokenizer(s.model().spec()) : PairModelFolder.tokenizerBytes(parent, s.from());
    String owner = parent == null ? "base model " + s.model().id() : "model folder " + s.from();
    try (TextTokenizer tokenizer = new TextTokenizer(tokenizerJson, s.spec().maxLength(), owner)) {
      var windows = new SpanWindows(tokenizer, s.spec().maxLength(), s.span().stride());
      List<SpanExample> examples = SpanExamples.of(s.train(), windows, "training data " + s.trainFiles(), s.lenient(), err);
      Torch.threads(s.threads());
      try (NDManager manager = Torch.newManager()) {
        Start start = parent == null ? fromBase(s, windows, tokenizerJson, manager) : fromFolder(s, parent, windows, manager);
        return fit(s, start, examples, err, Integer.MAX_VALUE);
      }
    }
  }

  private static Start fromBase(Spec s, SpanWindows windows, byte[] tokenizerJson, NDManager manager) {
    Bert bert;
    var origin = new LinkedHashMap<String, Object>();
    try (LoadedBert base = LoadedBert.load(s.model(), s.spec().maxLength(), manager)) {
      bert = base.bert();
      origin.put("baseModel", s.model().id());
      origin.put("baseModelFingerprint", base.fingerprint());
    }
    SpanReader.addHead(bert.parameters(), bert.config().hidden(), s.spec().seed());
    var config = new PairModelFolder.Config(Head.SPAN.id(), s.model().id(), bert.config(), s.spec().maxLength(),
        s.model().spec().tokenizerResource(), Sha256.hex(tokenizerJson), null, s.span(), null);
    return new Start(new SpanReader(bert, windows, s.span().maxAnswerTokens()), config, origin);
  }

  static Start fromFolder(Spec s, PairModelFolder.Config parent, SpanWindows windows, NDManager manager) {
    Bert bert = PairModelFolder.bert(s.from(), parent, manager);
    var config = new PairModelFolder.Config(Head.SPAN.id(), parent.baseModel(), parent.bert(), s.spec().maxLength(),
        parent.tokenizerResource(), parent.tokenizerSha256(), null, s.span(), null);
    var origin = new LinkedHashMap<String, Object>();
    origin.put("baseModel", parent.baseModel());
    var p = new LinkedHashMap<String, Object>();
    p.put("folder", s.from().toAbsolutePath().normalize().toString());
    p.put("head", parent.head());
    p.put("checksums", Sha256.files(List.of(s.from().resolve(PairModelFolder.CONFIG), s.from().resolve(PairModelFolder.WEIGHTS)), true));
    origin.put("parent", p);
    return new Start(new SpanReader(bert, windows, s.span().maxAnswerTokens()), config, origin);
  }

  /**
   * Fine-tunes {@code start}'s reader on {@code examples} and writes the folder, stopping after
   * {@code until} steps in all (a run cut short, for tests; {@link Integer#MAX_VALUE}: the whole run).
   */
  public static TrainingHistory fit(Spec s, Start start, List<SpanExample> examples, PrintWriter err, int until) {
    long started = System.nanoTime();
    SpanReader reader = start.reader();
    var settings = RunState.settings(s.spec());
    settings.remove("loss");
    settings.put("head", Head.SPAN.id());
    settings.put("stride", Integer.toString(s.span().stride()));
    settings.put("max answer", Integer.toString(s.span().maxAnswerTokens()));
    settings.put("patience", Integer.toString(s.patience()));
    settings.put("training data", digest(s.train()));
    settings.put("dev data", digest(s.dev()));
    settings.put("start", start.origin().toString());
    var run = new RunState(s.spec().seed(), settings, new TrainingHistory(Head.SPAN.metric()));
    var loop = new TrainingLoop<SpanExample>(reader.bert().parameters(), s.spec(), s.out().resolve("checkpoint"), 50, run,
        (batch, t) -> reader.backward(batch, Dropout.forStep(s.spec().dropout(), s.spec().seed(), t)));
    int total = s.spec().schedule(examples.size()).total();
    err.printf(Locale.ROOT, "train: %s + span head%s, %d items (%d windows), %d steps; dev %d items; stride %d, answers"
        + " up to %d tokens%n", start.config().baseModel(), s.from() == null ? "" : " from " + s.from(), s.train().size(), examples.size(),
        total, s.dev().size(), s.span().stride(), s.span().maxAnswerTokens());
    err.flush();
    Runnable save = () -> PairModelFolder.save(s.out(), start.config(), reader.bert().parameters());
    loop.train(examples, Math.min(until, total), new TrainingProgress(err, "windows", () -> devScores(reader, s.dev()), run.history(),
        s.patience(), save));
    TrainingHistory history = run.history();
    if (history.keptEpoch == 0) {
      save.run();
    }
    double seconds = (System.nanoTime() - started) / 1e9;
    writeCard(s, start.origin(), examples.size(), history, seconds);
    err.printf(Locale.ROOT, "train: wrote %s (config.json, weights.ndlist of epoch %d of %d, card.json) in %.0f s%n", s.out(),
        history.keptEpoch, history.epochs.size(), seconds);
    err.flush();
    return history;
  }

  /** Dev F1 and EM of the reader's top answer, averaged over every item (SQuAD's protocol; qakit's {@code f1} and {@code em}). */
  public static Map<String, Double> devScores(SpanReader reader, List<ExtractionItem> dev) {
    var f1 = new TokenF1();
    var em = new ExactMatch();
    double sumF1 = 0;
    double sumEm = 0;
    for (ExtractionItem item : dev) {
      var p = new Prediction.Answers(item.id(), List.of(reader.answer(item.question(), item.passage())));
      sumF1 += f1.score(item, p);
      sumEm += em.score(item, p);
    }
    var out = new LinkedHashMap<String, Double>();
    out.put("f1", sumF1 / dev.size());
    out.put("em", sumEm / dev.size());
    return out;
  }

  /** SHA-256 of the items as trained: ids, questions, passages and answers (what a checkpoint's data must match). */
  public static String digest(List<ExtractionItem> items) {
    var text = new StringBuilder();
    for (var item : items) {
      text.append(item.id()).append('\t').append(item.question()).append('\n').append(item.passage()).append('\n')
          .append(String.join("\t", item.answers())).append('\n');
    }
    return Sha256.hex(text.toString().getBytes(StandardCharsets.UTF_8));
  }

  private static void writeCard(Spec s, Map<String, Object> origin, int examples, TrainingHistory history, double seconds) {
    var card = new LinkedHashMap<String, Object>();
    card.put("head", Head.SPAN.id());
    card.putAll(origin);
    card.put("engine", Torch.version() + ", " + s.threads() + " thread(s)");
    card.put("trainFiles", Sha256.files(s.trainFiles(), false));
    card.put("devFiles", Sha256.files(s.devFiles(), false));
    card.put("trainData", digest(s.train()));
    card.put("trainItems", s.train().size());
    card.put("trainWindows", examples);
    var hyper = new LinkedHashMap<String, Object>();
    hyper.put("epochs", s.spec().epochs());
    hyper.put("learningRate", s.spec().learningRate());
    hyper.put("warmupFraction", s.spec().warmupFraction());
    hyper.put("batchSize", s.spec().batchSize());
    hyper.put("maxLength", s.spec().maxLength());
    hyper.put("seed", s.spec().seed());
    hyper.put("weightDecay", s.spec().weightDecay());
    hyper.put("dropout", s.spec().dropout());
    hyper.put("stride", s.span().stride());
    hyper.put("maxAnswerTokens", s.span().maxAnswerTokens());
    card.put("hyperParameters", hyper);
    card.put("patience", s.patience());
    card.put("devMetric", history.metric);
    card.put("devCurve", history.epochs);
    card.put("keptEpoch", history.keptEpoch);
    card.put("stoppedAfter", history.stoppedAfter);
    card.put("restarts", history.restarts);
    card.put("devProtocol", "F1 and EM of the top answer (the f1 and em metrics) over every dev item, the best span over its windows");
    card.put("seconds", Math.round(seconds));
    card.put("finished", Instant.now().toString());
    try {
      JSON.writeValue(s.out().resolve("card.json").toFile(), card);
    } catch (IOException e) {
      throw new UncheckedIOException("model folder " + s.out() + ": cannot write card.json: " + e.getMessage(), e);
    }
  }
}
