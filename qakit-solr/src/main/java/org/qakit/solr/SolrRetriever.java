package org.qakit.solr;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import org.apache.solr.client.solrj.SolrRequest;
import java.util.List;
import java.util.Objects;
import java.util.SortedMap;
import java.util.TreeMap;
import org.apache.solr.common.params.CursorMarkParams;
import org.apache.solr.client.solrj.SolrQuery;
import org.apache.solr.client.solrj.util.ClientUtils;
import org.apache.solr.common.SolrDocument;
import org.apache.solr.common.params.CommonParams;
import org.qakit.knowledge.Bm25Parameters;
import org.qakit.knowledge.Hit;
import org.qakit.knowledge.HitOrder;
import org.qakit.knowledge.PassageScorer;
import org.qakit.knowledge.Retriever;
import org.qakit.knowledge.TermDocuments;

/**
 * BM25 search over a qakit collection in SolrCloud: the same hits and scores as the embedded
 * index's {@code Bm25Retriever} on the same passages (docs/scale-out.md says how far "the same" goes).
 *
 * <p>Query: the whole text, every query-syntax character escaped (so no user text is an operator),
 * is analysed by the collection's own analyzer ({@link SolrConfigSet}) into one SHOULD term clause
 * per token; Lucene merges repeated clauses into one boosted by the repeat count, which is the
 * embedded retriever's bag-of-words query (Anserini's). A text that analyses to nothing matches
 * nothing.
 *
 * <p>Scoring and order: BM25 with qakit's k1 and b, with the collection's global statistics ({@code
 * ExactStatsCache}), sorted by score descending, then id ascending, across the shards.
 *
 * <p>Refusals, at {@link #open}: no reachable node, no such collection, or a collection whose
 * schema was made for another analysis or similarity ({@link SolrCollections#check}).
 *
 * <p>Term statistics ({@link TermDocuments}): N is the number of documents found by {@code *:*};
 * a term's passages are those of the filter {@code {!term f=text}} (the analysed term as indexed,
 * no query analysis), counted exactly over all shards ({@code numFound}) and, for {@link
 * #textsWith}, paged through by id with a cursor ({@value #PAGE} a request).
 *
 * <p>Faults: a query is a read ({@link SolrNodes#read}), passed to the next node, and repeated, while a
 * node stops or starts; SolrCloud answers it from the live replicas of every shard.
 *
 * <p>Thread-safe: the JDK HTTP client is.
 */
public final class SolrRetriever implements Retriever, TermDocuments, PassageScorer {
  /** Passages per request when {@link #textsWith} pages through a term's passages. */
  static final int PAGE = 1000;
  /** Separates ids in a {@code {!terms}} filter: a control character, never in a qakit passage id. */
  private static final String ID_SEPARATOR = "\u001f";

  private final SolrNodes nodes;
  private final boolean ownsNodes;
  private final String collection;
  private final String analysisId;

  private SolrRetriever(SolrNodes nodes, boolean ownsNodes, String collection, String analysisId) {
    this.nodes = nodes;
    this.ownsNodes = ownsNodes;
    this.collection = collection;
    this.analysisId = analysisId;
  }

  /**
   * Opens {@code collection} for queries analysed as {@code analysisId} (e.g. {@code
   * en:english-porter}); the nodes stay the caller's to close.
   *
   * @throws IllegalArgumentException for a missing collection or a mismatched config set
   * @throws SolrUnreachableException when no node answers
   */
  public static SolrRetriever open(SolrNodes nodes, String collection, String analysisId) {
    Objects.requireNonNull(nodes);
    SolrAnalysis.analyzerXml(analysisId); // an analysis without a Solr definition (zh:hanlp) is refused first
    new SolrCollections(nodes).check(collection, analysisId);
    return new SolrRetriever(nodes, false, collection, analysisId);
  }

  /** Opens a collection at comma-separated base URLs; closing the retriever closes its clients. */
  public static SolrRetriever open(String urls, String collection, String analysisId) {
    SolrAnalysis.analyzerXml(analysisId);
    SolrNodes nodes = SolrNodes.parse(urls);
    try {
      new SolrCollections(nodes).check(collection, analysisId);
    } catch (RuntimeException e) {
      nodes.close();
      throw e;
    }
    return new SolrRetriever(nodes, true, collection, analysisId);
  }

  @Override
  public List<Hit> search(String text, int k) {
    HitOrder.checkK(k);
    if (text == null || text.isBlank()) {
      return List.of();
    }
    var q = query(text);
    q.setRows(k);
    q.setFields(SolrConfigSet.ID, SolrConfigSet.TEXT, SolrConfigSet.TITLE, "score");
    q.addSort("score", SolrQuery.ORDER.desc);
    q.addSort(SolrConfigSet.ID, SolrQuery.ORDER.asc);
    var docs = nodes.read(c -> c.query(collection, q)).getResults();
    var hits = new ArrayList<Hit>(docs.size());
    for (SolrDocument d : docs) {
      hits.add(new Hit((String) d.getFirstValue(SolrConfigSet.ID), (String) d.getFirstValue(SolrConfigSet.TEXT),
          (String) d.getFirstValue(SolrConfigSet.TITLE), ((Number) d.getFirstValue("score")).floatValue()));
    }
    return List.copyOf(hits);
  }

