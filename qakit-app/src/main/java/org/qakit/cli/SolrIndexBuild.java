package org.qakit.cli;

import java.io.IOException;
import java.io.PrintWriter;
import org.apache.solr.client.solrj.impl.BaseHttpSolrClient.RemoteSolrException;
import org.qakit.analysis.Analysis;
import org.qakit.corpus.Corpus;
import org.qakit.format.ReadOptions;
import org.qakit.solr.SolrCollections;
import org.qakit.solr.SolrIndexer;
import org.qakit.solr.SolrNodes;
import org.qakit.solr.SolrUnreachableException;

/**
 * {@code qakit index build --backend solr}: creates the collection with the config set generated
 * for the analysis and indexes the corpus into it ({@link SolrIndexer}: batches, retries, a final
 * count). Solr failures become one-line user errors.
 */
record SolrIndexBuild(String solr, String collection, int shards, int replicas, int batch) {

  int run(Analysis analysis, Corpus corpus, BuildTargetOptions target, PrintWriter err) throws IOException {
    if (solr == null || collection == null) {
      throw new IllegalArgumentException("--backend solr needs --solr URL (e.g. http://localhost:8983/solr) and --collection NAME");
    }
    if (target.output != null || target.force || target.threads != 1) {
      throw new IllegalArgumentException("-o, --force and --threads are for the embedded backend; --backend solr writes to --collection");
    }
    org.qakit.solr.SolrAnalysis.analyzerXml(analysis.id()); // an analysis without a Solr definition fails here, before Solr is asked
    long start = System.nanoTime();
    try (SolrNodes nodes = SolrNodes.parse(solr)) {
      new SolrCollections(nodes).create(collection, analysis.id(), shards, replicas);
      var bar = new ProgressBar(err, "passages");
      SolrIndexer.Result r;
      try {
        r = new SolrIndexer(nodes, collection, batch, 5, 500).index(sink -> corpus.read(ReadOptions.STRICT, sink), done -> bar.indexed(done, -1));
      } finally {
        bar.finish();
      }
      err.printf("indexed %,d passages with %s from %s in %.1f s into Solr collection %s (%d shard(s) x %d replica(s))%s%n",
          r.documents(), analysis.id(), corpus.label(), (System.nanoTime() - start) / 1e9, collection, shards, replicas,
          r.resends() == 0 ? "" : "; " + r.resends() + " batch(es) sent again, then merged");
      err.flush();
      return 0;
    } catch (SolrUnreachableException | IllegalStateException e) {
      throw new IllegalArgumentException(e.getMessage(), e);
    } catch (RemoteSolrException e) {
      throw new IllegalArgumentException("Solr answered HTTP " + e.code() + ": " + e.getMessage(), e);
    }
  }
}
