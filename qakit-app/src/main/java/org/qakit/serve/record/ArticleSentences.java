package org.qakit.serve.record;

import java.lang.ref.WeakReference;
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
 *
 * <p>A record page cuts its article once: the checks ({@link AnswerSpans}) and the page ask
 * {@link #of} for the same source string in one request thread, and each thread keeps the last
 * article it cut (weakly: a collection may drop it, and it is cut again). A sentence's collapsed
 * text is made once per article and kept.
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

  /** The last article this thread cut, to be found by identity. */
  private static final ThreadLocal<WeakReference<ArticleSentences>> LAST = new ThreadLocal<>();
  private final String article;
  private final List<SentenceSplitter.Span> spans;
  /** Each sentence's collapsed text, made on first use. */
  private final String[] texts;

  private ArticleSentences(String article) {
    this.article = article;
    this.spans = SentenceSplitter.spans(article);
    this.texts = new String[spans.size()];
  }

  /** The sentences of {@code article}: the same object as the last call's in this thread when {@code article} is the same string object. */
  public static ArticleSentences of(String article) {
    String a = article == null ? "" : article;
    WeakReference<ArticleSentences> ref = LAST.get();
    ArticleSentences last = ref == null ? null : ref.get();
    if (last != null && last.article == a) {
      return last;
    }
    var made = new ArticleSentences(a);
    LAST.set(new WeakReference<>(made));
    return made;
  }

  private String text(int i) {
    String t = texts[i];
    if (t == null) {
      t = spans.get(i).text(article);
      texts[i] = t;
    }
    return t;
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
      out.add(new Piece(i, s.start(), s.end(), article.substring(s.start(), s.end()), text(i)));
      at = s.end();
    }
    if (at < article.length()) {
      out.add(new Piece(-1, at, article.length(), article.substring(at), ""));
    }
    return out;
  }

  /** The span of the sentence whose collapsed text is {@code sentence}, the first when several are. */
  public Optional<TextSpan> find(String sentence) {
    for (int i = 0; i < spans.size(); i++) {
      if (text(i).equals(sentence)) {
        return Optional.of(new TextSpan(spans.get(i).start(), spans.get(i).end()));
      }
    }
    return Optional.empty();
  }
}
