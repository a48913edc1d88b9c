package org.qakit.train;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Map;
import org.qakit.train.bert.Parameters;

/**
 * A training run's state in a folder, enough to go on as if never stopped: the weights, AdamW's
 * two moments, the number of steps taken (the order of questions follows from the seed and the
 * step) and the {@link RunState}: the settings and data checksums a resumed run must share, and
 * the history of epochs so far. Each file is written beside its final name and moved into place, and {@code state.json}
 * last, so a run killed while saving leaves the previous complete checkpoint.
 */
public final class Checkpoint {
  static final String WEIGHTS = "weights.ndlist";
  private static final String MOMENT1 = "adam-m.ndlist";
  private static final String MOMENT2 = "adam-v.ndlist";
  private static final String STATE = "state.json";
  private static final ObjectMapper JSON = new ObjectMapper();

  private Checkpoint() {}

  /** Whether {@code dir} holds a complete checkpoint. */
  public static boolean exists(Path dir) {
    return Files.isRegularFile(dir.resolve(STATE));
  }

  /** Writes the state after {@code step} steps of the run described by {@code run}. */
  public static void save(Path dir, Parameters params, AdamW adam, int step, RunState run) {
    try {
      Files.createDirectories(dir);
      write(dir, WEIGHTS, params::save);
      write(dir, MOMENT1, out -> adam.save(out, OutputStream.nullOutputStream()));
      write(dir, MOMENT2, out -> adam.save(OutputStream.nullOutputStream(), out));
      write(dir, STATE, out -> JSON.writeValue(out, Map.of("step", step, "seed", run.seed(), "settings", run.settings(),
          "history", run.history())));
    } catch (IOException e) {
      throw new UncheckedIOException("checkpoint " + dir + ": cannot write: " + e.getMessage(), e);
    }
  }

  /**
   * Loads a checkpoint into {@code params}, {@code adam} and {@code run}'s history; returns the
   * steps taken.
   *
   * @throws IllegalArgumentException when it belongs to a run with another seed, other settings or
   *     other data
   */
  public static int restore(Path dir, Parameters params, AdamW adam, RunState run) {
    try {
      var state = JSON.readTree(dir.resolve(STATE).toFile());
      long seed = run.seed();
      if (state.path("seed").asLong() != seed) {
        throw new IllegalArgumentException("checkpoint " + dir + ": written by a run with seed " + state.path("seed").asLong()
            + ", this run has seed " + seed + "; use another folder or the same seed");
      }
      Map<String, String> savedSettings = JSON.convertValue(state.path("settings"), new TypeReference<Map<String, String>>() {});
      String difference = run.difference(savedSettings == null ? Map.of() : savedSettings);
      if (difference != null) {
        throw new IllegalArgumentException("checkpoint " + dir + ": written by a run with " + difference
            + "; use another folder or the same settings and data");
      }
      TrainingHistory history = state.has("history") ? JSON.treeToValue(state.path("history"), TrainingHistory.class)
          : new TrainingHistory(run.history().metric);
      run.history().epochs.clear();
      run.history().epochs.addAll(history.epochs);
      run.history().restarts.clear();
      run.history().restarts.addAll(history.restarts);
      run.history().keptEpoch = history.keptEpoch;
      run.history().stoppedAfter = history.stoppedAfter;
      int step = state.path("step").asInt();
      try (InputStream in = Files.newInputStream(dir.resolve(WEIGHTS));
          Parameters saved = Parameters.load(params.manager(), in)) {
        params.all().forEach((k, a) -> a.set(saved.get(k).toType(a.getDataType(), false).toByteBuffer()));
      }
      try (InputStream m1 = Files.newInputStream(dir.resolve(MOMENT1)); InputStream m2 = Files.newInputStream(dir.resolve(MOMENT2))) {
        adam.restore(m1, m2, step);
      }
      return step;
    } catch (IOException e) {
      throw new UncheckedIOException("checkpoint " + dir + ": cannot read: " + e.getMessage(), e);
    }
  }

  private interface Writer {
    void write(OutputStream out) throws IOException;
  }

  private static void write(Path dir, String name, Writer writer) throws IOException {
    Path tmp = dir.resolve(name + ".tmp");
    try (OutputStream out = Files.newOutputStream(tmp)) {
      writer.write(out);
    }
    try {
      Files.move(tmp, dir.resolve(name), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    } catch (AtomicMoveNotSupportedException e) {
      Files.move(tmp, dir.resolve(name), StandardCopyOption.REPLACE_EXISTING);
    }
  }
}
