package org.qakit.format.sqad;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.qakit.dataset.Dataset;
import org.qakit.format.AbstractFormat;
import org.qakit.format.FormatException;
import org.qakit.format.ReadOptions;
import org.qakit.format.ReadSession;
import org.qakit.format.View;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.model.Document;
import org.qakit.model.ExtractionItem;
import org.qakit.model.Item;
import org.qakit.model.ItemKind;
import org.qakit.model.Passage;

/**
 * SQAD v3, the Czech Simple Question Answering Database (Horák and Medveď, "SQAD: Simple Question
 * Answering Database", RASLAN 2014; v3: Medveď, Sabol and Horák, "Improving RNN-based Answer
 * Selection for Morphologically Rich Languages", ICAART 2020): a folder {@code data/} of record
 * folders {@code NNNNNN/} holding the question, the article, the answer sentence(s), the answer
 * extraction, the title and question/answer types as vertical files. Records on one article link
 * to the first record's text. Read as answer extraction, answer-sentence selection over the
 * article, or document selection over all articles read.
 */
public final class SqadFormat extends AbstractFormat {
  static final String EXTRACTION = "extraction";
  static final String SENTENCE_SELECTION = "sentence-selection";
  static final String DOCUMENT_SELECTION = "document-selection";
  private static final Pattern RECORD_FOLDER = Pattern.compile("[0-9]+");
  private static final List<View> VIEWS =
      List.of(
          new View(EXTRACTION, ItemKind.EXTRACTION, "question + answer sentence(s) -> answer extraction"),
          new View(SENTENCE_SELECTION, ItemKind.ANSWER_SELECTION, "rank the article's sentences; the answer sentence(s) are labelled 1"),
          new View(DOCUMENT_SELECTION, ItemKind.ANSWER_SELECTION, "rank all articles read (candidate text = title); articles come as passages"));

  public SqadFormat() {
    super(
        "sqad",
        "SQAD v3 (Czech, Horák & Medveď 2014; v3 ICAART 2020): data/NNNNNN/ record folders of vertical files; views extraction, sentence-selection, document-selection",
        VIEWS);
  }

  /** Reads the {@code data} folder, or a dataset root that holds one. */
  @Override
  public Dataset read(Path path, ReadOptions options) throws IOException {
    String view = view(options).id();
    Path dataRoot = dataRoot(path);
    var session = new ReadSession(dataRoot, options);
    var reader = new SqadRecordReader(dataRoot);
    var documents = new DocumentSelection();
    for (Path folder : recordFolders(dataRoot, session)) {
      try {
        SqadRecord record = reader.read(folder);
        switch (view) {
          case EXTRACTION -> add(session, extraction(record));
          case SENTENCE_SELECTION -> add(session, sentenceSelection(record));
          case DOCUMENT_SELECTION -> documents.add(record);
          default -> throw new IllegalStateException("unhandled view " + view);
        }
      } catch (BadRecordException e) {
        session.problem(e.file(), e.line(), e.getMessage());
      } catch (IllegalArgumentException e) {
        session.problem(folder, 0, e.getMessage());
      }
    }
    if (view.equals(DOCUMENT_SELECTION)) {
      documents.passages().forEach(p -> session.passage(0, () -> p));
      documents.items().forEach(i -> add(session, i));
    }
    return session.finish();
  }

  static ExtractionItem extraction(SqadRecord r) {
    String passage = Detokenizer.join(r.answerSelection(), " ");
    return new ExtractionItem(r.id(), r.question(), passage, r.answers(), r.types(), r.article().id());
  }

  static AnswerSelectionItem sentenceSelection(SqadRecord r) {
    var gold = new HashSet<String>();
    r.answerSelection().forEach(s -> gold.add(s.key()));
    Article article = r.article();
    var candidates = new ArrayList<Candidate>(article.sentences().size());
    for (int i = 0; i < article.sentences().size(); i++) {
      VertSentence s = article.sentences().get(i);
      candidates.add(gold.contains(s.key()) ? new Candidate(null, s.text(), 1) : article.negatives().get(i));
    }
    return new AnswerSelectionItem(
        r.id(), r.question(), candidates, new Document(article.id(), r.title()), r.types(), article.id());
  }

  private static void add(ReadSession session, Item item) {
    session.item(0, () -> item);
  }

  static Path dataRoot(Path path) {
    Path data = path.resolve("data");
    if (Files.isDirectory(data)) {
      return data;
    }
    if (Files.isDirectory(path)) {
      return path;
    }
    throw new FormatException(
        path, 0, "expected a SQAD data folder (data/NNNNNN/...) or the dataset root holding it, found " + (Files.exists(path) ? "a file" : "nothing"));
  }

  private static List<Path> recordFolders(Path dataRoot, ReadSession session) throws IOException {
    List<Path> folders = new ArrayList<>();
    try (Stream<Path> entries = Files.list(dataRoot)) {
      for (Path p : entries.sorted().toList()) {
        String name = p.getFileName().toString();
        if (Files.isDirectory(p) && RECORD_FOLDER.matcher(name).matches()) {
          folders.add(p);
        } else if (!name.startsWith(".")) {
          session.note(0, "ignored " + name + ": not a record folder (NNNNNN)");
        }
      }
    }
    if (folders.isEmpty()) {
      throw session.fatal(0, "expected record folders named NNNNNN (000001, 000002, ...), found none");
    }
    return folders;
  }

  /**
   * Collects records for the document-selection view: every article read becomes a passage (id,
   * text one sentence a line, title) and a candidate (id, title); a question's candidates are all
   * articles, its own labelled 1. Candidates and candidate lists are shared: two candidate objects
   * per article, and one list per gold article, used by every question on that article.
   */
  private static final class DocumentSelection {
    private record Question(String id, String text, Map<String, String> types, String articleId) {}

    private final List<Question> questions = new ArrayList<>();
    private final Map<String, Passage> articles = new LinkedHashMap<>();

    void add(SqadRecord r) {
      Article a = r.article();
      articles.computeIfAbsent(a.id(), id -> new Passage(id, a.text(), r.title()));
      questions.add(new Question(r.id(), r.question(), r.types(), a.id()));
    }

    List<Passage> passages() {
      return List.copyOf(articles.values());
    }

    List<AnswerSelectionItem> items() {
      List<Candidate> negatives = articles.values().stream().map(p -> new Candidate(p.id(), p.title(), 0)).toList();
      Map<String, List<Candidate>> byGold = new HashMap<>();
      List<AnswerSelectionItem> items = new ArrayList<>(questions.size());
      for (Question q : questions) {
        List<Candidate> candidates = byGold.computeIfAbsent(q.articleId(), gold -> withPositive(negatives, gold));
        items.add(new AnswerSelectionItem(q.id(), q.text(), candidates, null, q.types(), q.articleId()));
      }
      return items;
    }

    private static List<Candidate> withPositive(List<Candidate> negatives, String gold) {
      var list = new ArrayList<Candidate>(negatives.size());
      for (Candidate c : negatives) {
        list.add(c.id().equals(gold) ? new Candidate(c.id(), c.text(), 1) : c);
      }
      return List.copyOf(list);
    }
  }
}
