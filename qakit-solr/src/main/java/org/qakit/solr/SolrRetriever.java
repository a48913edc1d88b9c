package org.qakit.solr;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.apache.solr.client.solrj.SolrQuery;
import org.apache.solr.client.solrj.util.ClientUtils;
import org.apache.solr.common.SolrDocument;
import org.apache.solr.common.params.CommonParams;
import org.qakit.knowledge.Bm25Parameters;
import org.qakit.knowledge.Hit;
import org.qakit.knowledge.HitOrder;
import org.qakit.knowledge.Retriever;

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
 * <p>Faults: a query is a read ({@link SolrNodes#read}), passed to the next node, and repeated, while a
 * node stops or starts; SolrCloud answers it from the live replicas of every shard.
 *
 * <p>Thread-safe: the JDK HTTP client is.
 */
public final class SolrRetriever implements Retriever {
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
    var q = new SolrQuery(ClientUtils.escapeQueryChars(text));
    q.set(CommonParams.DF, SolrConfigSet.TEXT);
    q.set("q.op", "OR");
    q.set("defType", "lucene");
    q.set("sow", "false");
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
