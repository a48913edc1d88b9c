package org.qakit.retrieve;

import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.index.TestIndexes;
import org.qakit.knowledge.PassageScorerContractTest;
import org.qakit.knowledge.Retriever;
import org.qakit.knowledge.RetrieverContractTest;
import org.qakit.text.Language;

/** The passage-scorer contract for BM25. */
class Bm25ScorerContractTest extends PassageScorerContractTest {
  @TempDir Path temp;

  @Override
  protected Retriever open() throws Exception {
    TestIndexes.build(temp, Language.ENGLISH, 1, RetrieverContractTest.CORPUS);
    return Bm25Retriever.open(temp);
  }
}
