package org.qakit.format.sqad;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads one record folder {@code data/NNNNNN/} into a {@link SqadRecord}, checking SQAD's own
 * consistency rule on the way: every answer-selection sentence occurs, token for token, in the
 * article. Articles are cached (the last {@value #CACHED_ARTICLES} read) so that records sharing
 * one are parsed once when they lie near each other, as SQAD's do.
 */
final class SqadRecordReader {
  static final String QUESTION = "01question.vert";
  static final String ANSWER = "02answer.vert";
  static final String TEXT = "03text.vert";
  static final String METADATA = "05metadata.txt";
  static final String SELECTION = "06answer.selection.vert";
  static final String CONTEXT = "08question_context.vert";
  static final String EXTRACTION = "09answer_extraction.vert";
  static final String TITLE = "10title.vert";
  static final List<String> REQUIRED = List.of(QUESTION, TEXT, METADATA, SELECTION, EXTRACTION, TITLE);
  private static final int CACHED_ARTICLES = 32;

  private final TextLinks links;
  private final Map<Path, Article> articles =
      new LinkedHashMap<>(64, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Path, Article> eldest) {
          return size() > CACHED_ARTICLES;
        }
      };

  SqadRecordReader(Path dataRoot) throws IOException {
    this.links = new TextLinks(dataRoot);
  }

  SqadRecord read(Path folder) throws IOException {
    for (String name : REQUIRED) {
      if (!Files.exists(folder.resolve(name), LinkOption.NOFOLLOW_LINKS)) {
        throw new BadRecordException(folder.resolve(name), 0, "expected the record file " + name + " in " + folder + ", found none");
      }
    }
    String question = text(folder.resolve(QUESTION), "a question");
    Map<String, String> types = Metadata.read(folder.resolve(METADATA));
    Path selectionFile = folder.resolve(SELECTION);
    List<VertSentence> selection = sentences(selectionFile, "an answer-selection sentence");
    List<String> answers = new ArrayList<>(List.of(text(folder.resolve(EXTRACTION), "an answer extraction")));
    if (Files.exists(folder.resolve(ANSWER))) {
      String answer = text(folder.resolve(ANSWER), "an answer");
      if (!answers.contains(answer)) {
        answers.add(answer);
      }
    }
    String title = text(folder.resolve(TITLE), "a title");
    if (Files.exists(folder.resolve(CONTEXT))) {
      types.put("has_question_context", "true");
    }
    Article article = article(folder.resolve(TEXT));
    for (VertSentence s : selection) {
      if (!article.keys().contains(s.key())) {
        throw new BadRecordException(
            selectionFile, s.line(), "expected every answer-selection sentence in the article " + article.file() + ", found one that is not there: '" + s.text() + "'");
      }
    }
    return new SqadRecord(folder.getFileName().toString(), question, selection, answers, title, types, article);
  }

  private Article article(Path textFile) throws IOException {
    Path resolved = links.resolve(textFile);
    Path key = resolved.toRealPath();
    Article cached = articles.get(key);
    if (cached != null) {
      return cached;
    }
    Article article = Article.of(links.articleId(resolved), resolved, sentences(resolved, "an article sentence"));
    articles.put(key, article);
    return article;
  }

  private static String text(Path file, String what) throws IOException {
    return Detokenizer.join(sentences(file, what), " ");
  }

  private static List<VertSentence> sentences(Path file, String what) throws IOException {
    List<VertSentence> sentences = VerticalFile.read(file);
    if (sentences.isEmpty()) {
      throw new BadRecordException(file, 0, "expected " + what + " (at least one token), found none");
    }
    return sentences;
  }
}
