package org.qakit.format.nlpcc;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.qakit.format.FormatException;
import org.qakit.format.Problem;
import org.qakit.format.ReadOptions;
import org.qakit.format.TextLines;
import org.qakit.model.Triple;

/**
 * Streams the NLPCC-ICCPOL 2016 KBQA knowledge base ({@code nlpcc-iccpol-2016.kbqa.kb}, about 43M
 * lines of {@code subject ||| predicate ||| object}; Duan 2016, NLPCC 2016 pp. 942-948) one triple
 * at a time, so that a knowledge-base store can index it without holding it in memory.
 *
 * <p>A line is split at the first two occurrences of {@code " ||| "} (space, three bars, space):
 * the subject is what comes before the first, the predicate what lies between, the object the rest
 * (which may itself contain {@code " ||| "}). Subject and object may be empty; nothing is trimmed.
 * UTF-8, a BOM and CRLF line ends are handled by {@link TextLines}; a missing final newline is fine.
 * A line that does not split stops the read with {@code file:line:} unless the options are lenient,
 * in which case it is skipped and counted.
 */
public final class NlpccKbReader {
  /** The field separator of the NLPCC KBQA files. */
  public static final String SEPARATOR = " ||| ";

  /** How many skipped lines a lenient read keeps in {@link Summary#firstProblems()}. */
  public static final int KEPT_PROBLEMS = 1000;

  private NlpccKbReader() {}

  /**
   * What a streaming read saw.
   *
   * @param lines lines read
   * @param triples triples handed to the consumer
   * @param skipped lines skipped (lenient reads only)
   * @param firstProblems the first {@link #KEPT_PROBLEMS} skipped lines with what was wrong
   */
  public record Summary(long lines, long triples, long skipped, List<Problem> firstProblems) {
    public Summary {
      firstProblems = List.copyOf(firstProblems);
    }
  }

  /** Hands every triple of {@code file} to {@code sink}, in file order. */
  public static Summary forEach(Path file, ReadOptions options, Consumer<Triple> sink) throws IOException {
    long[] counts = new long[3];
    List<Problem> problems = new ArrayList<>();
    TextLines.forEach(
        file,
        (number, text) -> {
          counts[0]++;
          Triple triple;
          try {
            triple = parse(text);
          } catch (IllegalArgumentException e) {
            Problem p = new Problem(file.toString(), number, e.getMessage());
            if (!options.lenient()) {
              throw new FormatException(p);
            }
            counts[2]++;
            if (problems.size() < KEPT_PROBLEMS) {
              problems.add(p);
            }
            return;
          }
          counts[1]++;
          sink.accept(triple);
        });
    return new Summary(counts[0], counts[1], counts[2], problems);
  }

  /**
   * Parses one {@code subject ||| predicate ||| object} line.
   *
   * @throws IllegalArgumentException saying what was expected and what was found
   */
  public static Triple parse(String line) {
    int first = line.indexOf(SEPARATOR);
    int second = first < 0 ? -1 : line.indexOf(SEPARATOR, first + SEPARATOR.length());
    if (second < 0) {
      throw new IllegalArgumentException(
          "expected 'subject ||| predicate ||| object', found "
              + (line.isEmpty() ? "an empty line" : (first < 0 ? "no" : "one") + " ' ||| ' in '" + abbreviate(line) + "'"));
    }
    String predicate = line.substring(first + SEPARATOR.length(), second);
    if (predicate.isBlank()) {
      throw new IllegalArgumentException(
          "expected a predicate between the first two ' ||| ', found none in '" + abbreviate(line) + "'");
    }
    return new Triple(line.substring(0, first), predicate, line.substring(second + SEPARATOR.length()));
  }

  /** The line {@link #parse} reads back as {@code triple}; refuses a triple it would read otherwise. */
  public static String format(Triple triple) {
    String line = triple.subject() + SEPARATOR + triple.predicate() + SEPARATOR + triple.object();
    if (line.indexOf('\n') >= 0 || line.indexOf('\r') >= 0) {
      throw new IllegalArgumentException("triple '" + triple.subject() + "': a line break cannot be written in a ' ||| ' line");
    }
    if (!parse(line).equals(triple)) {
      throw new IllegalArgumentException(
          "triple '" + abbreviate(line) + "': its subject or predicate contains ' ||| ', so the line would read back differently");
    }
    return line;
  }

  static String abbreviate(String text) {
    return text.length() <= 80 ? text : text.substring(0, 77) + "...";
  }
}
