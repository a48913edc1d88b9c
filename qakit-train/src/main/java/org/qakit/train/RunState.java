package org.qakit.train;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.SequencedMap;

/**
 * What a checkpoint stores besides weights and moments: the seed, the settings a resumed run must
 * share with the one that wrote it (hyper-parameters, checksums of the training and dev data, the
 * parent model), and the {@link TrainingHistory}, which the resumed run goes on writing.
 *
 * @param seed the run's seed (checked first, for the plainest message)
 * @param settings name → value, in the order a mismatch is reported
 * @param history the run's epochs, kept epoch and restarts
 */
public record RunState(long seed, SequencedMap<String, String> settings, TrainingHistory history) {

  /** The state of a run known only by its hyper-parameters (tests, benchmarks). */
  public static RunState of(TrainSpec spec, String metric) {
    return new RunState(spec.seed(), settings(spec), new TrainingHistory(metric));
  }

  /** The hyper-parameters as checkpoint settings. */
  public static SequencedMap<String, String> settings(TrainSpec spec) {
    var s = new LinkedHashMap<String, String>();
    s.put("epochs", Integer.toString(spec.epochs()));
    s.put("learning rate", Double.toString(spec.learningRate()));
    s.put("warm-up", Double.toString(spec.warmupFraction()));
    s.put("batch", Integer.toString(spec.batchSize()));
    s.put("max length", Integer.toString(spec.maxLength()));
    s.put("loss", spec.loss().id());
    s.put("weight decay", Double.toString(spec.weightDecay()));
    s.put("dropout", Double.toString(spec.dropout()));
    return s;
  }

  /**
   * The first setting in which {@code saved} differs from these, as "KEY A, this run has B", or
   * null when all agree (a setting only one side has counts as a difference).
   */
  String difference(Map<String, String> saved) {
    for (var e : settings.entrySet()) {
      String old = saved.get(e.getKey());
      if (!e.getValue().equals(old)) {
        return e.getKey() + " " + (old == null ? "unset" : old) + ", this run has " + e.getValue();
      }
    }
    for (var key : saved.keySet()) {
      if (!settings.containsKey(key)) {
        return key + " " + saved.get(key) + ", this run has none";
      }
    }
    return null;
  }
}
