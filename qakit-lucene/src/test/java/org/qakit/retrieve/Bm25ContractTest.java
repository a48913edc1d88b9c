package org.qakit.retrieve;

import org.qakit.index.TestIndexes;
import org.qakit.knowledge.Retriever;
import org.qakit.knowledge.RetrieverContractTest;
import org.qakit.text.Language;

/** The retriever contract for BM25. */
class Bm25ContractTest extends RetrieverContractTest {
  @Override
  protected Retriever open() throws Exception {
    var dir = temp.resolve("idx");
    TestIndexes.build(dir, Language.ENGLISH, 1, CORPUS);
    return Bm25Retriever.open(dir);
  }
}
