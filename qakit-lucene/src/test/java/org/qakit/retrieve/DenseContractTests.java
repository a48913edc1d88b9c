package org.qakit.retrieve;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Nested;
import org.qakit.embed.HashingEncoder;
import org.qakit.index.TestIndexes;
import org.qakit.knowledge.HybridRetriever;
import org.qakit.knowledge.LinearFusion;
import org.qakit.knowledge.RerankRetriever;
import org.qakit.knowledge.Retriever;
import org.qakit.knowledge.RetrieverContractTest;
import org.qakit.text.Language;

/** The retriever contract for dense (exact and HNSW), hybrid and re-ranked retrieval over a Lucene index with vectors. */
class DenseContractTests {
  static final HashingEncoder ENCODER = new HashingEncoder(64, true);

  static Path index(Path temp) throws IOException {
    Path dir = temp.resolve("idx");
    TestIndexes.build(dir, Language.ENGLISH, 2, RetrieverContractTest.CORPUS, ENCODER);
    return dir;
  }

  @Nested
  class Exact extends RetrieverContractTest {
    @Override
    protected Retriever open() throws Exception {
      return DenseRetriever.open(index(temp), ENCODER, DenseRetriever.Search.EXACT);
    }
  }

  @Nested
  class Hnsw extends RetrieverContractTest {
    @Override
    protected Retriever open() throws Exception {
      return DenseRetriever.open(index(temp), ENCODER, DenseRetriever.Search.HNSW);
    }
  }

  @Nested
  class Hybrid extends RetrieverContractTest {
    @Override
    protected Retriever open() throws Exception {
      Path dir = index(temp);
      return new HybridRetriever(Bm25Retriever.open(dir), DenseRetriever.open(dir, ENCODER));
    }
  }

  @Nested
  class HybridLinear extends RetrieverContractTest {
    @Override
    protected Retriever open() throws Exception {
      Path dir = index(temp);
      return new HybridRetriever(Bm25Retriever.open(dir), DenseRetriever.open(dir, ENCODER), 10, new LinearFusion(0.4));
    }
  }

  @Nested
  class Rerank extends RetrieverContractTest {
    @Override
    protected Retriever open() throws Exception {
      return new RerankRetriever(Bm25Retriever.open(index(temp)), ENCODER, 5);
    }
  }
}
