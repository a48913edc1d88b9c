package org.qakit.retrieve;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.document.Document;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexReader;
import org.apache.lucene.index.StoredFields;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BooleanClause;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.BoostQuery;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.Sort;
import org.apache.lucene.search.SortField;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.store.FSDirectory;
import org.apache.lucene.util.Version;
import org.qakit.analysis.Analysis;
import org.qakit.analysis.Analyzers;
import org.qakit.index.Bm25;
import org.qakit.index.IndexFields;
import org.qakit.index.IndexStats;
import org.qakit.knowledge.Hit;
import org.qakit.text.Language;

/**
 * BM25 search over a qakit index ({@link Bm25}, k1 = 1.2, b = 0.75).
 *
 * <p>Query: the text is analysed with the index's language analyzer; each distinct term becomes a
 * SHOULD {@link TermQuery} on {@code text}, boosted by how often it occurs in the query (Anserini's
 * bag-of-words query), so no query-parser syntax exists and no user text can break it. A text that
 * analyses to nothing (only stop words or punctuation) finds nothing.
 *
 * <p>Ranking rule: score descending, then passage id ascending (String order of the UTF-16 units,
 * which equals byte order for ids in the Basic Multilingual Plane); the rule holds at the cut-off
 * too, so the top k never depends on Lucene doc ids, segments or the indexing threads.
 *
 * <p>Refusals, at {@link #open}: an index whose analyzer id differs from the query side's {@link
 * Analysis} (asked for, or, when only a language is given, that language's default; e.g. a {@code
 * zh:hanlp} index queried as {@code zh:smartcn}), or whose analysis this machine cannot build (built
 * with Czech Hunspell lemmas, queried where the dictionary is missing), or whose Lucene major
 * version differs from this one's, or, when a language is asked for, an index of another language.
 *
 * <p>Thread-safe: concurrent {@link #search} calls share one searcher.
 */
public final class Bm25Retriever implements TermSearch {
  private static final Sort RANKING = new Sort(SortField.FIELD_SCORE, new SortField(IndexFields.ID, SortField.Type.STRING));

  private final IndexStats stats;
  private final Analysis analysis;
  private final FSDirectory directory;
  private final DirectoryReader reader;
  private final IndexSearcher searcher;
  private final Analyzer analyzer;

  private Bm25Retriever(IndexStats stats, Analysis analysis, FSDirectory directory, DirectoryReader reader) {
    this.stats = stats;
    this.analysis = analysis;
    this.directory = directory;
    this.reader = reader;
    this.searcher = new IndexSearcher(reader);
    this.searcher.setSimilarity(Bm25.similarity());
    this.analyzer = analysis.analyzer();
  }

  /** Opens an index in the language it was built for. */
  public static Bm25Retriever open(Path dir) throws IOException {
    return open(dir, (Analysis) null);
  }

  /**
   * Opens an index, refusing it when it was built for another language than {@code language} or
   * with another analysis than that language's default (null: any language, the index's analysis).
   */
  public static Bm25Retriever open(Path dir, Language language) throws IOException {
    return open(dir, language == null ? null : Analysis.of(language));
  }

  /**
   * Opens an index, refusing it when it was built with another analysis than {@code analysis}
   * (null: the one it was built with, if this machine can build it).
   */
  public static Bm25Retriever open(Path dir, Analysis analysis) throws IOException {
    IndexStats stats = IndexStats.read(dir);
    Language built = Language.of(stats.language());
    if (analysis != null && analysis.language() != built) {
      Language language = analysis.language();
      throw new IllegalArgumentException(dir + ": the index was built for language " + built.code()
          + ", not " + language.code() + "; build one for " + language.code() + " with qakit index build --lang " + language.code());
    }
    Analysis recorded = recorded(stats, built);
    Analysis here = analysis != null ? analysis
        : recorded != null && Analyzers.available(recorded) ? recorded : Analysis.of(built);
    if (!stats.analyzer().equals(here.id())) {
      String hint = analysis != null && recorded != null && Analyzers.available(recorded)
          ? " Query it with --lang " + built.code() + " --analyzer " + recorded.name() + ", or rebuild it with --analyzer "
              + here.name() + " (qakit index build --force)"
          : " Rebuild it here with qakit index build --force, or query it where " + stats.analyzer() + " is available";
      throw new IllegalArgumentException(dir + ": the index was built with analyzer " + stats.analyzer()
          + (analysis != null ? " but the query side analyses " : " but this machine analyses ") + built.code()
          + " as " + here.id() + "; queries would not match its terms." + hint);
    }
    int major = majorVersion(stats.luceneVersion());
    if (major != Version.LATEST.major) {
      throw new IllegalArgumentException(dir + ": the index was written by Lucene " + stats.luceneVersion()
          + " but this qakit uses Lucene " + Version.LATEST + "; rebuild it with qakit index build --force");
    }
    FSDirectory directory = FSDirectory.open(dir);
    try {
      return new Bm25Retriever(stats, here, directory, DirectoryReader.open(directory));
    } catch (IOException | RuntimeException e) {
      directory.close();
      throw e;
    }
  }

  /** The statistics the index was built with. */
  public IndexStats stats() {
    return stats;
  }

  public Language language() {
    return analysis.language();
  }

  /** The analysis queries are analysed with (the index's). */
  @Override
  public Analysis analysis() {
    return analysis;
  }

