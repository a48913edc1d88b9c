package org.qakit.format.nlpcc;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.List;
import org.qakit.io.AtomicFile;
import org.qakit.model.AnswerSelectionItem;

/**
 * Writes an NLPCC-ICCPOL 2016 DBQA submission (Duan 2016, NLPCC 2016 pp. 942-948): one score per
 * line, one line per question/sentence line of the test file, in the test file's order, so that
 * the official tool pairs line {@code k} of the scores with line {@code k} of the test file (the
 * evaluation tool's sample, {@code evaltool/sample.score.txt} beside {@code sample.QApair.txt},
 * has exactly this shape). Higher is better. Scores are written in plain decimal notation with the
 * digits of Java's shortest round-tripping representation, trailing zeros dropped ({@code 0.5},
 * {@code 1}, {@code 0.0000007}; never {@code 7.0E-7}), so that no two different scores tie; LF
 * line ends.
 *
 * <p>The items must be the test file's items as {@link NlpccDbqaFormat} read them, in file order:
 * their candidates, flattened, are the file's lines. The file appears whole or not at all.
 */
public final class DbqaSubmissionWriter {
  private DbqaSubmissionWriter() {}

  /**
   * Writes {@code scores}, one per candidate of {@code items} in order.
   *
   * @throws IllegalArgumentException if the number of scores is not the number of candidates, or
   *     a score is not finite
   */
  public static void write(List<AnswerSelectionItem> items, double[] scores, Path target) throws IOException {
    int candidates = items.stream().mapToInt(i -> i.candidates().size()).sum();
    if (scores.length != candidates) {
      throw new IllegalArgumentException(
          "expected " + candidates + " scores (one per candidate line of " + items.size() + " questions), found " + scores.length);
    }
    int k = 0;
    for (AnswerSelectionItem item : items) {
      for (int c = 0; c < item.candidates().size(); c++, k++) {
        requireFinite(scores[k], item, c);
      }
    }
    AtomicFile.write(
        target,
        out -> {
          for (double score : scores) {
            out.write(plain(score));
            out.write('\n');
          }
        });
  }

  /**
   * Writes one array of scores per item, each as long as the item's candidate list.
   *
   * @throws IllegalArgumentException if there is not one array per item, an array's length is not
   *     its item's number of candidates, or a score is not finite
   */
  public static void writePerItem(List<AnswerSelectionItem> items, List<double[]> scores, Path target) throws IOException {
    if (scores.size() != items.size()) {
      throw new IllegalArgumentException(
          "expected " + items.size() + " score lists (one per question), found " + scores.size());
    }
    int total = 0;
    for (int i = 0; i < items.size(); i++) {
      int expected = items.get(i).candidates().size();
      if (scores.get(i).length != expected) {
        throw new IllegalArgumentException(
            "item '" + items.get(i).id() + "': expected " + expected + " scores (one per candidate), found " + scores.get(i).length);
      }
      total += expected;
    }
    double[] flat = new double[total];
    int k = 0;
    for (double[] s : scores) {
      System.arraycopy(s, 0, flat, k, s.length);
      k += s.length;
    }
    write(items, flat, target);
  }

  private static void requireFinite(double score, AnswerSelectionItem item, int candidate) {
    if (!Double.isFinite(score)) {
      throw new IllegalArgumentException(
          "item '" + item.id() + "', candidate " + (candidate + 1) + ": expected a finite score, found " + score);
    }
  }

  static String plain(double score) {
    return BigDecimal.valueOf(score).stripTrailingZeros().toPlainString();
  }
}
