package org.qakit.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import org.apache.solr.client.solrj.impl.BaseHttpSolrClient.RemoteSolrException;
import org.qakit.format.ReadOptions;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.Instant;
import java.util.HashSet;
import org.qakit.index.InputFile;
import org.qakit.index.QakitVersion;
import org.qakit.kb.KbInputs;
import org.qakit.kb.KbNames;
import org.qakit.kb.KbStats;
import org.qakit.solr.SolrKbConfigSet;
import org.qakit.kb.RunGrouper;
import org.qakit.solr.SolrCollections;
import org.qakit.solr.SolrIndexer;
import org.qakit.solr.SolrNodes;
import org.qakit.solr.SolrUnreachableException;

/**
 * {@code qakit kb build --backend solr}: creates a knowledge-base collection ({@code
 * SolrKbConfigSet}) and indexes the subject runs of the triple files into it ({@link
 * SolrIndexer#indexRuns}: batches, retries, a final count), the same runs the embedded store keeps,
 * then its statistics ({@link KbStats}, as the embedded store's qakit-kb.json, in the collection's
 * statistics document; the distinct keys, names and predicates are counted in memory while reading;
 * {@code bytes} is 0: the collection's size on disk is Solr's to report).
 * Solr failures become one-line user errors.
 */
record SolrKbBuild(String solr, String collection, int shards, int replicas, int batch) {

  /** What was read: for the summary and the skipped lines. */
  KbInputs.Summary run(String format, List<Path> files, ReadOptions options, BuildTargetOptions target, PrintWriter err)
      throws IOException {
    if (solr == null || collection == null) {
      throw new IllegalArgumentException("--backend solr needs --solr URL (e.g. http://localhost:8983/solr) and --collection NAME");
    }
    if (target.output != null || target.force || target.threads != 1) {
      throw new IllegalArgumentException("-o, --force and --threads are for the embedded backend; --backend solr writes to --collection");
    }
    KbInputs.checkFormat(format);
    long start = System.nanoTime();
    try (SolrNodes nodes = SolrNodes.parse(solr)) {
      new SolrCollections(nodes).createKb(collection, shards, replicas);
      var bar = new ProgressBar(err, "subject runs");
      KbInputs.Summary[] read = {null};
      SolrIndexer.Result r;
      // the distinct keys, names and predicates, counted as the embedded store counts them (its terms, its predicate set)
      var keys = new HashSet<String>();
      var names = new HashSet<String>();
      var predicates = new HashSet<String>();
      var indexer = new SolrIndexer(nodes, collection, batch, 5, 500);
      try {
        r = indexer.indexRuns(sink -> {
          var runs = new RunGrouper(run -> {
            keys.add(KbNames.key(run.subject()));
            names.addAll(run.names());
            sink.accept(run);
          });
          read[0] = KbInputs.forEach(files, options, t -> {
            predicates.add(t.predicate());
            runs.accept(t);
          });
          runs.flush();
        }, done -> bar.indexed(done, -1));
      } finally {
        bar.finish();
      }
      if (read[0].triples() == 0) {
        throw new IllegalArgumentException("no triples were read from the inputs; collection " + collection
            + " is empty: delete it, and give knowledge-base or question files");
      }
      double seconds = (System.nanoTime() - start) / 1e9;
      var stats = new KbStats(format, read[0].triples(), keys.size(), predicates.size(), names.size(), r.documents(),
          read[0].lines(), read[0].skipped(), KbStats.NORMALIZATION, new SolrCollections(nodes).luceneVersion(), QakitVersion.get(),
          InputFile.of(files), 1, Math.round(seconds * 1000) / 1000.0, 0, Instant.now().toString());
      indexer.put(SolrKbConfigSet.statsDocument(new ObjectMapper().writeValueAsString(stats.toJson())));
      err.printf("stored %,d triples (%,d subject runs) in %.1f s into Solr collection %s (%d shard(s) x %d replica(s))%s%n",
          read[0].triples(), r.documents(), (System.nanoTime() - start) / 1e9, collection, shards, replicas,
          r.resends() == 0 ? "" : "; " + r.resends() + " batch(es) sent again, then merged");
      err.flush();
      return read[0];
    } catch (SolrUnreachableException | IllegalStateException e) {
      throw new IllegalArgumentException(e.getMessage(), e);
    } catch (RemoteSolrException e) {
      throw new IllegalArgumentException("Solr answered HTTP " + e.code() + ": " + e.getMessage(), e);
    }
  }
}
