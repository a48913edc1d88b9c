package org.qakit.solr;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.LongConsumer;
import org.apache.solr.client.solrj.SolrQuery;
import org.apache.solr.client.solrj.impl.BaseHttpSolrClient.RemoteSolrException;
import org.apache.solr.client.solrj.request.ContentStreamUpdateRequest;
import org.apache.solr.client.solrj.request.JavaBinUpdateRequestCodec;
import org.apache.solr.client.solrj.request.UpdateRequest;
import org.apache.solr.common.util.ContentStreamBase;
import org.apache.solr.common.SolrInputDocument;
import org.qakit.kb.SubjectRun;
import org.qakit.model.Passage;

/**
 * Indexes passages into an empty qakit collection in batches, one document per passage with the
 * fields of {@link SolrConfigSet}, and proves afterwards that none is missing.
 *
 * <p>Each batch, and the final commit, is sent up to {@code attempts} times: one that no node could
 * take (unreachable, an HTTP 5xx such as a leader moving while a node stops or starts, or a 404 from
 * a node whose cores are closing) is sent again after a pause that
 * doubles (0.5 s, 1 s, 2 s ...); an HTTP 4xx (a document Solr refuses) stops at once. Sending a
 * batch again is safe: a passage id is the unique key, so a repeat replaces the document. Such a
 * replacement leaves a deleted document behind, which Lucene still counts in document frequencies,
 * so after any repeat the collection is merged down to one segment per shard ({@code optimize})
 * and its statistics again equal those of a build without faults.
 *
 * <p>At the end: a hard commit, then a count of the collection's documents, which must equal the
 * passages sent; otherwise (a repeated passage id, a lost update) the build fails naming both numbers.
 */
public final class SolrIndexer {
  private final SolrNodes nodes;
  private final String collection;
  private final int batchSize;
  private final int attempts;
  private final long firstPauseMillis;

  /**
   * @param batchSize passages per update request, at least 1
   * @param attempts sends of a batch before the build fails, at least 1
   * @param firstPauseMillis the pause before the second send (doubling after), at least 0
   */
  public SolrIndexer(SolrNodes nodes, String collection, int batchSize, int attempts, long firstPauseMillis) {
    this.nodes = Objects.requireNonNull(nodes);
    this.collection = Objects.requireNonNull(collection);
    if (batchSize < 1 || attempts < 1 || firstPauseMillis < 0) {
      throw new IllegalArgumentException("solr indexer: batch size and attempts must be at least 1 and the pause at least 0,"
          + " found " + batchSize + ", " + attempts + ", " + firstPauseMillis);
    }
    this.batchSize = batchSize;
    this.attempts = attempts;
    this.firstPauseMillis = firstPauseMillis;
  }

  /** 1,000 passages a batch, 5 attempts, 500 ms first pause. */
  public SolrIndexer(SolrNodes nodes, String collection) {
    this(nodes, collection, 1000, 5, 500);
  }

  /** What a build did. */
  public record Result(long documents, int batches, int resends) {}

  /** Items pushed to a sink in order (a corpus read, a list, the runs of triple files). */
  @FunctionalInterface
  public interface Feed<T> {
    void feed(Consumer<T> sink) throws IOException;
  }

