package org.qakit.train.sweep;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SequencedMap;
import org.qakit.train.PairLoss;
import org.qakit.train.TrainSpec;

/**
 * The hyper-parameter grid of {@code qakit sweep}: each {@code --grid KEY=V1,V2,...} names one
 * hyper-parameter of {@link TrainSpec} (or {@code negatives}, the hard negatives per question) and
 * the values to try; the cells are every combination, the first key varying slowest (SQAD's AQA
 * grid: hidden size × dropout × learning rate). Values are checked when a cell's spec is built, so
 * a bad one is refused before the first run starts.
 *
 * @param axes key → values, in the order given
 */
public record SweepGrid(SequencedMap<String, List<String>> axes) {
  /** The keys a grid may vary. */
  public static final List<String> KEYS = List.of("lr", "warmup", "batch", "epochs", "max-length", "loss", "weight-decay", "dropout", "negatives");

  public SweepGrid {
    if (axes.isEmpty()) {
      throw new IllegalArgumentException("--grid: expected at least one KEY=V1,V2 (keys " + KEYS + ")");
    }
    axes = new LinkedHashMap<>(axes);
  }

  /** Parses {@code KEY=V1,V2} specs; an error names the spec and what was expected. */
  public static SweepGrid parse(List<String> specs) {
    var axes = new LinkedHashMap<String, List<String>>();
    for (String spec : specs) {
      int eq = spec.indexOf('=');
      if (eq <= 0 || eq == spec.length() - 1) {
        throw new IllegalArgumentException("--grid " + spec + ": expected KEY=V1,V2,... (e.g. lr=2e-5,3e-5)");
      }
      String key = spec.substring(0, eq).strip();
      if (!KEYS.contains(key)) {
        throw new IllegalArgumentException("--grid " + spec + ": unknown hyper-parameter '" + key + "'; expected one of " + KEYS);
      }
      if (axes.containsKey(key)) {
        throw new IllegalArgumentException("--grid " + spec + ": " + key + " is already a grid axis; give its values once, comma-separated");
      }
      var values = new ArrayList<String>();
      for (String v : spec.substring(eq + 1).split(",", -1)) {
        String value = v.strip();
        if (value.isEmpty() || values.contains(value)) {
          throw new IllegalArgumentException("--grid " + spec + ": expected distinct, non-empty values, found '" + value + "'");
        }
        values.add(value);
      }
      axes.put(key, List.copyOf(values));
    }
    return new SweepGrid(axes);
  }

  /** Every combination of values, the first axis varying slowest. */
  public List<SequencedMap<String, String>> cells() {
    List<SequencedMap<String, String>> cells = new ArrayList<>();
    cells.add(new LinkedHashMap<>());
    for (var axis : axes.entrySet()) {
      var next = new ArrayList<SequencedMap<String, String>>();
      for (var cell : cells) {
        for (String value : axis.getValue()) {
          var c = new LinkedHashMap<>(cell);
          c.put(axis.getKey(), value);
          next.add(c);
        }
      }
      cells = next;
    }
    return cells;
  }

  /** A cell as a short label: {@code lr=2e-5 batch=2}. */
  public static String label(Map<String, String> cell) {
    var sb = new StringBuilder();
    cell.forEach((k, v) -> sb.append(sb.isEmpty() ? "" : " ").append(k).append('=').append(v));
    return sb.toString();
  }

  /**
   * {@code base} with the cell's values and {@code seed}; an error names the key and value.
   * ({@code negatives} is not a {@link TrainSpec} field: {@link #negatives} reads it.)
   */
  public static TrainSpec apply(TrainSpec base, Map<String, String> cell, long seed) {
    int epochs = base.epochs();
    double lr = base.learningRate();
    double warmup = base.warmupFraction();
    int batch = base.batchSize();
    int maxLength = base.maxLength();
    PairLoss loss = base.loss();
    double decay = base.weightDecay();
    double dropout = base.dropout();
    for (var e : cell.entrySet()) {
      String v = e.getValue();
      try {
        switch (e.getKey()) {
          case "lr" -> lr = Double.parseDouble(v);
          case "warmup" -> warmup = Double.parseDouble(v);
          case "batch" -> batch = Integer.parseInt(v);
          case "epochs" -> epochs = Integer.parseInt(v);
          case "max-length" -> maxLength = Integer.parseInt(v);
          case "loss" -> loss = PairLoss.of(v);
          case "weight-decay" -> decay = Double.parseDouble(v);
          case "dropout" -> dropout = Double.parseDouble(v);
          case "negatives" -> Integer.parseInt(v);
          default -> throw new IllegalArgumentException("unknown hyper-parameter");
        }
      } catch (NumberFormatException ex) {
        throw new IllegalArgumentException("--grid " + e.getKey() + "=" + v + ": expected a number, found '" + v + "'");
      }
    }
    try {
      return new TrainSpec(epochs, lr, warmup, batch, maxLength, seed, loss, decay, dropout);
    } catch (IllegalArgumentException ex) {
      throw new IllegalArgumentException("--grid cell " + label(cell) + ": " + ex.getMessage(), ex);
    }
  }

  /** The cell's negatives per question, or {@code fallback} when the grid does not vary them. */
  public static int negatives(Map<String, String> cell, int fallback) {
    String v = cell.get("negatives");
    if (v == null) {
      return fallback;
    }
    int n;
    try {
      n = Integer.parseInt(v);
    } catch (NumberFormatException ex) {
      throw new IllegalArgumentException("--grid negatives=" + v + ": expected a number, found '" + v + "'");
    }
    if (n < 0) {
      throw new IllegalArgumentException("--grid negatives=" + v + ": expected 0 (every candidate) or more negatives per question");
    }
    return n;
  }
}
