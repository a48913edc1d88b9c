package org.qakit.solve.extract;

import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.lucene.analysis.Tokenizer;
import org.apache.lucene.analysis.cn.smart.HMMChineseTokenizer;
import org.apache.lucene.analysis.tokenattributes.OffsetAttribute;

/**
 * The tokens of a Chinese sentence for span extraction: {@link Token#split}, with every word
 * token that holds a Han character cut into the words of Lucene smartcn's segmenter ({@link
 * HMMChineseTokenizer}, the tokenizer of the zh index analysis), so that a span is an n-gram of
 * Chinese words rather than a whole clause. Characters the segmenter skips become tokens of their
 * own, so the tokens cover the word exactly. Offsets are the sentence's.
 */
final class ChineseTokens {
  private ChineseTokens() {}

  /** The tokens of {@code sentence}, in order. */
  static List<Token> split(String sentence) {
    var out = new ArrayList<Token>();
    for (Token t : Token.split(sentence)) {
      if (t.word() && t.text().codePoints().anyMatch(ChineseTokens::han)) {
        segment(t, out);
      } else {
        out.add(t);
      }
    }
    return out;
  }

  private static boolean han(int cp) {
    return Character.UnicodeScript.of(cp) == Character.UnicodeScript.HAN;
  }

  private static void segment(Token word, List<Token> out) {
    String text = word.text();
    int covered = 0;
    try (Tokenizer tokenizer = new HMMChineseTokenizer()) {
      tokenizer.setReader(new StringReader(text));
      OffsetAttribute offset = tokenizer.addAttribute(OffsetAttribute.class);
      tokenizer.reset();
      while (tokenizer.incrementToken()) {
        int start = offset.startOffset();
        int end = offset.endOffset();
        if (start < covered || end <= start || end > text.length()) {
          continue;
        }
        fill(word, covered, start, out);
        out.add(new Token(text.substring(start, end), word.start() + start, word.start() + end));
        covered = end;
      }
      tokenizer.end();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    fill(word, covered, text.length(), out);
  }

  /** One token per code point of {@code word} in [from, to): what the segmenter did not cover. */
  private static void fill(Token word, int from, int to, List<Token> out) {
    String text = word.text();
    int i = from;
    while (i < to) {
      int n = Character.charCount(text.codePointAt(i));
      out.add(new Token(text.substring(i, i + n), word.start() + i, word.start() + i + n));
      i += n;
    }
  }
}
