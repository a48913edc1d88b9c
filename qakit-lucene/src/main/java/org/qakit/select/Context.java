package org.qakit.select;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.qakit.analysis.Analyzers;
import org.qakit.model.AnswerSelectionItem;

/**
 * One item's analysed text, shared by the feature families: the question's and each candidate's
 * tokens (from the language's analyzer, {@link org.qakit.analysis.Analyzers}), their characters
 * (letters and digits, lower-cased: the units of character overlap for Chinese), and the item's own
 * collection statistics: the candidates are the documents, N = their number, df(t) = the number of
 * candidates containing t, avgdl = their mean token count.
 *
 * <p>{@link #idf(String)} is Lucene's BM25 idf on those statistics: ln(1 + (N − df + 0.5)/(df + 0.5)).
 * Not thread-safe: build one per item.
 */
public final class Context {
  private final List<String> question;
  private final List<List<String>> candidates;
  private final String questionChars;
  private final List<String> candidateChars;
  private final Map<String, Integer> df = new HashMap<>();
  private final double averageLength;
  private final Map<Object, Object> memo = new HashMap<>();

  private Context(AnswerSelectionItem item, Analyzer analyzer) {
    this.question = tokens(analyzer, item.question());
    this.questionChars = chars(item.question());
    this.candidates = new ArrayList<>();
    this.candidateChars = new ArrayList<>();
    long total = 0;
    for (var c : item.candidates()) {
      List<String> t = tokens(analyzer, c.text());
      candidates.add(t);
      candidateChars.add(chars(c.text()));
      total += t.size();
      for (String term : new HashSet<>(t)) {
        df.merge(term, 1, Integer::sum);
      }
    }
    double avg = total / (double) candidates.size();
    this.averageLength = avg > 0 ? avg : 1;
  }

  /** Analyses {@code item} with {@code analyzer}. */
  public static Context of(AnswerSelectionItem item, Analyzer analyzer) {
    return new Context(item, analyzer);
  }

  /** The question's tokens, in order, with repeats. */
  public List<String> questionTokens() {
    return question;
  }

  /** Candidate {@code i}'s tokens, in order, with repeats. */
  public List<String> candidateTokens(int i) {
    return candidates.get(i);
  }

  /** The question's letters and digits, lower-cased, in order. */
  public String questionChars() {
    return questionChars;
  }

  /** Candidate {@code i}'s letters and digits, lower-cased, in order. */
  public String candidateChars(int i) {
    return candidateChars.get(i);
  }

  /** The number of candidates (the collection size N). */
  public int size() {
    return candidates.size();
  }

  /** The number of candidates containing {@code term}. */
  public int documentFrequency(String term) {
    return df.getOrDefault(term, 0);
  }

  /** The mean token count of the candidates (1 when every candidate is empty). */
  public double averageLength() {
    return averageLength;
  }

  /** Lucene's BM25 idf over the item's candidates: ln(1 + (N − df + 0.5)/(df + 0.5)). */
  public double idf(String term) {
    int n = documentFrequency(term);
    return Math.log(1 + (size() - n + 0.5) / (n + 0.5));
  }

  /** A value computed once per item (e.g. all candidates' BM25, to normalise by the maximum). */
  @SuppressWarnings("unchecked")
  <T> T memo(Object key, Function<Context, T> compute) {
    Object v = memo.get(key);
    if (v == null) {
      v = compute.apply(this);
      memo.put(key, v);
    }
    return (T) v;
  }

  /** Distinct elements of a token list. */
  static Set<String> distinct(List<String> tokens) {
    return new HashSet<>(tokens);
  }

  static List<String> tokens(Analyzer analyzer, String text) {
    return Analyzers.tokens(analyzer, "text", text);
  }

  static String chars(String text) {
    var sb = new StringBuilder();
    text.codePoints().filter(Character::isLetterOrDigit).map(Character::toLowerCase).forEach(sb::appendCodePoint);
    return sb.toString();
  }
}