  /** The query of a text: every character escaped, analysed by the collection into SHOULD term clauses. */
  private static SolrQuery query(String text) {
    var q = new SolrQuery(ClientUtils.escapeQueryChars(text));
    q.set(CommonParams.DF, SolrConfigSet.TEXT);
    q.set("q.op", "OR");
    q.set("defType", "lucene");
    q.set("sow", "false");
    return q;
  }

  /**
   * The query of {@link #search}, filtered to the given ids ({@code {!terms f=id}}: a filter leaves
   * the scores and the global statistics unchanged), all matching documents in one POST request.
   */
  @Override
  public Map<String, Double> scores(String text, Collection<String> ids) {
    var out = new HashMap<String, Double>();
    if (text == null || text.isBlank() || ids.isEmpty()) {
      return out;
    }
    var q = idFilter(query(text), ids);
    q.setFields(SolrConfigSet.ID, "score");
    for (SolrDocument d : nodes.read(c -> c.query(collection, q, SolrRequest.METHOD.POST)).getResults()) {
      out.put((String) d.getFirstValue(SolrConfigSet.ID), (double) ((Number) d.getFirstValue("score")).floatValue());
    }
    return out;
  }

  @Override
  public List<String> missing(Collection<String> ids) {
    if (ids.isEmpty()) {
      return List.of();
    }
    var q = idFilter(new SolrQuery("*:*"), ids);
    q.setFields(SolrConfigSet.ID);
    var found = new HashSet<String>();
    for (SolrDocument d : nodes.read(c -> c.query(collection, q, SolrRequest.METHOD.POST)).getResults()) {
      found.add((String) d.getFirstValue(SolrConfigSet.ID));
    }
    return ids.stream().filter(id -> !found.contains(id)).toList();
  }

  /** {@code q} filtered to the documents with these ids, all of them in one page. */
  private static SolrQuery idFilter(SolrQuery q, Collection<String> ids) {
    var distinct = new java.util.LinkedHashSet<String>(ids);
    for (String id : distinct) {
      if (id.contains(ID_SEPARATOR)) {
        throw new IllegalArgumentException("passage id '" + id.replace(ID_SEPARATOR, "\\u001f") + "' holds U+001F, which"
            + " qakit uses to separate ids in a Solr request");
      }
    }
    q.addFilterQuery("{!terms f=" + SolrConfigSet.ID + " separator=$qakit.sep v=$qakit.ids}");
    q.set("qakit.sep", ID_SEPARATOR);
    q.set("qakit.ids", String.join(ID_SEPARATOR, distinct));
    q.setRows(distinct.size());
    return q;
  }

  @Override
  public int documents() {
    var q = new SolrQuery("*:*");
    q.setRows(0);
    return count(q);
  }

  @Override
  public int docFreq(String term) {
    var q = termFilter(term);
    q.setRows(0);
    return count(q);
  }

  @Override
  public SortedMap<String, String> textsWith(String term) {
    var q = termFilter(term);
    q.setRows(PAGE);
    q.setFields(SolrConfigSet.ID, SolrConfigSet.TEXT);
    q.addSort(SolrConfigSet.ID, SolrQuery.ORDER.asc);
    var out = new TreeMap<String, String>();
    String mark = CursorMarkParams.CURSOR_MARK_START;
    while (true) {
      q.set(CursorMarkParams.CURSOR_MARK_PARAM, mark);
      var response = nodes.read(c -> c.query(collection, q));
      for (SolrDocument d : response.getResults()) {
        out.put((String) d.getFirstValue(SolrConfigSet.ID), (String) d.getFirstValue(SolrConfigSet.TEXT));
      }
      String nextMark = response.getNextCursorMark();
      if (nextMark == null || nextMark.equals(mark)) {
        return out;
      }
      mark = nextMark;
    }
  }

  /** All documents, filtered to those whose text holds the analysed term (a parameter: no escaping, no analysis). */
  private static SolrQuery termFilter(String term) {
    var q = new SolrQuery("*:*");
    q.addFilterQuery("{!term f=" + SolrConfigSet.TEXT + " v=$qakit.term}");
    q.set("qakit.term", term);
    return q;
  }

  private int count(SolrQuery q) {
    long n = nodes.read(c -> c.query(collection, q)).getResults().getNumFound();
    if (n > Integer.MAX_VALUE) {
      throw new IllegalStateException("collection " + collection + " holds " + n + " matching documents, more than qakit counts in an int");
    }
    return (int) n;
  }

  public String collection() {
    return collection;
  }

  public String analysisId() {
    return analysisId;
  }

  /** E.g. {@code bm25(k1=1.2,b=0.75) en:english-porter solr:qakit-corpus}. */
  @Override
  public String describe() {
    return Bm25Parameters.describe() + " " + analysisId + " solr:" + collection;
  }

  @Override
  public void close() {
    if (ownsNodes) {
      nodes.close();
    }
  }
}
