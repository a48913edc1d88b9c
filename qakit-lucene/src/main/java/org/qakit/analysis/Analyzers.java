package org.qakit.analysis;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.LowerCaseFilter;
import org.apache.lucene.analysis.StopFilter;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.Tokenizer;
import org.apache.lucene.analysis.cn.smart.SmartChineseAnalyzer;
import org.apache.lucene.analysis.cz.CzechAnalyzer;
import org.apache.lucene.analysis.en.EnglishAnalyzer;
import org.apache.lucene.analysis.hunspell.Dictionary;
import org.apache.lucene.analysis.hunspell.HunspellStemFilter;
import org.apache.lucene.analysis.standard.StandardTokenizer;
import org.apache.lucene.store.ByteBuffersDirectory;
import org.qakit.text.Language;

/**
 * The one place that decides the analyzer of a language, so that indexing and querying always
 * agree. Each language has named analyses ({@link Analysis}, listed by {@link #names}); the
 * default is {@link #defaultName}:
 *
 * <ul>
 *   <li>en: {@code english-porter} = Lucene's {@link EnglishAnalyzer} (standard tokenizer,
 *       possessives, lower case, English stop words, Porter stemming);
 *   <li>zh: {@code smartcn} = {@link SmartChineseAnalyzer} (smartcn word segmentation with its stop
 *       words), or {@code hanlp} = {@link HanLpAnalyzer} (HanLP's standard segmenter in the same
 *       chain);
 *   <li>cs: {@code hunspell-cs_CZ} = standard tokenizer, lower case, Czech stop words and Hunspell
 *       lemmas from Debian's {@code hunspell-cs} dictionary ({@value #CZECH_DICTIONARY}.aff/.dic),
 *       the default where that dictionary is installed, or {@code czech-light} = Lucene's {@link
 *       CzechAnalyzer} (light stemming), the default (with a warning) where it is absent, or {@code
 *       hunspell-fallback} = the same chain with {@link CzechLemmaFilter}: proper names looked up
 *       capitalised, and words the dictionary lacks reduced by {@link org.qakit.text.CzechStems}.
 * </ul>
 *
 * {@link Analysis#id()} names the choice ({@code zh:hanlp}); indexes store it and refuse a different one.
 */
public final class Analyzers {
  /** Where Debian's hunspell-cs puts the Czech dictionary (without extension). */
  public static final String CZECH_DICTIONARY = "/usr/share/hunspell/cs_CZ";

  private Analyzers() {}

  /** The analysis names of a language, the default on a machine with every dictionary first. */
  public static java.util.List<String> names(Language language) {
    return switch (language) {
      case ENGLISH -> java.util.List.of("english-porter");
      case CHINESE -> java.util.List.of("smartcn", "hanlp");
      case CZECH -> java.util.List.of("hunspell-cs_CZ", "czech-light", "hunspell-fallback");
    };
  }

  /** The default analysis name of a language on this machine. */
  public static String defaultName(Language language) {
    return switch (language) {
      case ENGLISH -> "english-porter";
      case CHINESE -> "smartcn";
      case CZECH -> czechHunspellAvailable() ? "hunspell-cs_CZ" : "czech-light";
    };
  }

  /** A new analyzer for the language's default analysis (analyzers are not shared across threads' lifetimes). */
  public static Analyzer forLanguage(Language language) {
    return create(Analysis.of(language));
  }

  /**
   * A new analyzer for {@code analysis}.
   *
   * @throws IllegalArgumentException when it needs a dictionary this machine lacks
   */
  public static Analyzer create(Analysis analysis) {
    return switch (analysis.name()) {
      case "english-porter" -> new EnglishAnalyzer();
      case "smartcn" -> new SmartChineseAnalyzer();
      case "hanlp" -> new HanLpAnalyzer();
      case "hunspell-cs_CZ" -> {
        if (!czechHunspellAvailable()) {
          throw new IllegalArgumentException("analyzer cs:hunspell-cs_CZ needs " + CZECH_DICTIONARY
              + ".aff/.dic (Debian package hunspell-cs), which this machine lacks");
        }
        yield czechHunspell(false);
      }
      case "hunspell-fallback" -> {
        if (!czechHunspellAvailable()) {
          throw new IllegalArgumentException("analyzer cs:hunspell-fallback needs " + CZECH_DICTIONARY
              + ".aff/.dic (Debian package hunspell-cs), which this machine lacks");
        }
        yield czechHunspell(true);
      }
      case "czech-light" -> new CzechAnalyzer();
      default -> throw new IllegalStateException("no analyzer for " + analysis.id());
    };
  }

