package org.qakit.report;

import java.nio.file.Path;
import java.util.Map;
import java.util.Objects;
import org.qakit.eval.RunRecord;
import org.qakit.solve.Prediction;

/**
 * One system on a leaderboard: the name it is shown under, its run record (what was run, how, on
 * which data) and its predictions of the items that count.
 *
 * @param label the name in the leaderboard: the solver id, with the predictions file's name where two runs share a solver
 * @param record the run record's path
 * @param run the run record
 * @param predictions the predictions by item id
 */
public record SystemRun(String label, Path record, RunRecord run, Map<String, Prediction> predictions) {
  public SystemRun {
    Objects.requireNonNull(label, "label");
    Objects.requireNonNull(record, "record");
    Objects.requireNonNull(run, "run");
    predictions = Map.copyOf(predictions);
  }
}
