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
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.model.Item;
import org.qakit.model.ItemKind;

/**
 * The NLPCC-ICCPOL 2016 DBQA files (document-based Chinese QA: rank the sentences of a document;
 * Duan 2016, "Overview of the NLPCC-ICCPOL 2016 Shared Task: Open Domain Chinese Question
 * Answering", NLPCC 2016, pp. 942-948): one UTF-8 line per question/sentence pair, {@code
 * question TAB sentence TAB label} with label {@code 1} for an answer sentence and {@code 0}
 * otherwise, or {@code question TAB sentence} in the unlabelled test layout. A file is either all
 * labelled or all unlabelled.
 *
 * <p>Consecutive lines with the same question are one {@link AnswerSelectionItem}; its id is the
 * file name without its extension, a hyphen and the 1-based ordinal of that run of lines in the
 * file ({@code dev-1}, {@code dev-2}, ... for {@code dev.tsv}), so that the files of a pair read
 * together do not share ids. A run interrupted by a single line of another question and then
 * resumed is one question with a bad line; a question that turns up again later, after other
 * questions, is a new item and a note. Candidates keep file order,
 * have no id and are {@link Candidate#UNLABELLED} in the 2-column layout; no document, group or
 * types. Writing produces the same layout with LF line ends (the 3-column layout when labelled),
 * dropping what it cannot carry (item ids, candidate ids, document, group, types).
 */
public final class NlpccDbqaFormat extends AbstractFormat implements WritableFormat {
  private static final List<View> VIEWS =
      List.of(new View("answer-selection", ItemKind.ANSWER_SELECTION, "rank a question's document sentences, labels 0/1"));

  public NlpccDbqaFormat() {
    super(
        "nlpcc-dbqa",
        "NLPCC-ICCPOL 2016 DBQA (Duan 2016): question<TAB>sentence<TAB>label lines, a question's sentences contiguous,"
        + " or the unlabelled 2-column test layout; item id = <file name without extension>-<ordinal of the question>",
        VIEWS);
  }

  @Override
  public Dataset read(Path path, ReadOptions options) throws IOException {
    view(options);
    var session = new ReadSession(path, options);
    var reader = new DbqaReader(session, path);
    TextLines.forEach(path, reader::line);
    reader.finish();
    return session.finish();
  }

  /**
   * Writes the items in the DBQA layout.
   *
   * @throws IllegalArgumentException if an item is not answer selection, a text holds a tab or a
   *     line break, labelled and unlabelled candidates are mixed, or two adjacent items have the
   *     same question (they would read back as one)
   */
  @Override
  public void write(Dataset dataset, Path target) throws IOException {
    List<AnswerSelectionItem> items = answerSelectionItems(dataset.items());
    boolean labelled = checkLabelling(items);
    checkAdjacentQuestions(items);
    AtomicFile.write(
        target,
        out -> {
          for (AnswerSelectionItem item : items) {
            for (Candidate c : item.candidates()) {
              out.write(item.question());
              out.write('\t');
              out.write(c.text());
              if (labelled) {
                out.write('\t');
                out.write(Integer.toString(c.label()));
              }
              out.write('\n');
            }
          }
        });
  }

  static List<AnswerSelectionItem> answerSelectionItems(List<Item> items) {
    var result = new ArrayList<AnswerSelectionItem>(items.size());
    for (Item item : items) {
      if (!(item instanceof AnswerSelectionItem a)) {
        throw new IllegalArgumentException(
            "item '" + item.id() + "': expected an answer-selection item for nlpcc-dbqa, found " + item.kind().id());
      }
      requireOneField(a.id(), "question", a.question());
      for (int i = 0; i < a.candidates().size(); i++) {
        requireOneField(a.id(), "candidate " + (i + 1), a.candidates().get(i).text());
      }
      result.add(a);
    }
    return result;
  }

  private static void requireOneField(String id, String what, String text) {
    if (text.indexOf('\t') >= 0 || text.indexOf('\n') >= 0 || text.indexOf('\r') >= 0) {
      throw new IllegalArgumentException(
          "item '" + id + "': " + what + " contains a tab or a line break, which the nlpcc-dbqa layout cannot hold");
    }
  }

  private static boolean checkLabelling(List<AnswerSelectionItem> items) {
    Boolean labelled = null;
    for (AnswerSelectionItem item : items) {
      for (Candidate c : item.candidates()) {
        if (labelled == null) {
          labelled = c.labelled();
        } else if (labelled != c.labelled()) {
          throw new IllegalArgumentException(
              "item '" + item.id() + "': expected every candidate " + (labelled ? "labelled" : "unlabelled")
                  + " like the first, found one " + (c.labelled() ? "labelled" : "unlabelled")
                  + " (an nlpcc-dbqa file is either all labelled or all unlabelled)");
        }
      }
    }
    return labelled == null || labelled;
  }

  private static void checkAdjacentQuestions(List<AnswerSelectionItem> items) {
    for (int i = 1; i < items.size(); i++) {
      if (items.get(i).question().equals(items.get(i - 1).question())) {
        throw new IllegalArgumentException(
            "items '" + items.get(i - 1).id() + "' and '" + items.get(i).id()
                + "' are adjacent and ask the same question: the nlpcc-dbqa layout would read them back as one");
      }
    }
  }
}
