package org.qakit.solr;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.apache.solr.client.solrj.request.CollectionAdminRequest;
import org.apache.solr.client.solrj.request.ConfigSetAdminRequest;
import org.apache.solr.client.solrj.request.schema.SchemaRequest;
import org.apache.solr.client.solrj.response.schema.SchemaRepresentation;
import org.apache.solr.common.util.ContentStreamBase;
import org.qakit.knowledge.Bm25Parameters;

/**
 * Creating and checking qakit collections: a collection is created with the config set {@link
 * SolrConfigSet} generates for its analysis; a collection is opened only when it exists and its
 * schema is that config set's (analysis id in the schema name, the same analyzer, BM25 with qakit's
 * k1 and b), so that queries analysed one way never meet terms indexed another.
 */
public final class SolrCollections {
  private final SolrNodes nodes;

  public SolrCollections(SolrNodes nodes) {
    this.nodes = Objects.requireNonNull(nodes);
  }

  /** The collections of the cluster, sorted. */
  public List<String> list() {
    return nodes.call(c -> CollectionAdminRequest.listCollections(c)).stream().sorted().toList();
  }

  public boolean exists(String collection) {
    return list().contains(collection);
  }

  /**
   * Uploads the config set of {@code analysisId} (replacing one of the same name: it is generated,
   * so the same for every qakit) and creates {@code collection} with {@code shards} shards of
   * {@code replicas} NRT replicas each, waiting until every replica is active.
   *
   * @throws IllegalArgumentException when the collection exists or the numbers are below 1
   */
  public void create(String collection, String analysisId, int shards, int replicas) {
    SolrConfigSet configSet = new SolrConfigSet(analysisId);
    create(collection, configSet.name(), configSet.zip(), shards, replicas);
  }

  /**
   * Creates a knowledge-base collection with the config set {@link SolrKbConfigSet} (uploaded as
   * {@value SolrKbConfigSet#NAME}), as {@link #create(String, String, int, int)} does for a corpus.
   */
  public void createKb(String collection, int shards, int replicas) {
    create(collection, SolrKbConfigSet.NAME, SolrKbConfigSet.zip(), shards, replicas);
  }

  private void create(String collection, String configSetName, byte[] zip, int shards, int replicas) {
    if (shards < 1 || replicas < 1) {
      throw new IllegalArgumentException("--shards and --replicas must be at least 1, found " + shards + " and " + replicas);
    }
    if (exists(collection)) {
      throw new IllegalArgumentException("collection " + collection + " already exists at " + String.join(", ", nodes.urls())
          + "; choose another --collection or delete it first");
    }
    nodes.call(c -> {
      var upload = new ConfigSetAdminRequest.Upload().setConfigSetName(configSetName).setOverwrite(true)
          .setUploadStream(new ContentStreamBase.ByteArrayStream(zip, configSetName + ".zip", "application/zip"));
      return upload.process(c);
    });
    nodes.call(c -> {
      var create = CollectionAdminRequest.createCollection(collection, configSetName, shards, replicas);
      create.setWaitForFinalState(true);
      return create.process(c);
    });
  }

  /** The Lucene version of the first node that answers, e.g. {@code 9.12.3} ({@code /admin/info/system}). */
  public String luceneVersion() {
    var info = nodes.read(c -> new org.apache.solr.client.solrj.request.GenericSolrRequest(
        org.apache.solr.client.solrj.SolrRequest.METHOD.GET, "/admin/info/system").process(c)).getResponse();
    Object v = info.findRecursive("lucene", "lucene-spec-version");
    return v == null ? "unknown" : v.toString();
  }

  /** Deletes a collection (its config set stays: other collections may share it). */
  public void delete(String collection) {
    nodes.call(c -> CollectionAdminRequest.deleteCollection(collection).process(c));
  }

