package org.qakit.regress;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.apache.solr.client.solrj.impl.BaseHttpSolrClient.RemoteSolrException;
import org.qakit.corpus.Corpus;
import org.qakit.format.ReadOptions;
import org.qakit.io.InputDigest;
import org.qakit.solr.SolrCollections;
import org.qakit.solr.SolrIndexer;
import org.qakit.solr.SolrNodes;
import org.qakit.solr.SolrUnreachableException;

/**
 * The SolrCloud collection a regression file's solver searches instead of an embedded index
 * ({@code solver.solr}: {@code collection}, {@code shards}, {@code replicas}; docs/scale-out.md),
 * built from the file's {@code solver.index} corpus on the cluster that {@code qakit bench --solr
 * URL} names, and reused while it still matches.
 *
 * <p>The collection's name is {@code <collection>-<key>}, where {@code key} is {@link BenchIndex#key}
 * of the measured checksums (16 hex digits): a changed input names another collection, so a run never
 * scores against a collection built from the old bytes. An existing collection of that name is
 * reused when its schema is the config set of the analysis ({@link SolrCollections#check}) and it
 * holds exactly as many documents as the corpus has passages (read again to count them); otherwise
 * (a build that stopped half-way) it is deleted and built again: the name belongs to qakit bench.
 *
 * @param collection the name's prefix, e.g. {@code bench-quartz-knowledge}
 * @param shards shards of a collection built here, at least 1
 * @param replicas replicas of each shard, at least 1
 */
public record BenchCollection(String collection, int shards, int replicas) {

  /** Passages per update request when building. */
  static final int BATCH = 1000;

  public BenchCollection {
    if (collection == null || !collection.matches("[A-Za-z0-9][A-Za-z0-9._-]*")) {
      throw new IllegalArgumentException("solver.solr.collection: expected a collection name (letters, digits, '.', '_', '-'),"
          + " found " + collection);
    }
    if (shards < 1 || replicas < 1) {
      throw new IllegalArgumentException("solver.solr: shards and replicas must be at least 1, found " + shards + " and " + replicas);
    }
  }

  /** What {@link #open} did: the collection's full name, whether it was built now (else reused), its documents. */
  public record Ready(String collection, boolean built, double seconds, long documents) {}

  /** The collection's full name for these measured checksums (in {@link BenchIndex#inputs()} order). */
  public String name(BenchIndex index, List<InputDigest> digests) {
    return collection + "-" + index.key(digests.stream().map(InputDigest::sha256).toList());
  }

  /** {@code 2 × 2} style shape, as the docs show it. */
  public String shape() {
    return shards + " × " + replicas;
  }

  /**
   * The collection for these inputs on the cluster at {@code urls}, built or reused.
   *
   * @param analysisId the analysis its config set is generated for (the query side's)
   * @throws IllegalArgumentException one line, when Solr cannot be reached or refuses
   */
  public Ready open(String urls, Path root, BenchIndex index, List<InputDigest> digests, String analysisId) throws IOException {
    String name = name(index, digests);
    Corpus corpus = index.corpus(root);
    long start = System.nanoTime();
    try (SolrNodes nodes = SolrNodes.parse(urls)) {
      var collections = new SolrCollections(nodes);
      if (collections.exists(name)) {
        collections.check(name, analysisId);
        long held = new SolrIndexer(nodes, name).count();
        long[] passages = {0};
        corpus.read(ReadOptions.STRICT, p -> passages[0]++);
        if (held == passages[0]) {
          return new Ready(name, false, 0, held);
        }
        collections.delete(name); // an incomplete build of ours: start again
      }
      collections.create(name, analysisId, shards, replicas);
      SolrIndexer.Result r = new SolrIndexer(nodes, name, BATCH, 5, 500).index(sink -> corpus.read(ReadOptions.STRICT, sink), null);
      return new Ready(name, true, (System.nanoTime() - start) / 1e9, r.documents());
    } catch (SolrUnreachableException | IllegalStateException e) {
      throw new IllegalArgumentException(e.getMessage(), e);
    } catch (RemoteSolrException e) {
      throw new IllegalArgumentException("Solr answered HTTP " + e.code() + " for collection " + name + ": " + e.getMessage(), e);
    }
  }
}