  /** Whether this machine can build {@code analysis} (the Czech Hunspell dictionary may be missing). */
  public static boolean available(Analysis analysis) {
    return !analysis.name().startsWith("hunspell-") || czechHunspellAvailable();
  }

  /**
   * The identity of the default analysis a language gets on this machine, e.g. {@code
   * en:english-porter}, {@code cs:hunspell-cs_CZ} or {@code cs:czech-light}: an index built with
   * one is refused by a query side with another.
   */
  public static String id(Language language) {
    return Analysis.of(language).id();
  }

  /** A warning to show when the analysis is a fallback, or null. */
  public static String warning(Language language) {
    if (language == Language.CZECH && !czechHunspellAvailable()) {
      return "the Czech Hunspell dictionary (" + CZECH_DICTIONARY + ".dic, Debian package hunspell-cs) is missing;"
          + " using Lucene's CzechAnalyzer (light stemming) instead of lemmas";
    }
    return null;
  }

  static boolean czechHunspellAvailable() {
    return Files.isReadable(Path.of(CZECH_DICTIONARY + ".aff")) && Files.isReadable(Path.of(CZECH_DICTIONARY + ".dic"));
  }

  private static volatile Dictionary czech;

  /**
   * Debian's Czech Hunspell dictionary, read once, or empty where it is not installed: for
   * callers that want more than lemmas from it (the affixes a word was built with, its
   * morphological fields where the dictionary has them).
   */
  public static java.util.Optional<Dictionary> czechHunspellDictionary() {
    return czechHunspellAvailable() ? java.util.Optional.of(czechDictionary()) : java.util.Optional.empty();
  }

  private static Dictionary czechDictionary() {
    Dictionary d = czech;
    if (d == null) {
      synchronized (Analyzers.class) {
        if (czech == null) {
          try (InputStream aff = Files.newInputStream(Path.of(CZECH_DICTIONARY + ".aff"));
              InputStream dic = Files.newInputStream(Path.of(CZECH_DICTIONARY + ".dic"))) {
            czech = new Dictionary(new ByteBuffersDirectory(), "hunspell", aff, dic);
          } catch (IOException | java.text.ParseException e) {
            throw new UncheckedIOException(new IOException("cannot read the Czech Hunspell dictionary " + CZECH_DICTIONARY + ": " + e.getMessage(), e));
          }
        }
        d = czech;
      }
    }
    return d;
  }

  /** Hunspell lemmas; with {@code fallback}, {@link CzechLemmaFilter} (capitalised look-up, then stems). */
  private static Analyzer czechHunspell(boolean fallback) {
    Dictionary dictionary = czechDictionary();
    return new Analyzer() {
      @Override
      protected TokenStreamComponents createComponents(String fieldName) {
        Tokenizer source = new StandardTokenizer();
        TokenStream stream = new LowerCaseFilter(source);
        stream = new StopFilter(stream, CzechAnalyzer.getDefaultStopSet());
        // one lemma per word (the dictionary's first), so that a word is one token at query time too
        if (fallback) {
          stream = new CzechLemmaFilter(stream, dictionary);
        }
        stream = new HunspellStemFilter(stream, dictionary, true, true);
        return new TokenStreamComponents(source, stream);
      }

      @Override
      protected TokenStream normalize(String fieldName, TokenStream in) {
        return new LowerCaseFilter(in);
      }
    };
  }

  /** The analysed tokens of {@code text} in order, repeats kept: what an index or a query sees. */
  public static java.util.List<String> tokens(Analyzer analyzer, String field, String text) {
    var out = new java.util.ArrayList<String>();
    try (TokenStream ts = analyzer.tokenStream(field, text == null ? "" : text)) {
      var term = ts.addAttribute(org.apache.lucene.analysis.tokenattributes.CharTermAttribute.class);
      ts.reset();
      while (ts.incrementToken()) {
        out.add(term.toString());
      }
      ts.end();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out;
  }
}