  /**
   * Checks that {@code collection} exists and was made for {@code analysisId}.
   *
   * @throws IllegalArgumentException naming what differs and what to do
   */
  public void check(String collection, String analysisId) {
    requireExists(collection, "qakit index build --backend solr");
    SchemaRepresentation schema = nodes.call(c -> new SchemaRequest().process(c, collection)).getSchemaRepresentation();
    String expected = SolrConfigSet.schemaName(analysisId);
    String rebuild = "; rebuild the collection with qakit index build --backend solr (its config set is generated for"
        + " the analysis), or query it with the analysis it was built for";
    if (!expected.equals(schema.getName())) {
      throw new IllegalArgumentException("collection " + collection + " has schema '" + schema.getName() + "' but the query side"
          + " analyses as " + analysisId + " (schema '" + expected + "'); queries would not match its terms" + rebuild);
    }
    String analyzer = textAnalyzerClass(schema);
    String expectedAnalyzer = SolrAnalysis.analyzerClass(analysisId);
    if (!expectedAnalyzer.equals(analyzer)) {
      throw new IllegalArgumentException("collection " + collection + ": field " + SolrConfigSet.TEXT + " is analysed by "
          + analyzer + ", not " + expectedAnalyzer + " as " + analysisId + " needs" + rebuild);
    }
    Map<String, Object> sim = schema.getSimilarity();
    String simClass = String.valueOf(sim.get("class"));
    if (!simClass.endsWith("BM25SimilarityFactory") || !number(sim.get("k1"), Bm25Parameters.K1) || !number(sim.get("b"), Bm25Parameters.B)) {
      throw new IllegalArgumentException("collection " + collection + " scores with " + sim + ", not BM25 with k1=" + Bm25Parameters.K1
          + " and b=" + Bm25Parameters.B + "; scores would differ from the embedded index" + rebuild);
    }
  }

  /**
   * Checks that {@code collection} exists and is a knowledge base built by {@code qakit kb build
   * --backend solr} with this qakit's key rule.
   *
   * @throws IllegalArgumentException naming what differs and what to do
   */
  public void checkKb(String collection) {
    requireExists(collection, "qakit kb build --backend solr");
    String name = nodes.call(c -> new SchemaRequest().process(c, collection)).getSchemaRepresentation().getName();
    if (!SolrKbConfigSet.schemaName().equals(name)) {
      throw new IllegalArgumentException("collection " + collection + " has schema '" + name + "', not '" + SolrKbConfigSet.schemaName()
          + "': it is not a knowledge base of this qakit; build one with qakit kb build --backend solr --collection NAME");
    }
  }

  private void requireExists(String collection, String build) {
    List<String> all = list();
    if (!all.contains(collection)) {
      throw new IllegalArgumentException("Solr at " + String.join(", ", nodes.urls()) + " has no collection '" + collection
          + "' (it has: " + (all.isEmpty() ? "none" : String.join(", ", all)) + "); build it with " + build
          + " --collection " + collection + ", or name an existing one with --collection");
    }
  }

  private static boolean number(Object value, float expected) {
    try {
      return value != null && Float.parseFloat(value.toString()) == expected;
    } catch (NumberFormatException e) {
      return false;
    }
  }

  private static String textAnalyzerClass(SchemaRepresentation schema) {
    String type = schema.getFields().stream().filter(f -> SolrConfigSet.TEXT.equals(f.get("name")))
        .map(f -> String.valueOf(f.get("type"))).findFirst().orElse(null);
    if (type == null) {
      return "(no field " + SolrConfigSet.TEXT + ")";
    }
    for (var ft : schema.getFieldTypes()) {
      if (type.equals(ft.getAttributes().get("name"))) {
        var a = ft.getAnalyzer();
        if (a != null && a.getTokenizer() != null) { // a chain: its factories, as SolrAnalysis.analyzerClass names them
          var parts = new java.util.ArrayList<String>();
          parts.add(String.valueOf(a.getTokenizer().get("class")));
          if (a.getFilters() != null) {
            a.getFilters().forEach(f -> parts.add(String.valueOf(f.get("class"))));
          }
          return String.join(" > ", parts);
        }
        return a == null || a.getAttributes() == null ? "(no analyzer class)" : String.valueOf(a.getAttributes().get("class"));
      }
    }
    return "(no field type " + type + ")";
  }
}