  /** The analysis an index's id names, or null when this qakit does not know it. */
  private static Analysis recorded(IndexStats stats, Language built) {
    try {
      Analysis a = Analysis.parse(stats.analyzer());
      return a.language() == built ? a : null;
    } catch (IllegalArgumentException e) {
      return null;
    }
  }

  /**
   * The open index, read-only, for statistics that need postings and positions (e.g. the PMI
   * solver's co-occurrence counts); owned by this retriever: do not close it.
   */
  public IndexReader reader() {
    return reader;
  }

  /**
   * The top {@code k} passages for {@code text} by the ranking rule above; fewer when fewer
   * passages share a term with it, none when it analyses to no terms.
   */
  @Override
  public List<Hit> search(String text, int k) {
    if (k < 1) {
      throw new IllegalArgumentException("search: k must be at least 1, found " + k);
    }
    Query query = query(text);
    if (query == null) {
      return List.of();
    }
    try {
      ScoreDoc[] docs = searcher.search(query, k, RANKING, true).scoreDocs;
      StoredFields stored = searcher.storedFields();
      var hits = new ArrayList<Hit>(docs.length);
      for (ScoreDoc sd : docs) {
        Document d = stored.document(sd.doc);
        hits.add(new Hit(d.get(IndexFields.ID), d.get(IndexFields.TEXT), d.get(IndexFields.TITLE), sd.score));
      }
      return List.copyOf(hits);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * The BM25 score of {@code text} for every passage that shares at least one term with it, by
   * passage id (a passage that shares none is absent: its score is 0); empty when the text
   * analyses to no terms. Ids come from doc values, so no stored text is read: for scoring a
   * fixed set of candidates (SQAD document selection), not for showing hits.
   */
  public Map<String, Double> scoreAll(String text) {
    Query query = query(text);
    if (query == null) {
      return Map.of();
    }
    try {
      ScoreDoc[] docs = searcher.search(query, Math.max(1, reader.maxDoc())).scoreDocs;
      var out = new java.util.HashMap<String, Double>(docs.length * 2);
      var leaves = reader.leaves();
      for (ScoreDoc sd : docs) {
        var leaf = leaves.get(org.apache.lucene.index.ReaderUtil.subIndex(sd.doc, leaves));
        var ids = org.apache.lucene.index.DocValues.getSorted(leaf.reader(), IndexFields.ID);
        if (!ids.advanceExact(sd.doc - leaf.docBase)) {
          throw new IllegalStateException("index document " + sd.doc + " has no id");
        }
        out.put(ids.lookupOrd(ids.ordValue()).utf8ToString(), (double) sd.score);
      }
      return out;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** {@link #scoreAll}, restricted to {@code ids}. */
  @Override
  public Map<String, Double> scores(String text, java.util.Collection<String> ids) {
    Map<String, Double> all = scoreAll(text);
    var out = new java.util.HashMap<String, Double>();
    for (String id : ids) {
      Double s = all.get(id);
      if (s != null) {
        out.put(id, s);
      }
    }
    return out;
  }

  @Override
  public List<String> missing(java.util.Collection<String> ids) {
    return ids.stream().filter(id -> !contains(id)).toList();
  }

  /** Whether a passage with this id is in the index. */
  public boolean contains(String id) {
    try {
      return reader.docFreq(new Term(IndexFields.ID, id)) > 0;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The index's postings ({@link IndexPositions}). */
  @Override
  public IndexPositions positions() {
    return new IndexPositions(reader);
  }

  /** The analysed terms of {@code text}, in order, with repeats: what a query is made of. */
  @Override
  public List<String> terms(String text) {
    return Analyzers.tokens(analyzer, IndexFields.TEXT, text);
  }

  /** The query for a text: one SHOULD clause per distinct term, boosted by its count; null if none. */
  Query query(String text) {
    Map<String, Integer> counts = new LinkedHashMap<>();
    for (String t : terms(text)) {
      counts.merge(t, 1, Integer::sum);
    }
    if (counts.isEmpty()) {
      return null;
    }
    if (counts.size() > IndexSearcher.getMaxClauseCount()) {
      throw new IllegalArgumentException("search: the query has " + counts.size() + " distinct terms, more than the "
          + IndexSearcher.getMaxClauseCount() + " a Lucene query may hold; shorten it");
    }
    var b = new BooleanQuery.Builder();
    counts.forEach((t, n) -> {
      Query q = new TermQuery(new Term(IndexFields.TEXT, t));
      b.add(n == 1 ? q : new BoostQuery(q, n), BooleanClause.Occur.SHOULD);
    });
    return b.build();
  }

  private static int majorVersion(String version) {
    try {
      return Integer.parseInt(version.substring(0, version.indexOf('.') < 0 ? version.length() : version.indexOf('.')));
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("expected a Lucene version such as 10.5.0, found '" + version + "'");
    }
  }

  /** {@code bm25(k1=1.2,b=0.75)} and the analysis, e.g. {@code bm25(k1=1.2,b=0.75) en:porter}. */
  @Override
  public String describe() {
    return "bm25(k1=" + Bm25.K1 + ",b=" + Bm25.B + ") " + analysis.id();
  }

  @Override
  public void close() {
    try (directory; reader; analyzer) {
      // closes all three
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
