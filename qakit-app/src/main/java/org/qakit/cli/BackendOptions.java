package org.qakit.cli;

import picocli.CommandLine.Option;

/**
 * Where a build command ({@code qakit index build}, {@code qakit kb build}) puts what it builds: a
 * folder on this machine (embedded, {@code -o}) or a new SolrCloud collection, with its shape and
 * the size of each update request (docs/scale-out.md).
 */
final class BackendOptions {
  @Option(names = "--backend", paramLabel = "B", defaultValue = "embedded",
      description = "embedded (a folder, -o) or solr (a SolrCloud collection); default ${DEFAULT-VALUE}")
  String backend;

  @Option(names = "--solr", paramLabel = "URL[,URL...]", description = "Solr base URL(s) for --backend solr, e.g. http://localhost:8983/solr")
  String solr;

  @Option(names = "--collection", paramLabel = "NAME", description = "the collection --backend solr creates (must not exist)")
  String collection;

  @Option(names = "--shards", paramLabel = "N", defaultValue = "1", description = "shards of the collection (default ${DEFAULT-VALUE})")
  int shards;

  @Option(names = "--replicas", paramLabel = "R", defaultValue = "1", description = "replicas of each shard (default ${DEFAULT-VALUE})")
  int replicas;

  @Option(names = "--batch", paramLabel = "N", defaultValue = "1000",
      description = "documents (passages, or a knowledge base's subject runs) per Solr update request (default ${DEFAULT-VALUE})")
  int batch;

  /** True for {@code --backend solr}, false for {@code embedded}; anything else is a one-line error. */
  boolean isSolr() {
    return switch (backend) {
      case "solr" -> true;
      case "embedded" -> false;
      default -> throw new IllegalArgumentException("--backend: expected embedded or solr, found '" + backend + "'");
    };
  }
}
