package org.qakit.curate;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.qakit.dataset.Dataset;
import org.qakit.distract.DistractorEvaluation;
import org.qakit.distract.DistractorRanker;
import org.qakit.distract.VocabularyCoverage;
import org.qakit.embed.TextEncoder;
import org.qakit.format.Formats;
import org.qakit.format.ReadOptions;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.model.Passage;

/**
 * What {@code qakit distractors} and the {@code distractor-ranker} regression share: read the
 * training questions and the vocabulary in a format, train the ranker, read and score held-out
 * questions.
 */
public final class DistractorRun {
  /** A trained ranker and the number of questions it was trained on. */
  public record Trained(DistractorRanker ranker, int questions) {}

  /** Measures, the number of questions scored and how many of their gold distractors the vocabulary holds. */
  public record Scores(Map<String, Double> measures, int questions, VocabularyCoverage coverage) {}

  private DistractorRun() {}

  /**
   * Trains a ranker on the multiple-choice items of {@code files} against their passages (the
   * vocabulary: mcql reads a {@code .txt} file as passages), all read together.
   */
  public static Trained train(String format, List<Path> files, TextEncoder encoder, int negatives, long seed)
      throws IOException {
    Dataset v = Formats.get(format).read(files, new ReadOptions(false, null));
    List<MultipleChoiceItem> items = multipleChoice(v, files);
    if (v.passages().isEmpty()) {
      throw new IllegalArgumentException(files + ": expected a candidate vocabulary (the format's passages), found none");
    }
    return new Trained(DistractorRanker.train(items, v.passages().stream().map(Passage::text).toList(), encoder, negatives, seed),
        items.size());
  }

  /** The measures of {@link DistractorEvaluation} on the multiple-choice items of {@code files}. */
  public static Scores evaluate(DistractorRanker ranker, String format, List<Path> files) throws IOException {
    List<MultipleChoiceItem> items = questions(format, files);
    return new Scores(DistractorEvaluation.evaluate(ranker, items), items.size(), VocabularyCoverage.of(ranker, items));
  }

  private static List<MultipleChoiceItem> questions(String format, List<Path> files) throws IOException {
    return multipleChoice(Formats.get(format).read(files, new ReadOptions(false, null)), files);
  }

  private static List<MultipleChoiceItem> multipleChoice(Dataset d, List<Path> files) {
    List<MultipleChoiceItem> items = d.items().stream()
        .filter(MultipleChoiceItem.class::isInstance).map(MultipleChoiceItem.class::cast).toList();
    if (items.isEmpty()) {
      throw new IllegalArgumentException(files + ": expected multiple-choice questions, found none");
    }
    return items;
  }
}
