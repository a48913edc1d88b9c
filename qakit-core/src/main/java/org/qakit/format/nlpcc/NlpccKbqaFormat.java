package org.qakit.format.nlpcc;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.qakit.dataset.Dataset;
import org.qakit.format.AbstractFormat;
import org.qakit.format.ReadOptions;
import org.qakit.format.ReadSession;
import org.qakit.format.TextLines;
import org.qakit.format.View;
import org.qakit.format.WritableFormat;
import org.qakit.io.AtomicFile;
import org.qakit.model.Item;
import org.qakit.model.ItemKind;
import org.qakit.model.KbQuestionItem;
import org.qakit.model.Triple;

/**
 * The NLPCC-ICCPOL 2016 KBQA files (Chinese questions answered from a knowledge base of {@code
 * subject ||| predicate ||| object} triples; Duan 2016, "Overview of the NLPCC-ICCPOL 2016 Shared
 * Task: Open Domain Chinese Question Answering", NLPCC 2016, pp. 942-948).
 *
 * <p>A question file ({@code nlpcc-iccpol-2016.kbqa.training-data}) holds 4-line records, {@code
 * <question id=N>TAB question}, {@code <triple id=N>TAB s ||| p ||| o} (the gold triple), {@code
 * <answer id=N>TAB answer} and a line of 50 {@code =}; each record is a {@link KbQuestionItem} with
 * id {@code N} as written, the question and the answer exactly as written (one gold answer: the
 * answer line is never split) and the gold triple. The three ids of a record must agree and ids
 * must be unique. A knowledge-base file ({@code nlpcc-iccpol-2016.kbqa.kb}: one triple per line)
 * is read into {@link Dataset#triples()} through {@link NlpccKbReader}; the two are told apart by
 * their first line, which in a question file starts with {@code <question id=}. For the full
 * 43M-triple knowledge base use {@link NlpccKbReader#forEach} instead, which streams.
 *
 * <p>Writing produces the question layout with CRLF line ends, as the organisers' files have, so
 * that writing what was read reproduces the training file byte for byte; the dataset's triples are
 * not written there (see {@link #writeKnowledgeBase}), nor are item types.
 */
public final class NlpccKbqaFormat extends AbstractFormat implements WritableFormat {
  /** The record separator: 50 {@code =}, as in the official files. */
  public static final String SEPARATOR_LINE = "=".repeat(50);

  static final String CRLF = "\r\n";

  private static final List<View> VIEWS =
      List.of(new View("kb-question", ItemKind.KB_QUESTION, "questions with their gold triple and answer"));

  public NlpccKbqaFormat() {
    super(
        "nlpcc-kbqa",
        "NLPCC-ICCPOL 2016 KBQA (Duan 2016): <question id=N>/<triple id=N>/<answer id=N>/'='x50 records,"
        + " or a knowledge-base file of 'subject ||| predicate ||| object' lines (read into triples)",
        VIEWS);
  }

  @Override
  public Dataset read(Path path, ReadOptions options) throws IOException {
    view(options);
    var session = new ReadSession(path, options);
    var questions = new KbqaRecords(session);
    boolean[] questionFile = new boolean[1];
    TextLines.forEach(
        path,
        (number, text) -> {
          if (number == 1) {
            questionFile[0] = kindOfFirstLine(session, text);
          }
          if (questionFile[0]) {
            questions.line(number, text);
          } else {
            session.triple(number, () -> NlpccKbReader.parse(text));
          }
        });
    if (questionFile[0]) {
      questions.finish();
    }
    return session.finish();
  }

  private static boolean kindOfFirstLine(ReadSession session, String text) {
    if (text.startsWith("<question id=")) {
      return true;
    }
    if (text.contains(NlpccKbReader.SEPARATOR)) {
      return false;
    }
    throw session.fatal(
        1,
        "expected a KBQA question file (first line '<question id=N><TAB>question') or a knowledge-base file"
            + " ('subject ||| predicate ||| object'), found '" + NlpccKbReader.abbreviate(text) + "'");
  }

  /**
   * Writes the items as a question file.
   *
   * @throws IllegalArgumentException if an item is not a KB question, has no gold triple or more
   *     than one gold answer, an id holds white space or {@code >}, or a text holds a line break
   */
  @Override
  public void write(Dataset dataset, Path target) throws IOException {
    var records = new ArrayList<String>(dataset.items().size());
    for (Item item : dataset.items()) {
      records.add(record(item));
    }
    AtomicFile.write(
        target,
        out -> {
          for (String r : records) {
            out.write(r);
          }
        });
  }

  /**
   * Writes triples as a knowledge-base file: one {@code subject ||| predicate ||| object} per
   * line, CRLF between lines and none after the last, as in the distributed {@code
   * nlpcc-iccpol-2016.kbqa.kb}.
   *
   * @throws IllegalArgumentException if a triple would read back differently
   */
  public static void writeKnowledgeBase(List<Triple> triples, Path target) throws IOException {
    var lines = triples.stream().map(NlpccKbReader::format).toList();
    AtomicFile.write(target, out -> out.write(String.join(CRLF, lines)));
  }

  private static String record(Item item) {
    if (!(item instanceof KbQuestionItem k)) {
      throw new IllegalArgumentException(
          "item '" + item.id() + "': expected a kb-question item for nlpcc-kbqa, found " + item.kind().id());
    }
    if (!KbqaRecords.QUESTION.matcher("<question id=" + k.id() + ">\t").matches()) {
      throw new IllegalArgumentException("item '" + k.id() + "': an nlpcc-kbqa id cannot hold white space or '>'");
    }
    if (k.triple() == null) {
      throw new IllegalArgumentException("item '" + k.id() + "': the nlpcc-kbqa question layout needs the gold triple, found none");
    }
    if (k.answers().size() != 1) {
      throw new IllegalArgumentException(
          "item '" + k.id() + "': the nlpcc-kbqa question layout holds 1 gold answer, found " + k.answers().size());
    }
    String triple;
    try {
      triple = NlpccKbReader.format(k.triple());
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("item '" + k.id() + "': " + e.getMessage(), e);
    }
    requireOneLine(k, k.question());
    requireOneLine(k, k.answers().getFirst());
    return tagged("question", k.id(), k.question())
        + tagged("triple", k.id(), triple)
        + tagged("answer", k.id(), k.answers().getFirst())
        + SEPARATOR_LINE
        + CRLF;
  }

  static String tagged(String tag, String id, String value) {
    return "<" + tag + " id=" + id + ">\t" + value + CRLF;
  }

  static void requireOneLine(KbQuestionItem item, String text) {
    if (text.indexOf('\n') >= 0 || text.indexOf('\r') >= 0) {
      throw new IllegalArgumentException("item '" + item.id() + "': a line break cannot be written in an nlpcc-kbqa line");
    }
  }
}
