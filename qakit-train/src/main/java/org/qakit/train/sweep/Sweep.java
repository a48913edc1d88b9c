package org.qakit.train.sweep;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SequencedMap;
import java.util.function.Function;
import org.qakit.dataset.ItemField;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.split.GreedyGroupSplit;
import org.qakit.split.Ratios;
import org.qakit.train.HardNegatives;
import org.qakit.train.PairTraining;
import org.qakit.train.TrainSpec;
import org.qakit.train.TrainingHistory;

/**
 * {@code qakit sweep}: trains one model per grid cell × seed (SQAD's AQA design: every combination
 * of hidden size, dropout and learning rate, 3 runs each), or per cell × seed × fold with k-fold
 * cross-validation (SQAD's Table 4), and collects each run's dev metric into a {@link
 * SweepResult}. Run r of N writes the model folder {@code OUT/runs/<cell>_seed-S[_fold-K]}; a rerun
 * of the same sweep reads a finished run's {@code card.json} instead of training again, and resumes
 * an unfinished one from its checkpoint. Every cell's hyper-parameters are checked before the first
 * run starts.
 *
 * <p>Folds: the training groups are dealt into k folds of about equal size by {@link
 * GreedyGroupSplit} (an item's group stays in one fold) with seed {@value #FOLD_SEED}, the same for
 * every cell and seed; run k trains on the other folds and scores fold k, and its score is the
 * fold's metric after the last epoch, so no choice is made on the fold it reports. The dev split
 * is not used then.
 */
public final class Sweep {
  /** The seed that deals the folds (fixed, so every cell and seed sees the same folds). */
  public static final long FOLD_SEED = 1;

  private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  /**
   * What to sweep.
   *
   * @param template the run every cell starts from (data, model, head, the hyper-parameters the grid leaves alone)
   * @param grid the hyper-parameters to vary
   * @param seeds the seeds of every cell
   * @param folds k for k-fold cross-validation on the training groups, or 0 to score the dev split
   * @param ranking the hard-negative ranking of the training groups (for a grid over {@code negatives}), or null
   * @param out the sweep's folder
   */
  public record Spec(PairTraining.Spec template, SweepGrid grid, List<Long> seeds, int folds, HardNegatives ranking, Path out) {
    public Spec {
      seeds = List.copyOf(seeds);
      if (seeds.isEmpty()) {
        throw new IllegalArgumentException("--seeds: expected at least one seed");
      }
      if (seeds.stream().distinct().count() != seeds.size()) {
        throw new IllegalArgumentException("--seeds " + seeds + ": expected distinct seeds");
      }
      if (folds == 1 || folds < 0) {
        throw new IllegalArgumentException("--folds: expected 0 (score the dev split) or at least 2, found " + folds);
      }
    }
  }

  private Sweep() {}

  /** Runs the sweep with {@link PairTraining#run}, printing progress and each run's score to {@code err}. */
  public static SweepResult run(Spec s, PrintWriter err) {
    return run(s, spec -> PairTraining.run(spec, err), err);
  }

  /** Runs the sweep, each run trained by {@code train} (tests give a tiny model). */
  public static SweepResult run(Spec s, Function<PairTraining.Spec, TrainingHistory> train, PrintWriter err) {
    List<SequencedMap<String, String>> cells = s.grid().cells();
    int fallback = s.template().negatives() == null ? 0 : s.template().negatives().count();
    for (var cell : cells) {
      SweepGrid.apply(s.template().spec(), cell, s.seeds().getFirst());
      if (SweepGrid.negatives(cell, fallback) > 0 && s.ranking() == null && s.template().negatives() == null) {
        throw new IllegalArgumentException("--grid negatives: hard negatives are for the pair head's answer-selection questions");
      }
    }
    List<AnswerSelectionItem> items = s.template().train();
    int[] fold = s.folds() == 0 ? null : folds(items, s.folds());
    int total = cells.size() * s.seeds().size() * Math.max(1, s.folds());
    String metric = s.template().head().metric();
    err.printf(Locale.ROOT, "sweep: %d cells x %d seeds%s = %d runs; dev %s%n", cells.size(), s.seeds().size(),
        s.folds() == 0 ? "" : " x " + s.folds() + " folds", total, s.folds() == 0 ? metric + " of the dev split, kept epoch"
            : metric + " of the held-out fold, last epoch");
    err.flush();
    long started = System.nanoTime();
    var runs = new ArrayList<SweepResult.Run>();
    for (var cell : cells) {
      for (long seed : s.seeds()) {
        for (int k = s.folds() == 0 ? 0 : 1; k <= s.folds(); k++) {
          Path folder = s.out().resolve("runs").resolve(name(cell, seed, k));
          err.printf(Locale.ROOT, "sweep: run %d/%d: %s, seed %d%s -> %s%n", runs.size() + 1, total, SweepGrid.label(cell), seed,
              k == 0 ? "" : ", fold " + k + "/" + s.folds(), folder);
          err.flush();
          PairTraining.Spec run = runSpec(s, cell, seed, k, fold, fallback, folder);
          TrainingHistory history = finished(run, metric);
          if (history == null) {
            history = train.apply(run);
          } else {
            err.println("sweep: finished before (card.json): not trained again");
          }
          double score = k == 0 ? history.best() : history.epochs.getLast().dev().getOrDefault(metric, Double.NaN);
          runs.add(new SweepResult.Run(cell, seed, k, score, history.keptEpoch, folder));
          double seconds = (System.nanoTime() - started) / 1e9;
          err.printf(Locale.ROOT, "sweep: run %d/%d: dev %s %.4f; %.0f s so far, ETA %.0f s%n", runs.size(), total, metric, score,
              seconds, seconds / runs.size() * (total - runs.size()));
          err.flush();
        }
      }
    }
    var result = new SweepResult(metric, s.grid(), s.seeds(), s.folds(), runs);
    try {
      Files.createDirectories(s.out());
      JSON.writeValue(s.out().resolve("sweep.json").toFile(), result.json());
    } catch (IOException e) {
      throw new UncheckedIOException("sweep " + s.out() + ": cannot write sweep.json: " + e.getMessage(), e);
    }
    return result;
  }

