package org.qakit.analysis;

import java.util.List;
import org.apache.lucene.analysis.Analyzer;
import org.qakit.text.Language;

/**
 * A language and one of its named analyses, e.g. {@code zh:smartcn} or {@code zh:hanlp}: what
 * {@link Analyzers} builds, and the {@link #id()} an index records and a query side must match.
 * The names of each language are listed by {@link Analyzers#names(Language)}; the default is
 * {@link Analyzers#defaultName(Language)}.
 *
 * @param language the language
 * @param name one of {@link Analyzers#names(Language)}
 */
public record Analysis(Language language, String name) {

  public Analysis {
    if (language == null) {
      throw new IllegalArgumentException("an analysis needs a language");
    }
    List<String> names = Analyzers.names(language);
    if (!names.contains(name)) {
      throw new IllegalArgumentException("unknown analyzer '" + name + "' for language " + language.code()
          + "; expected one of " + String.join(", ", names));
    }
  }

  /** The language's default analysis on this machine. */
  public static Analysis of(Language language) {
    return new Analysis(language, Analyzers.defaultName(language));
  }

  /** The named analysis of a language; a null name means the default. */
  public static Analysis of(Language language, String name) {
    return name == null ? of(language) : new Analysis(language, name);
  }

  /**
   * The analysis a command line asks for: {@code --lang} (en, zh, cs) and an optional {@code
   * --analyzer} name (null: the language's default).
   */
  public static Analysis of(String languageCode, String name) {
    return of(Language.of(languageCode), name);
  }

  /** Reads an {@link #id()} such as {@code zh:hanlp}. */
  public static Analysis parse(String id) {
    int colon = id == null ? -1 : id.indexOf(':');
    if (colon < 0) {
      throw new IllegalArgumentException("expected an analyzer id LANG:NAME such as zh:smartcn, found '" + id + "'");
    }
    return of(Language.of(id.substring(0, colon)), id.substring(colon + 1));
  }

  /** {@code language:name}, e.g. {@code en:english-porter}: recorded in indexes. */
  public String id() {
    return language.code() + ":" + name;
  }

  /** A new analyzer for this analysis ({@link Analyzers#create}). */
  public Analyzer analyzer() {
    return Analyzers.create(this);
  }

  @Override
  public String toString() {
    return id();
  }
}
