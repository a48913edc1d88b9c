package org.qakit.serve.record;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import org.qakit.serve.project.Project;

/**
 * The minimal validator: the fields a record of its kind needs before it can become an item, and
 * the question type among the project's quota types. Errors:
 * <ul>
 *   <li>every kind: empty question; a question type that is not one of the project's quotas;
 *   <li>extractive: empty answer, no answer sentence, an answer not found in its answer sentence(s),
 *       an answer sentence not found in the source (when a source is given);
 *   <li>answer selection: empty document, no answer sentence, an answer sentence that is not one
 *       of the document's sentences (as {@link TextAnalysis#sentences} splits them);
 *   <li>scenario choice: scenario text and diagrams both empty, fewer than 2 options, an empty or
 *       repeated option, a correct label that is not one of the options'.
 * </ul>
 * Warning: extractive records without a source URL or title.
 */
public final class RequiredFields implements RecordValidator {

  @Override
  public List<Finding> validate(Project project, RecordBody b) {
    var out = new ArrayList<Finding>();
    if (b.question().isEmpty()) {
      out.add(Finding.error("question", "the question is empty"));
    }
    if (!project.quotas().containsKey(b.questionType())) {
      out.add(Finding.error("questionType", "question type '" + b.questionType() + "' is not one of this project's: "
          + String.join(", ", project.quotas().keySet())));
    }
    switch (project.kind()) {
      case EXTRACTIVE -> extractive(b, out);
      case ANSWER_SELECTION -> selection(b, out);
      case SCENARIO_CHOICE -> scenario(b, out);
    }
    return List.copyOf(out);
  }

  private static void extractive(RecordBody b, List<Finding> out) {
    if (b.answer().isEmpty()) {
      out.add(Finding.error("answer", "the exact answer is empty"));
    }
    if (b.answerSentences().isEmpty()) {
      out.add(Finding.error("answerSentences", "give the sentence that holds the answer"));
    } else if (!b.answer().isEmpty() && b.answerSentences().stream().noneMatch(s -> s.contains(b.answer()))) {
      out.add(Finding.error("answer", "the answer '" + b.answer() + "' does not occur in the answer sentence"));
    }
    String source = null; // the whitespace-collapsed source, made only when a sentence is not in the source as typed
    for (String s : b.answerSentences()) {
      if (b.source().isEmpty() || b.source().contains(s)) { // as typed implies collapsed: a run inside s lies in a run of the source
        continue;
      }
      source = source == null ? normal(b.source()) : source;
      if (!source.contains(normal(s))) {
        out.add(Finding.error("answerSentences", "the answer sentence is not in the source text: '" + s + "'"));
      }
    }
    if (b.url().isEmpty() && b.title().isEmpty()) {
      out.add(Finding.warning("url", "no source URL or title: the record cannot be traced to its article"));
    }
  }

  private static void selection(RecordBody b, List<Finding> out) {
    if (b.source().isEmpty()) {
      out.add(Finding.error("source", "the document is empty"));
      return;
    }
    if (b.answerSentences().isEmpty()) {
      out.add(Finding.error("answerSentences", "mark at least one answer sentence"));
    }
    var sentences = new HashSet<>(TextAnalysis.sentences(b.source()));
    for (String s : b.answerSentences()) {
      if (!sentences.contains(s)) {
        out.add(Finding.error("answerSentences", "'" + s + "' is not one of the document's sentences"));
      }
    }
  }

  private static void scenario(RecordBody b, List<Finding> out) {
    if (b.scenario().isEmpty() && b.diagrams().isEmpty()) {
      out.add(Finding.error("scenario", "give the scenario text or a diagram description"));
    }
    List<String> options = b.options();
    if (options.stream().filter(o -> !o.isEmpty()).count() < 2) {
      out.add(Finding.error("options", "give at least two options"));
    }
    var seen = new HashSet<String>();
    for (int i = 0; i < options.size(); i++) {
      if (options.get(i).isEmpty()) {
        out.add(Finding.error("options", "option " + RecordBody.label(i) + " is empty"));
      } else if (!seen.add(options.get(i))) {
        out.add(Finding.error("options", "option " + RecordBody.label(i) + " repeats an earlier option"));
      }
    }
    int correct = RecordBody.labelIndex(b.correct());
    if (correct < 0 || correct >= options.size()) {
      out.add(Finding.error("correct", "the correct option '" + b.correct() + "' is not one of A-" + RecordBody.label(Math.max(0, options.size() - 1))));
    }
  }

  /** {@code s} with each run of whitespace ({@code [ \t\n\x0B\f\r]}, as the regex {@code \s}) made one space; a loop, as the regex took 13% of a record page's CPU on a 100 KB source. */
  static String normal(String s) {
    var out = new StringBuilder(s.length());
    boolean space = false;
    for (int i = 0; i < s.length(); i++) {
      char ch = s.charAt(i);
      if (ch == ' ' || ch == '\t' || ch == '\n' || ch == 0x0B || ch == '\f' || ch == '\r') {
        space = true;
      } else {
        if (space) {
          out.append(' ');
          space = false;
        }
        out.append(ch);
      }
    }
    if (space) {
      out.append(' ');
    }
    return out.toString();
  }
}
