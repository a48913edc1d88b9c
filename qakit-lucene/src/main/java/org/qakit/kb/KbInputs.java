package org.qakit.kb;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import org.qakit.dataset.Dataset;
import org.qakit.format.Problem;
import org.qakit.format.ReadOptions;
import org.qakit.format.nlpcc.NlpccKbReader;
import org.qakit.format.nlpcc.NlpccKbqaFormat;
import org.qakit.model.KbQuestionItem;
import org.qakit.model.Triple;

/**
 * The triples of knowledge-base input files in the {@value #FORMAT} format, in file order: a
 * knowledge-base file ({@code subject ||| predicate ||| object} lines) is streamed by {@link
 * NlpccKbReader} and never held in memory; a question file (its first line starts with {@code
 * <question id=}, like {@code nlpcc-iccpol-2016.kbqa.training-data}) is read by {@link
 * NlpccKbqaFormat} and gives the gold triple of each question, in question order. The reading
 * rules (separators, empty fields, {@code file:line:} messages, lenient skipping) are those of
 * the format; a lenient read keeps the first {@value NlpccKbReader#KEPT_PROBLEMS} problems.
 */
public final class KbInputs {
  /** The one knowledge-base format read now. */
  public static final String FORMAT = "nlpcc-kbqa";

  private static final byte[] QUESTION = "<question id=".getBytes(StandardCharsets.UTF_8);
  private static final byte[] BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};

  private KbInputs() {}

  /**
   * What was read from all the files.
   *
   * @param lines lines read from knowledge-base files (question files count their triples)
   * @param triples triples handed on
   * @param skipped malformed lines or records skipped (lenient reads only)
   * @param firstProblems the first skipped ones, with file, line and what was wrong
   */
  public record Summary(long lines, long triples, long skipped, List<Problem> firstProblems) {
    public Summary {
      firstProblems = List.copyOf(firstProblems);
    }
  }

  /** Refuses a format other than {@value #FORMAT}. */
  public static void checkFormat(String format) {
    if (!FORMAT.equals(format)) {
      throw new IllegalArgumentException("unknown knowledge-base format '" + format + "'; known: " + FORMAT);
    }
  }

  /** Hands every triple of {@code files} to {@code sink}, file after file. */
  public static Summary forEach(List<Path> files, ReadOptions options, Consumer<Triple> sink) throws IOException {
    long lines = 0;
    long triples = 0;
    long skipped = 0;
    var problems = new ArrayList<Problem>();
    for (Path file : files) {
      if (isQuestionFile(file)) {
        Dataset d = new NlpccKbqaFormat().read(file, options);
        for (var item : d.items()) {
          Triple t = ((KbQuestionItem) item).triple();
          if (t != null) {
            sink.accept(t);
            lines++;
            triples++;
          }
        }
        skipped += d.skipped().size();
        d.skipped().stream().limit(Math.max(0, NlpccKbReader.KEPT_PROBLEMS - problems.size())).forEach(problems::add);
      } else {
        NlpccKbReader.Summary s = NlpccKbReader.forEach(file, options, sink);
        lines += s.lines();
        triples += s.triples();
        skipped += s.skipped();
        s.firstProblems().stream().limit(Math.max(0, NlpccKbReader.KEPT_PROBLEMS - problems.size())).forEach(problems::add);
      }
    }
    return new Summary(lines, triples, skipped, problems);
  }

  /** Whether the file's first line starts with {@code <question id=} (after an optional BOM). */
  static boolean isQuestionFile(Path file) throws IOException {
    if (Files.isDirectory(file)) {
      throw new IllegalArgumentException(file + ": expected a knowledge-base or question file, found a folder");
    }
    byte[] head;
    try (InputStream in = Files.newInputStream(file)) {
      head = in.readNBytes(BOM.length + QUESTION.length);
    }
    int from = head.length >= BOM.length && Arrays.equals(head, 0, BOM.length, BOM, 0, BOM.length) ? BOM.length : 0;
    return head.length - from >= QUESTION.length && Arrays.equals(head, from, from + QUESTION.length, QUESTION, 0, QUESTION.length);
  }
}