  /** Indexes a list or any iterator of passages ({@link #index(Feed, LongConsumer)}). */
  public Result index(Iterator<Passage> passages, LongConsumer progress) {
    try {
      return index(sink -> passages.forEachRemaining(sink), progress);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Indexes the passages of {@code feed} into the (empty) collection; {@code progress} is told the
   * number sent after each batch.
   *
   * @throws IllegalStateException when the collection is not empty, a batch fails every attempt,
   *     or the final count differs from the passages sent
   * @throws IOException when the feed cannot be read (nothing is committed by qakit then)
   */
  public Result index(Feed<Passage> feed, LongConsumer progress) throws IOException {
    return indexAll(feed, SolrIndexer::document, "passages", progress);
  }

  /**
   * Indexes the subject runs of {@code feed} into an (empty) knowledge-base collection ({@link
   * SolrKbConfigSet}) as {@link #index(Feed, LongConsumer)} does passages: one document per run.
   */
  public Result indexRuns(Feed<SubjectRun> feed, LongConsumer progress) throws IOException {
    return indexAll(feed, SolrKbConfigSet::document, "subject runs", progress);
  }

  private <T> Result indexAll(Feed<T> feed, Function<T, SolrInputDocument> document, String what, LongConsumer progress)
      throws IOException {
    long before = count();
    if (before != 0) {
      throw new IllegalStateException("collection " + collection + " already holds " + before
          + " documents; index into a new collection (qakit index build --backend solr creates one)");
    }
    long[] sent = {0};
    int[] batches = {0};
    int[] resends = {0};
    var batch = new ArrayList<SolrInputDocument>(batchSize);
    Runnable flush = () -> {
      resends[0] += send(batch, sent[0]);
      sent[0] += batch.size();
      batches[0]++;
      batch.clear();
      if (progress != null) {
        progress.accept(sent[0]);
      }
    };
    feed.feed(p -> {
      batch.add(document.apply(p));
      if (batch.size() == batchSize) {
        flush.run();
      }
    });
    if (!batch.isEmpty()) {
      flush.run();
    }
    resends[0] += repeat("commit collection " + collection,
        c -> new UpdateRequest().setAction(UpdateRequest.ACTION.COMMIT, true, true).process(c, collection));
    if (resends[0] > 0) {
      repeat("merge collection " + collection, c -> c.optimize(collection, true, true, 1));
    }
    long after = count();
    if (after != sent[0]) {
      throw new IllegalStateException("sent " + sent[0] + " " + what + " to collection " + collection + " but it holds " + after
          + " documents: " + (after < sent[0] ? ("passages".equals(what) ? "the corpus repeats passage ids" : "runs repeat ids") + ", or updates were lost" : "documents were added twice")
          + "; the collection is incomplete: delete it and build it again");
    }
    return new Result(after, batches[0], resends[0]);
  }

  /** The Solr document of a passage. */
  static SolrInputDocument document(Passage p) {
    var d = new SolrInputDocument();
    d.addField(SolrConfigSet.ID, p.id());
    d.addField(SolrConfigSet.TEXT, p.text());
    if (p.title() != null) {
      d.addField(SolrConfigSet.TITLE, p.title());
    }
    return d;
  }

  /** Sends one batch, repeating on failure; returns the number of repeats. */
  private int send(List<SolrInputDocument> batch, long offset) {
    ContentStreamUpdateRequest update = javabin(batch);
    return repeat("index documents " + (offset + 1) + "-" + (offset + batch.size()) + " into collection " + collection,
        c -> update.process(c, collection));
  }

  /**
   * A batch as one javabin body in memory, sent as a content stream: SolrJ's {@code
   * HttpJdkSolrClient} streams an {@code UpdateRequest} through a pipe filled by a thread of its
   * pool, and a node that answers before reading the whole body (an error while it stops) leaves
   * that thread blocked for good; four such answers exhaust the pool and the next update hangs.
   */
  static ContentStreamUpdateRequest javabin(List<SolrInputDocument> batch) {
    var bytes = new ByteArrayOutputStream();
    try {
      new JavaBinUpdateRequestCodec().marshal(new UpdateRequest().add(batch), bytes);
    } catch (IOException e) {
      throw new UncheckedIOException(e); // in memory: does not happen
    }
    var update = new ContentStreamUpdateRequest("/update");
    update.addContentStream(new ContentStreamBase.ByteArrayStream(bytes.toByteArray(), "batch", "application/javabin"));
    return update;
  }

  /**
   * Runs an update that may be repeated safely (documents by unique key, a commit, a merge) until
   * a node takes it, at most {@code attempts} times; returns the number of repeats. Not reached, an
   * HTTP 5xx, or a 404 (a node's core closing or not yet loaded while it stops or starts) is
   * repeated; any other HTTP error stops the build.
   */
  private int repeat(String what, SolrNodes.Call<?> call) {
    long pause = firstPauseMillis;
    RuntimeException last = null;
    for (int attempt = 1; attempt <= attempts; attempt++) {
      try {
        nodes.call(call);
        return attempt - 1;
      } catch (SolrUnreachableException e) {
        last = e;
      } catch (RemoteSolrException e) {
        if (e.code() < 500 && e.code() != 404) {
          throw new IllegalStateException("Solr refused to " + what + " (HTTP " + e.code() + "): " + SolrNodes.oneLine(e.getMessage()), e);
        }
        last = e;
      }
      if (attempt < attempts) {
        sleep(pause);
        pause *= 2;
      }
    }
    throw new IllegalStateException("could not " + what + " after " + attempts + " attempts (" + SolrNodes.oneLine(last.getMessage())
        + "); the collection is incomplete: delete it and build it again when the cluster is healthy", last);
  }

  /**
   * Adds (or replaces) one document and commits, with the retries of a batch; not counted as a
   * passage or run (e.g. a knowledge base's statistics document).
   */
  public void put(SolrInputDocument document) {
    ContentStreamUpdateRequest update = javabin(List.of(document));
    repeat("add document " + document.getFieldValue(SolrConfigSet.ID) + " to collection " + collection, c -> update.process(c, collection));
    repeat("commit collection " + collection,
        c -> new UpdateRequest().setAction(UpdateRequest.ACTION.COMMIT, true, true).process(c, collection));
  }

  /** The documents the collection holds (committed, across all shards). */
  public long count() {
    return nodes.read(c -> c.query(collection, new SolrQuery("*:*").setRows(0))).getResults().getNumFound();
  }

  private static void sleep(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while waiting to resend a batch", e);
    }
  }
}
