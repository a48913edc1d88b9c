package org.qakit.eval;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.qakit.format.nlpcc.DbqaSubmissionReader;
import org.qakit.format.nlpcc.KbqaSubmissionReader;
import org.qakit.model.Item;
import org.qakit.solve.Prediction;

/**
 * The layouts a predictions file can have ({@code qakit eval --predictions-format}): qakit's own
 * JSONL ({@link PredictionsFile}) or an official NLPCC 2016 submission ({@link
 * DbqaSubmissionReader}, {@link KbqaSubmissionReader}).
 */
public enum PredictionsLayout {
  /** {@link PredictionsFile}: JSON Lines keyed by item id. */
  QAKIT("qakit", "qakit's JSONL: one {\"id\", choices | scores | ranking | answers} object per line"),
  /** {@link DbqaSubmissionReader}: one score per line of the DBQA test file, in order. */
  NLPCC_DBQA("nlpcc-dbqa", "NLPCC 2016 DBQA submission: one score per line of the test file, in order (line counts must match)"),
  /** {@link KbqaSubmissionReader}: question/answer records keyed by question id. */
  NLPCC_KBQA("nlpcc-kbqa", "NLPCC 2016 KBQA submission: <question id=N>, <answer id=N> and '=' lines per question");

  private final String id;
  private final String description;

  PredictionsLayout(String id, String description) {
    this.id = id;
    this.description = description;
  }

  public String id() {
    return id;
  }

  public String description() {
    return description;
  }

  /** The layout with this id; an unknown id is an error listing the known ones. */
  public static PredictionsLayout of(String id) {
    return Arrays.stream(values())
        .filter(l -> l.id.equals(id))
        .findFirst()
        .orElseThrow(() -> new IllegalArgumentException(
            "unknown predictions format '" + id + "'; known: " + String.join(", ", Arrays.stream(values()).map(PredictionsLayout::id).toList())));
  }

  /** Reads {@code file} as predictions for {@code items} (a DBQA submission pairs lines with them). */
  public Map<String, Prediction> read(Path file, List<? extends Item> items) throws IOException {
    return switch (this) {
      case QAKIT -> PredictionsFile.read(file, PredictionsFile.byId(items));
      case NLPCC_DBQA -> DbqaSubmissionReader.read(file, items);
      case NLPCC_KBQA -> KbqaSubmissionReader.read(file);
    };
  }
}
