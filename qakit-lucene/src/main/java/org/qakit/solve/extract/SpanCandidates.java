package org.qakit.solve.extract;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Predicate;
import com.hankcs.hanlp.dictionary.stopword.CoreStopWordDictionary;
import org.apache.lucene.analysis.CharArraySet;
import org.apache.lucene.analysis.cz.CzechAnalyzer;
import org.apache.lucene.analysis.en.EnglishAnalyzer;
import org.qakit.text.Language;

/**
 * The candidate answers inside a sentence: every token n-gram that
 *
 * <ul>
 *   <li>starts and ends with a content token: a word that is not a stop word of the language (the
 *       stop words of the index analyzers: Lucene's English and Czech lists; for Chinese, whose
 *       smartcn list holds only punctuation, HanLP's core stop-word dictionary: 的, 了, 是 …), or a unit symbol
 *       ({@code % ‰ ° $ € £ ¥}), so spans come trimmed of stop words and punctuation;
 *   <li>holds 1 to {@code maxWords} words (punctuation and symbols do not count);
 *   <li>crosses no breaking punctuation ({@link Token#breaking}: commas, brackets, quotes, dashes,
 *       colons; a period may sit inside, as in {@code 9. července 1357}).
 * </ul>
 *
 * <p>The span's text is the sentence's own characters from its first to its last token, spacing
 * kept. Spans come ordered by first token, then last token. A sentence of n tokens gives at most
 * n · maxWords spans. Thread-safe (immutable).
 */
public final class SpanCandidates {
  /** Default bound on a span's words. */
  public static final int DEFAULT_MAX_WORDS = 5;

  private final Language language;
  private final Predicate<String> stopWords;
  private final int maxWords;

  public SpanCandidates(Language language) {
    this(language, DEFAULT_MAX_WORDS);
  }

  /** @param maxWords the most words a span may hold (at least 1) */
  public SpanCandidates(Language language, int maxWords) {
    if (maxWords < 1) {
      throw new IllegalArgumentException("span candidates: maxWords must be at least 1, found " + maxWords);
    }
    this.language = language;
    this.stopWords = stopWords(language);
    this.maxWords = maxWords;
  }

  /** The stop words spans are trimmed of (tested lower-cased). */
  static Predicate<String> stopWords(Language language) {
    return switch (language) {
      case ENGLISH -> in(EnglishAnalyzer.ENGLISH_STOP_WORDS_SET);
      case CZECH -> in(CzechAnalyzer.getDefaultStopSet());
      case CHINESE -> CoreStopWordDictionary::contains;
    };
  }

  private static Predicate<String> in(CharArraySet set) {
    return set::contains;
  }

  public int maxWords() {
    return maxWords;
  }

  public Language language() {
    return language;
  }

  /** Whether {@code t} is a stop word (compared lower-cased). */
  public boolean stopWord(Token t) {
    return t.word() && stopWords.test(t.text().toLowerCase(Locale.ROOT));
  }

  /** Whether {@code t} may start or end a span. */
  public boolean content(Token t) {
    return t.word() ? !stopWord(t) : t.unitSymbol();
  }

  /** The tokens spans are made of: {@link Token#split}; for Chinese, {@code ChineseTokens.split}. */
  public List<Token> tokens(String sentence) {
    return language == Language.CHINESE ? ChineseTokens.split(sentence) : Token.split(sentence);
  }

  /** The spans of a tokenised sentence ({@link #tokens}), ordered by first then last token. */
  public List<Span> of(String sentence, List<Token> tokens) {
    var out = new ArrayList<Span>();
    for (int i = 0; i < tokens.size(); i++) {
      if (!content(tokens.get(i))) {
        continue;
      }
      int words = 0;
      for (int j = i; j < tokens.size(); j++) {
        Token t = tokens.get(j);
        if (t.breaking()) {
          break;
        }
        if (t.word() && ++words > maxWords) {
          break;
        }
        if (words > 0 && content(t)) {
          out.add(new Span(i, j, sentence.substring(tokens.get(i).start(), t.end()), words));
        }
      }
    }
    return out;
  }
}
