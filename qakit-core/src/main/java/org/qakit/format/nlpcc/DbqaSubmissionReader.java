package org.qakit.format.nlpcc;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.qakit.format.FormatException;
import org.qakit.format.TextLines;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Item;
import org.qakit.solve.Prediction;

/**
 * Reads an NLPCC-ICCPOL 2016 DBQA submission (the file {@link DbqaSubmissionWriter} writes and the
 * organisers' evaluation tool reads): one score per line, line {@code k} scoring line {@code k} of
 * the test file. Higher is better.
 *
 * <p>The items must be the test file's items as {@link NlpccDbqaFormat} read them, in file order:
 * their candidates, flattened, are the file's lines, and each item gets the next {@code
 * candidates().size()} scores as a {@link Prediction.CandidateScores}. The number of lines must
 * equal the number of candidates exactly, else the read fails naming both counts (a submission
 * for another file, or one cut short, cannot be paired line by line). Each line is a decimal number
 * ({@code 0.5}, {@code -3}, {@code 1e-7}; surrounding spaces and tabs allowed); an empty line,
 * anything else, or a number too large for a double is an error at {@code file:line}.
 */
public final class DbqaSubmissionReader {
  private static final Pattern DECIMAL = Pattern.compile("[+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?");

  private DbqaSubmissionReader() {}

  /**
   * The predictions for {@code items}, by item id in item order.
   *
   * @throws FormatException at the bad line, or for the whole file when the count does not match
   * @throws IllegalArgumentException when an item is not an answer-selection item
   */
  public static Map<String, Prediction> read(Path file, List<? extends Item> items) throws IOException {
    var selection = new ArrayList<AnswerSelectionItem>(items.size());
    int total = 0;
    for (Item item : items) {
      if (!(item instanceof AnswerSelectionItem a)) {
        throw new IllegalArgumentException(
            "a DBQA submission scores answer-selection items, found item '" + item.id() + "' of kind " + item.kind().id());
      }
      selection.add(a);
      total += a.candidates().size();
    }
    int candidates = total;
    double[] scores = new double[candidates];
    long[] count = new long[1];
    TextLines.forEach(
        file,
        (line, text) -> {
          int k = (int) count[0]++;
          if (k >= candidates) {
            return; // counted only: the count check below names the total
          }
          scores[k] = parse(file, line, text);
        });
    if (count[0] != candidates) {
      throw new FormatException(
          file, 0,
          "expected " + candidates + " lines (one score per candidate line of the test file: " + items.size()
              + " questions, " + candidates + " lines), found " + count[0] + " lines");
    }
    var predictions = new LinkedHashMap<String, Prediction>();
    int k = 0;
    for (AnswerSelectionItem a : selection) {
      int n = a.candidates().size();
      var list = new ArrayList<Double>(n);
      Arrays.stream(scores, k, k + n).forEach(list::add);
      predictions.put(a.id(), new Prediction.CandidateScores(a.id(), list));
      k += n;
    }
    return predictions;
  }

  private static double parse(Path file, long line, String text) {
    String s = text.strip();
    if (s.isEmpty()) {
      throw new FormatException(file, line, "expected a score (a decimal number), found an empty line");
    }
    if (!DECIMAL.matcher(s).matches()) {
      throw new FormatException(file, line, "expected a score (a decimal number), found '" + NlpccKbReader.abbreviate(s) + "'");
    }
    double v = Double.parseDouble(s);
    if (!Double.isFinite(v)) {
      throw new FormatException(file, line, "expected a finite score, found '" + s + "'");
    }
    return v;
  }
}
