package org.qakit.cli;

import java.nio.file.Path;
import org.qakit.kb.KbStore;
import org.qakit.kb.KnowledgeBase;
import org.qakit.solr.SolrKnowledgeBase;
import org.qakit.solr.SolrUnreachableException;
import picocli.CommandLine.Option;

/**
 * Where a knowledge-base inspection command ({@code qakit kb stats}, {@code kb lookup}) reads: a
 * store folder, or with {@code --solr URL --collection NAME} a collection built by {@code qakit kb
 * build --backend solr} (docs/scale-out.md); exactly one of the two.
 */
final class KbSourceOptions {
  @Option(names = "--solr", paramLabel = "URL[,URL...]", description = "Solr base URL(s) of a knowledge-base collection, instead of DIR")
  String solr;

  @Option(names = "--collection", paramLabel = "NAME", description = "the collection (qakit kb build --backend solr) with --solr")
  String collection;

  /** True with {@code --solr} and {@code --collection}; a one-line error for one without the other, or with a folder. */
  boolean isSolr(Path dir) {
    if (solr == null && collection == null) {
      if (dir == null) {
        throw new IllegalArgumentException("expected a store folder DIR (qakit kb build -o DIR), or --solr URL --collection NAME");
      }
      return false;
    }
    if (solr == null || collection == null) {
      throw new IllegalArgumentException("a knowledge-base collection needs both --solr URL and --collection NAME");
    }
    if (dir != null) {
      throw new IllegalArgumentException("give the knowledge base as DIR or as --solr URL --collection NAME, not both (found " + dir + ")");
    }
    return true;
  }

  /** The collection, checked to be a qakit knowledge base; Solr failures as one-line errors. */
  SolrKnowledgeBase openSolr() {
    try {
      return SolrKnowledgeBase.open(solr, collection);
    } catch (SolrUnreachableException e) {
      throw new IllegalArgumentException(e.getMessage(), e);
    }
  }

  /** The store folder or the collection. */
  KnowledgeBase open(Path dir) throws java.io.IOException {
    return isSolr(dir) ? openSolr() : KbStore.open(dir);
  }
}
