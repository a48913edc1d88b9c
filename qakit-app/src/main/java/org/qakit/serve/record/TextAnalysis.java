package org.qakit.serve.record;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.analysis.tokenattributes.OffsetAttribute;
import org.apache.lucene.analysis.tokenattributes.TypeAttribute;
import org.qakit.analysis.Analyzers;
import org.qakit.corpus.SentenceSplitter;
import org.qakit.text.Language;

/**
 * What a record's text becomes on save, shown for review: sentences ({@link SentenceSplitter},
 * the rule the corpus importers use), and per sentence the tokens of the language's default
 * analyzer ({@link Analyzers#forLanguage}) — the word as written, the indexed form (Hunspell
 * lemma for Czech, Porter stem for English, smartcn word for Chinese) and the tokenizer's type
 * ({@code <ALPHANUM>}, {@code <NUM>}, …; there is no part-of-speech tagger here). Stop words are
 * dropped by the analyzer and so are not listed.
 */
public final class TextAnalysis {

  /** One analysed token. */
  public record Token(String word, String lemma, String tag) {}

  /** One sentence with its tokens. */
  public record Sentence(String text, List<Token> tokens) {}

  private TextAnalysis() {}

  /** The sentences of {@code text}. */
  public static List<String> sentences(String text) {
    return SentenceSplitter.split(text == null ? "" : text);
  }

  /** Every sentence of {@code text} with its tokens. */
  public static List<Sentence> analyse(Language language, String text) {
    try (Analyzer analyzer = Analyzers.forLanguage(language)) {
      var out = new ArrayList<Sentence>();
      for (String s : sentences(text)) {
        out.add(new Sentence(s, tokens(analyzer, s)));
      }
      return out;
    }
  }

  private static List<Token> tokens(Analyzer analyzer, String sentence) {
    var out = new ArrayList<Token>();
    try (TokenStream ts = analyzer.tokenStream("text", sentence)) {
      CharTermAttribute term = ts.addAttribute(CharTermAttribute.class);
      OffsetAttribute offset = ts.addAttribute(OffsetAttribute.class);
      TypeAttribute type = ts.addAttribute(TypeAttribute.class);
      ts.reset();
      while (ts.incrementToken()) {
        out.add(new Token(sentence.substring(offset.startOffset(), offset.endOffset()), term.toString(), type.type()));
      }
      ts.end();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out;
  }
}
