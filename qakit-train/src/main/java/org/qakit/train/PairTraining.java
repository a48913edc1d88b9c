package org.qakit.train;

import ai.djl.ndarray.NDManager;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.qakit.eval.metric.MeanAveragePrecision;
import org.qakit.eval.metric.MeanReciprocalRank;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.solve.Prediction;
import org.qakit.train.bert.BaseModel;
import org.qakit.train.bert.LoadedBert;
import org.qakit.train.bert.Torch;

/**
 * One {@code qakit train} run of a pair head: checks the inputs, fine-tunes the base model's
 * cross-encoder ({@link PairTrainer}), scores the dev questions after every epoch (MAP and MRR
 * over the questions with a positive, the standard WikiQA protocol), and writes the model folder:
 * {@code config.json} and {@code weights.ndlist} ({@link PairModelFolder}), {@code card.json}
 * (data checksums, hyper-parameters, dev curve, time) and {@code checkpoint/}, which a rerun of the
 * same command resumes from after a crash or {@code kill -9}.
 */
public final class PairTraining {
  private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  /**
   * What to train.
   *
   * @param model the base model
   * @param train training questions
   * @param trainFiles their files (checksummed into the card)
   * @param dev dev questions (at least one with a positive)
   * @param devFiles their files
   * @param spec hyper-parameters
   * @param out the model folder to write
   * @param threads libtorch threads (1 for the same weights on every run)
   */
  public record Spec(BaseModel model, List<AnswerSelectionItem> train, List<Path> trainFiles, List<AnswerSelectionItem> dev,
      List<Path> devFiles, TrainSpec spec, Path out, int threads) {}

  /**
   * The dev scores after one epoch.
   *
   * @param epoch 1-based
   * @param meanLoss the mean training loss of the epoch's steps
   * @param map dev MAP
   * @param mrr dev MRR
   */
  public record EpochScore(int epoch, double meanLoss, double map, double mrr) {}

  private PairTraining() {}

  /** The checks that run before any weight is read: labels, a dev positive, the length limit. */
  public static void check(Spec s) {
    PairTrainer.checkLabelled(s.train(), "training data");
    PairTrainer.checkLabelled(s.dev(), "dev set");
    if (s.dev().stream().noneMatch(i -> i.positives() > 0)) {
      throw new IllegalArgumentException("dev set: no question has a positive candidate, so MAP and MRR are undefined");
    }
    if (s.spec().maxLength() > s.model().spec().maxLength()) {
      throw new IllegalArgumentException("max length " + s.spec().maxLength() + " exceeds base model " + s.model().id() + "'s "
          + s.model().spec().maxLength());
    }
  }

  /** Trains, printing progress to {@code err}; returns the dev curve. */
  public static List<EpochScore> run(Spec s, PrintWriter err) {
    check(s);
    long started = System.nanoTime();
    Torch.threads(s.threads());
    List<AnswerSelectionItem> dev = s.dev().stream().filter(i -> i.positives() > 0).toList();
    var curve = new ArrayList<EpochScore>();
    try (NDManager manager = Torch.newManager(); LoadedBert base = LoadedBert.load(s.model(), s.spec().maxLength(), manager)) {
      PairScorer.addHead(base.bert().parameters(), base.bert().config().hidden(), s.spec().seed());
      var scorer = new PairScorer(s.model().id(), base.bert(), base.tokenizer());
      var trainer = new PairTrainer(scorer, s.spec(), s.out().resolve("checkpoint"), 50);
      int total = s.spec().schedule(s.train().size()).total();
      err.printf(Locale.ROOT, "train: %s + pair head, %d questions (%d pairs), %d steps; dev %d questions with a positive%n",
          s.model().id(), s.train().size(), s.train().stream().mapToInt(i -> i.candidates().size()).sum(), total, dev.size());
      err.flush();
      var listener = new ProgressListener(err, curve, scorer, dev);
      trainer.train(s.train(), total, listener);
      PairModelFolder.save(s.out(), new PairModelFolder.Config("pair", s.model().id(), base.bert().config(), s.spec().maxLength(),
          s.model().spec().tokenizerResource(), Sha256.hex(org.qakit.encode.ModelFiles.load(s.model().spec()).tokenizer())),
          base.bert().parameters());
      writeCard(s, base.fingerprint(), curve, (System.nanoTime() - started) / 1e9);
      err.printf(Locale.ROOT, "train: wrote %s (config.json, weights.ndlist, card.json) in %.0f s%n", s.out(),
          (System.nanoTime() - started) / 1e9);
      err.flush();
    }
    return curve;
  }