  /** The spec of one run: the cell's hyper-parameters and negatives, the seed, and with folds the fold's data. */
  private static PairTraining.Spec runSpec(Spec s, SequencedMap<String, String> cell, long seed, int k, int[] fold, int fallback,
      Path folder) {
    PairTraining.Spec t = s.template();
    TrainSpec spec = SweepGrid.apply(t.spec(), cell, seed);
    int n = SweepGrid.negatives(cell, fallback);
    HardNegatives ranking = s.ranking() != null ? s.ranking() : t.negatives();
    List<AnswerSelectionItem> train = t.train();
    List<AnswerSelectionItem> dev = t.dev();
    if (k > 0) {
      var in = new ArrayList<Integer>();
      var heldOut = new ArrayList<AnswerSelectionItem>();
      for (int i = 0; i < fold.length; i++) {
        if (fold[i] == k - 1) {
          heldOut.add(train.get(i));
        } else {
          in.add(i);
        }
      }
      train = in.stream().map(t.train()::get).toList();
      dev = heldOut;
      ranking = ranking == null ? null : ranking.subset(in.stream().mapToInt(Integer::intValue).toArray());
    }
    return t.withData(train, dev).with(spec, n == 0 ? null : ranking.withCount(n), folder);
  }

  /** The fold (0-based) of each training group; an error when there are fewer groups than folds. */
  private static int[] folds(List<AnswerSelectionItem> items, int k) {
    int[] fold = GreedyGroupSplit.assign(items, Ratios.equal(k), null, ItemField.of("group", items), FOLD_SEED);
    for (int j = 0; j < k; j++) {
      final int part = j;
      if (java.util.Arrays.stream(fold).noneMatch(f -> f == part)) {
        throw new IllegalArgumentException("--folds " + k + ": the training data has too few groups (" + items.size()
            + " items) to fill " + k + " folds");
      }
    }
    return fold;
  }

  /** A run's folder name: {@code lr-2e-5_batch-2_seed-1[_fold-2]}. */
  static String name(SequencedMap<String, String> cell, long seed, int fold) {
    var sb = new StringBuilder();
    cell.forEach((key, v) -> sb.append(key).append('-').append(v.replaceAll("[^A-Za-z0-9.+-]", "_")).append('_'));
    sb.append("seed-").append(seed);
    if (fold > 0) {
      sb.append("_fold-").append(fold);
    }
    return sb.toString();
  }

  /**
   * The history of a run that finished before (its card.json), or null; an error when that run had
   * other hyper-parameters or training data.
   */
  private static TrainingHistory finished(PairTraining.Spec run, String metric) {
    Path folder = run.out();
    Path card = folder.resolve("card.json");
    if (!Files.isRegularFile(card)) {
      return null;
    }
    try {
      JsonNode c = JSON.readTree(card.toFile());
      if (!c.path("hyperParameters").equals(JSON.readTree(JSON.writeValueAsString(run.spec())))
          || !c.path("trainData").asText().equals(PairTraining.digest(run.train()))) {
        throw new IllegalArgumentException("run " + folder + ": finished before with other hyper-parameters or training data"
            + " (its card.json); sweep into another folder or remove that run");
      }
      var history = new TrainingHistory(metric);
      for (JsonNode e : c.path("devCurve")) {
        var dev = new java.util.LinkedHashMap<String, Double>();
        e.path("dev").properties().forEach(p -> dev.put(p.getKey(), p.getValue().asDouble()));
        history.record(new TrainingHistory.Epoch(e.path("epoch").asInt(), e.path("meanLoss").asDouble(), dev));
      }
      if (history.keptEpoch != c.path("keptEpoch").asInt()) {
        throw new IllegalStateException("run " + folder + ": card.json keeps epoch " + c.path("keptEpoch").asInt()
            + " but its dev curve's best is epoch " + history.keptEpoch);
      }
      return history;
    } catch (IOException e) {
      throw new UncheckedIOException("run " + folder + ": cannot read card.json: " + e.getMessage(), e);
    }
  }
}
