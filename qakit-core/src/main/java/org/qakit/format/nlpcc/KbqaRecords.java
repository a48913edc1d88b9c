package org.qakit.format.nlpcc;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.qakit.format.ReadSession;
import org.qakit.model.KbQuestionItem;
import org.qakit.model.Triple;

/**
 * Reads the 4-line records of an NLPCC KBQA question file: {@code <question id=N>TAB question},
 * {@code <triple id=N>TAB s ||| p ||| o}, {@code <answer id=N>TAB answer}, a line of {@code =};
 * and the NLPCC 2017 records without the triple line ({@code <question id=N>}, {@code <answer
 * id=N>}, then {@code =} or the next question), read as items without a gold triple.
 * Lines are collected up to the separator (or the next question line) and checked as one record;
 * a bad record is reported at its bad line and, when lenient, skipped whole.
 */
final class KbqaRecords {
  static final Pattern QUESTION = Pattern.compile("<question id=([^>\\s]+)>\t(.*)", Pattern.DOTALL);
  static final Pattern TRIPLE = Pattern.compile("<triple id=([^>\\s]*)>\t(.*)", Pattern.DOTALL);
  static final Pattern ANSWER = Pattern.compile("<answer id=([^>\\s]*)>\t(.*)", Pattern.DOTALL);

  private final ReadSession session;
  private final Map<String, Long> ids = new HashMap<>();
  private final List<Line> record = new ArrayList<>();
  private boolean withoutTriples;

  record Line(long number, String text) {}

  /** A record whose line {@code line} is not what the layout expects. */
  private static final class BadLine extends RuntimeException {
    private static final long serialVersionUID = 1L;
    final long line;

    BadLine(long line, String message) {
      super(message, null, false, false);
      this.line = line;
    }
  }

  KbqaRecords(ReadSession session) {
    this.session = session;
  }

  static boolean isSeparator(String text) {
    return !text.isEmpty() && text.chars().allMatch(c -> c == '=');
  }

  void line(long number, String text) {
    if (isSeparator(text)) {
      if (record.isEmpty()) {
        session.problem(number, "expected '<question id=N><TAB>question', found a line of '='");
      } else {
        close(number, "a line of '='", true);
      }
      return;
    }
    if (text.startsWith("<question id=") && !record.isEmpty()) {
      close(number, "the next question", false);
    }
    record.add(new Line(number, text));
  }

  void finish() {
    if (!record.isEmpty()) {
      close(record.getLast().number(), "the end of the file", false);
    }
  }

  /**
   * Checks and keeps the collected record.
   *
   * @param end the line that ended it (the separator, the next question or the last line)
   * @param ending what that line is, for messages
   */
  private void close(long end, String ending, boolean separated) {
    List<Line> lines = List.copyOf(record);
    record.clear();
    try {
      KbQuestionItem item = parse(lines, end, ending);
      Long earlier = ids.putIfAbsent(item.id(), lines.getFirst().number());
      if (earlier != null) {
        throw new BadLine(lines.getFirst().number(), "expected a new question id, found id=" + item.id() + " again (first at line " + earlier + ")");
      }
      session.item(lines.getFirst().number(), () -> item);
      if (!separated) {
        session.note(lines.get(Math.min(2, lines.size() - 1)).number(), "no line of '=' after this record; read it without one");
      }
    } catch (BadLine e) {
      session.problem(e.line, e.getMessage());
    } catch (IllegalArgumentException e) {
      session.problem(lines.getFirst().number(), e.getMessage());
    }
  }

  private KbQuestionItem parse(List<Line> lines, long end, String ending) {
    Line first = lines.getFirst();
    Matcher q = QUESTION.matcher(first.text());
    if (!q.matches()) {
      throw new BadLine(first.number(), "expected '<question id=N><TAB>question', found '" + NlpccKbReader.abbreviate(first.text()) + "'");
    }
    String id = q.group(1);
    if (lines.size() >= 2 && ANSWER.matcher(lines.get(1).text()).matches()) {
      return answersOnly(lines, id, q.group(2), first.number(), end, ending);
    }
    String tripleText = field(lines, 1, TRIPLE, "triple", id, first.number(), end, ending);
    Triple triple;
    try {
      triple = NlpccKbReader.parse(tripleText);
    } catch (IllegalArgumentException e) {
      throw new BadLine(lines.get(1).number(), e.getMessage());
    }
    String answer = field(lines, 2, ANSWER, "answer", id, first.number(), end, ending);
    if (lines.size() > 3) {
      throw new BadLine(
          lines.get(3).number(),
          "expected a line of '=' after the answer of question " + id + ", found '" + NlpccKbReader.abbreviate(lines.get(3).text()) + "'");
    }
    return new KbQuestionItem(id, q.group(2), List.of(answer), triple, Map.of());
  }

  /** The NLPCC 2017 layout: question and answer, no gold triple (diagnostics over triples are then unavailable). */
  private KbQuestionItem answersOnly(List<Line> lines, String id, String question, long questionLine, long end, String ending) {
    String answer = field(lines, 1, ANSWER, "answer", id, questionLine, end, ending);
    if (lines.size() > 2) {
      throw new BadLine(
          lines.get(2).number(),
          "expected a line of '=' or the next question after the answer of question " + id + ", found '"
              + NlpccKbReader.abbreviate(lines.get(2).text()) + "'");
    }
    if (!withoutTriples) {
      withoutTriples = true;
      session.note(questionLine, "question " + id + " has no <triple> line (the NLPCC 2017 question + answer layout): read answers only;"
          + " the entity and predicate diagnostics need gold triples and are not available for such questions");
    }
    return new KbQuestionItem(id, question, List.of(answer), null, Map.of());
  }

  private static String field(
      List<Line> lines, int index, Pattern pattern, String tag, String id, long questionLine, long end, String ending) {
    String expected = "'<" + tag + " id=" + id + "><TAB>...' after the question at line " + questionLine;
    if (lines.size() <= index) {
      throw new BadLine(end, "expected " + expected + ", found " + ending);
    }
    Line line = lines.get(index);
    Matcher m = pattern.matcher(line.text());
    if (!m.matches()) {
      throw new BadLine(line.number(), "expected " + expected + ", found '" + NlpccKbReader.abbreviate(line.text()) + "'");
    }
    if (!m.group(1).equals(id)) {
      throw new BadLine(
          line.number(), "expected <" + tag + " id=" + id + "> (the id of the question at line " + questionLine + "), found <" + tag + " id=" + m.group(1) + ">");
    }
    return m.group(2);
  }
}
