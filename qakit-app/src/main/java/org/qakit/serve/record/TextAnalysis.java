package org.qakit.serve.record;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.analysis.tokenattributes.OffsetAttribute;
import org.qakit.analysis.Analyzers;
import org.qakit.corpus.SentenceSplitter;
import org.qakit.text.Language;

/**
 * What a record's text becomes on save, shown for review: sentences ({@link SentenceSplitter},
 * the rule the corpus importers use), and per sentence the tokens of the language's default
 * analyzer ({@link Analyzers#forLanguage}): the word as written and the indexed form (Hunspell
 * lemma for Czech, Porter stem for English, smartcn word for Chinese). Morphology is shown only
 * where a maintained analyser gives it: for Czech what Debian's Hunspell dictionary says ({@link
 * CzechMorphology}); for English and Chinese there is none here, and {@link Result#note} says so.
 * Lucene's token type ({@code <ALPHANUM>}) is not morphology and is not shown. Stop words are
 * dropped by the analyzer and so are not listed.
 */
public final class TextAnalysis {

  /** One analysed token: the word as written, its indexed form, and its morphology (empty when none is known). */
  public record Token(String word, String lemma, String morphology) {}

  /** One sentence with its tokens. */
  public record Sentence(String text, List<Token> tokens) {}

  /**
   * The analysis of a text: its sentences, what the indexed form is called ({@code lemma}, {@code
   * stem}, {@code word}), whether a morphology row is shown, and a sentence saying where the
   * morphology comes from or that there is none.
   */
  public record Result(List<Sentence> sentences, String formLabel, boolean morphology, String note) {}

  private TextAnalysis() {}

  /** The sentences of {@code text}. */
  public static List<String> sentences(String text) {
    return SentenceSplitter.split(text == null ? "" : text);
  }

  /** Every sentence of {@code text} with its tokens. */
  public static Result analyse(Language language, String text) {
    Optional<CzechMorphology> czech = language == Language.CZECH && Analyzers.defaultName(language).equals("hunspell-cs_CZ")
        ? CzechMorphology.installed() : Optional.empty();
    var out = new ArrayList<Sentence>();
    try (Analyzer analyzer = Analyzers.forLanguage(language)) {
      for (String s : sentences(text)) {
        out.add(new Sentence(s, tokens(analyzer, s, czech)));
      }
    }
    return switch (language) {
      case CZECH -> czech.isPresent()
          ? new Result(out, "lemma", true, czech.get().sawFields()
              ? "Lemmas and morphological fields from Debian's hunspell-cs dictionary (cs_CZ), through Lucene's Hunspell."
              : "Lemmas from Debian's hunspell-cs dictionary (cs_CZ), through Lucene's Hunspell. That dictionary has no morphological"
                  + " fields (no part of speech, case, number or gender), so the morphology row shows only the prefixes whose meaning"
                  + " is known: ne- (negation) and nej- (superlative); its suffix flags are undocumented inflection classes.")
          : new Result(out, "stem", false, "Stems from Lucene's CzechAnalyzer (light stemming): Debian's hunspell-cs is not installed,"
              + " so there are no lemmas and no morphology.");
      case ENGLISH -> new Result(out, "stem", false, "No morphology is available for English here: the row shows the Porter stem"
          + " of Lucene's English analyzer, not a lemma, and there is no part-of-speech tagger.");
      case CHINESE -> new Result(out, "word", false, "No morphology is available for Chinese here: the row shows smartcn's word"
          + " segmentation only, with no part of speech.");
    };
  }

  private static List<Token> tokens(Analyzer analyzer, String sentence, Optional<CzechMorphology> czech) {
    var out = new ArrayList<Token>();
    try (TokenStream ts = analyzer.tokenStream("text", sentence)) {
      CharTermAttribute term = ts.addAttribute(CharTermAttribute.class);
      OffsetAttribute offset = ts.addAttribute(OffsetAttribute.class);
      ts.reset();
      while (ts.incrementToken()) {
        String word = sentence.substring(offset.startOffset(), offset.endOffset());
        out.add(new Token(word, term.toString(), czech.map(c -> c.describe(word)).orElse("")));
      }
      ts.end();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out;
  }
}
