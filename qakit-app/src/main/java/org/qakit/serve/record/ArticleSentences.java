package org.qakit.serve.record;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.qakit.corpus.SentenceSplitter;

/**
 * A record's source article cut into sentences by the project's one sentence rule ({@link
 * SentenceSplitter}, the same for Czech, English and Chinese), each with where it lies in the
 * article. The record form shows the article as these pieces, so that a click picks a sentence and
 * a selection inside one gives the exact answer's offsets into the article; the server finds an
 * answer sentence's place again here ({@link AnswerSpans}).
 */
public final class ArticleSentences {

  /**
   * A piece of the article as written: a sentence ({@code index} from 0, {@code text} its collapsed
   * form as an answer sentence holds it) or the whitespace between two ({@code index} -1).
   */
  public record Piece(int index, int start, int end, String raw, String text) {
    public boolean sentence() {
      return index >= 0;
    }
  }

  private final String article;
  private final List<SentenceSplitter.Span> spans;

  private ArticleSentences(String article) {
    this.article = article;
    this.spans = SentenceSplitter.spans(article);
  }

  /** The sentences of {@code article}. */
  public static ArticleSentences of(String article) {
    return new ArticleSentences(article == null ? "" : article);
  }

  public int size() {
    return spans.size();
  }

  /** The whole article, sentence by sentence with the text between them, so that the pieces' raw text is the article. */
  public List<Piece> pieces() {
    var out = new ArrayList<Piece>(2 * spans.size() + 1);
    int at = 0;
    for (int i = 0; i < spans.size(); i++) {
      SentenceSplitter.Span s = spans.get(i);
      if (s.start() > at) {
        out.add(new Piece(-1, at, s.start(), article.substring(at, s.start()), ""));
      }
      out.add(new Piece(i, s.start(), s.end(), article.substring(s.start(), s.end()), s.text(article)));
      at = s.end();
    }
    if (at < article.length()) {
      out.add(new Piece(-1, at, article.length(), article.substring(at), ""));
    }
    return out;
  }

  /** The span of the sentence whose collapsed text is {@code sentence}, the first when several are. */
  public Optional<TextSpan> find(String sentence) {
    for (SentenceSplitter.Span s : spans) {
      if (s.text(article).equals(sentence)) {
        return Optional.of(new TextSpan(s.start(), s.end()));
      }
    }
    return Optional.empty();
  }
}
