package org.qakit.select;

import java.util.ArrayList;
import java.util.List;
import org.apache.lucene.analysis.Analyzer;
import org.qakit.model.AnswerSelectionItem;

/**
 * A list of {@link FeatureFamily}s read as one feature vector per candidate: the families' values
 * concatenated in list order, named by {@link #names()}.
 *
 * @param families the families, in order
 */
public record SentenceFeatures(List<FeatureFamily> families) {

  public SentenceFeatures {
    families = List.copyOf(families);
    if (families.isEmpty()) {
      throw new IllegalArgumentException("expected at least 1 feature family, found none");
    }
  }

  /**
   * Every lexical family, the same for every language: BM25, word, character and IDF overlap,
   * common subsequences, length, position (16 features).
   */
  public static SentenceFeatures all() {
    return new SentenceFeatures(List.of(new Bm25Features(), new WordOverlapFeatures(), new CharOverlapFeatures(),
        new IdfOverlapFeatures(), new CommonSubsequenceFeatures(), new LengthFeatures(), new PositionFeatures()));
  }

  /**
   * Every lexical family ({@link #all()}) and the language-aware ones: answer types, numbers and
   * dates, entity overlap, infobox attributes.
   */
  public static SentenceFeatures forLanguage(org.qakit.text.Language language) {
    var families = new ArrayList<>(all().families());
    families.addAll(List.of(new AnswerTypeFeatures(language), new NumberFeatures(language), new EntityOverlapFeatures(language),
        new AttributeFeatures(language)));
    return new SentenceFeatures(families);
  }

  /**
   * The language's features ({@link #forLanguage}) and the bi-encoder ones ({@link
   * EmbeddingFeatures}: the question–candidate cosine and its question-type-aware variants), 34
   * features: what {@code sentence-ranker --encoder M} uses.
   */
  public static SentenceFeatures withEmbeddings(org.qakit.text.Language language, org.qakit.embed.TextEncoder encoder) {
    var families = new ArrayList<>(forLanguage(language).families());
    families.add(new EmbeddingFeatures(encoder, language));
    return new SentenceFeatures(families);
  }

  /** These families and {@code family} after them (e.g. {@link CrossEncoderFeatures} for {@code --cross-encoder}). */
  public SentenceFeatures plus(FeatureFamily family) {
    var all = new ArrayList<>(families);
    all.add(family);
    return new SentenceFeatures(all);
  }

  /** The families' short names, e.g. {@code bm25}, {@code answer-type}: the class name without "Features", in kebab case. */
  public List<String> familyIds() {
    return families.stream().map(f -> f.getClass().getSimpleName().replaceFirst("Features$", "")
        .replaceAll("([a-z0-9])([A-Z])", "$1-$2").toLowerCase(java.util.Locale.ROOT)).toList();
  }

  /** The feature names, in vector order. */
  public List<String> names() {
    var out = new ArrayList<String>();
    families.forEach(f -> out.addAll(f.names()));
    return out;
  }

  /** One row per candidate of {@code item}, analysed with {@code analyzer}. */
  public double[][] matrix(AnswerSelectionItem item, Analyzer analyzer) {
    Context ctx = Context.of(item, analyzer);
    int width = names().size();
    double[][] rows = new double[item.candidates().size()][];
    for (int i = 0; i < rows.length; i++) {
      double[] row = new double[width];
      int at = 0;
      for (FeatureFamily f : families) {
        double[] v = f.values(item, i, ctx);
        if (v.length != f.names().size()) {
          throw new IllegalStateException(f.getClass().getSimpleName() + ": expected " + f.names().size() + " values, found " + v.length);
        }
        System.arraycopy(v, 0, row, at, v.length);
        at += v.length;
      }
      rows[i] = row;
    }
    return rows;
  }
}