  /** MAP and MRR of {@code scorer} on questions that have a positive. */
  static double[] devScores(PairScorer scorer, List<AnswerSelectionItem> dev) {
    var map = new MeanAveragePrecision();
    var mrr = new MeanReciprocalRank();
    double sumMap = 0;
    double sumMrr = 0;
    for (var item : dev) {
      float[] s = scorer.score(item.question(), item.candidates().stream().map(Candidate::text).toList());
      var scores = new ArrayList<Double>(s.length);
      for (float v : s) {
        scores.add((double) v);
      }
      var p = new Prediction.CandidateScores(item.id(), scores);
      sumMap += map.score(item, p);
      sumMrr += mrr.score(item, p);
    }
    return new double[] {sumMap / dev.size(), sumMrr / dev.size()};
  }

  private static void writeCard(Spec s, String fingerprint, List<EpochScore> curve, double seconds) {
    var card = new LinkedHashMap<String, Object>();
    card.put("head", "pair");
    card.put("baseModel", s.model().id());
    card.put("baseModelFingerprint", fingerprint);
    card.put("engine", Torch.version() + ", " + s.threads() + " thread(s)");
    card.put("trainFiles", checksums(s.trainFiles()));
    card.put("devFiles", checksums(s.devFiles()));
    card.put("hyperParameters", s.spec());
    card.put("devCurve", curve);
    card.put("devProtocol", "MAP and MRR over dev questions with at least one positive candidate");
    card.put("seconds", Math.round(seconds));
    card.put("finished", Instant.now().toString());
    try {
      JSON.writeValue(s.out().resolve("card.json").toFile(), card);
    } catch (IOException e) {
      throw new UncheckedIOException("model folder " + s.out() + ": cannot write card.json: " + e.getMessage(), e);
    }
  }

  private static Map<String, String> checksums(List<Path> files) {
    var out = new LinkedHashMap<String, String>();
    for (Path f : files) {
      try {
        out.put(f.toString(), Sha256.hex(Files.readAllBytes(f)));
      } catch (IOException e) {
        throw new UncheckedIOException("cannot read " + f + " for its checksum: " + e.getMessage(), e);
      }
    }
    return out;
  }

  /** Prints a progress line every few seconds and the dev scores after each epoch. */
  private static final class ProgressListener implements PairTrainer.Listener {
    private final PrintWriter err;
    private final List<EpochScore> curve;
    private final PairScorer scorer;
    private final List<AnswerSelectionItem> dev;
    private final long start = System.nanoTime();
    private long lastPrint;
    private long pairs;
    private double lossSum;
    private int lossCount;
    private int firstStep = -1;

    ProgressListener(PrintWriter err, List<EpochScore> curve, PairScorer scorer, List<AnswerSelectionItem> dev) {
      this.err = err;
      this.curve = curve;
      this.scorer = scorer;
      this.dev = dev;
    }

    @Override
    public void step(PairTrainer.Step s) {
      if (firstStep < 0) {
        firstStep = s.step();
      }
      pairs += s.pairs();
      lossSum += s.loss();
      lossCount++;
      long now = System.nanoTime();
      if (now - lastPrint > 5_000_000_000L || s.step() == s.total()) {
        lastPrint = now;
        double seconds = (now - start) / 1e9;
        int done = s.step() - firstStep + 1;
        double eta = seconds / done * (s.total() - s.step());
        err.printf(Locale.ROOT, "step %d/%d  epoch %d  loss %.4f  lr %.2e  %.1f pairs/s  ETA %s%n", s.step(), s.total(), s.epoch(),
            lossSum / lossCount, s.rate(), pairs / seconds, duration(eta));
        err.flush();
      }
    }

    @Override
    public void epochEnd(int epoch) {
      double[] scores = devScores(scorer, dev);
      curve.add(new EpochScore(epoch, lossCount == 0 ? Double.NaN : lossSum / lossCount, scores[0], scores[1]));
      err.printf(Locale.ROOT, "epoch %d: mean loss %.4f, dev MAP %.4f, MRR %.4f%n", epoch, lossSum / Math.max(1, lossCount), scores[0],
          scores[1]);
      err.flush();
      lossSum = 0;
      lossCount = 0;
    }

    private static String duration(double seconds) {
      long s = Math.round(seconds);
      return s >= 3600 ? String.format(Locale.ROOT, "%dh%02dm", s / 3600, s % 3600 / 60) : String.format(Locale.ROOT, "%dm%02ds", s / 60, s % 60);
    }
  }
}
