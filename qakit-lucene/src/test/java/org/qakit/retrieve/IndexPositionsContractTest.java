package org.qakit.retrieve;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.analysis.Analysis;
import org.qakit.index.TestIndexes;
import org.qakit.knowledge.RetrieverContractTest;
import org.qakit.knowledge.TermDocuments;
import org.qakit.knowledge.TermDocumentsContractTest;
import org.qakit.knowledge.TermPositions;
import org.qakit.knowledge.TermPositionsContractTest;
import org.qakit.text.Language;

/**
 * The term-statistics contracts on an embedded index ({@link IndexPositions}), and {@link
 * AnalyzedPositions} (positions from analysing the stored texts, as for a SolrCloud collection)
 * over the same index: it must give the same positions as the postings, up to the numbering.
 */
class IndexPositionsContractTest {
  private static final List<Bm25Retriever> OPEN = new ArrayList<>();

  static Bm25Retriever openIndex(Path dir) throws Exception {
    TestIndexes.build(dir, Language.ENGLISH, 1, RetrieverContractTest.CORPUS);
    var r = Bm25Retriever.open(dir);
    OPEN.add(r);
    return r;
  }

  @AfterEach
  void close() {
    OPEN.forEach(Bm25Retriever::close);
    OPEN.clear();
  }

  @Nested
  class Postings extends TermPositionsContractTest {
    @TempDir Path dir;

    @Override
    protected TermPositions open() throws Exception {
      return new IndexPositions(openIndex(dir).reader());
    }
  }

  @Nested
  class StoredTexts extends TermDocumentsContractTest {
    @TempDir Path dir;

    @Override
    protected TermDocuments open() throws Exception {
      return new IndexPositions(openIndex(dir).reader());
    }
  }

  @Nested
  class Analyzed extends TermPositionsContractTest {
    @TempDir Path dir;

    @Override
    protected TermPositions open() throws Exception {
      return new AnalyzedPositions(new IndexPositions(openIndex(dir).reader()), Analysis.of("en", null));
    }
  }

  @TempDir Path dir;

  @Test
  void analysedTextsGiveThePostingsPositions() throws Exception {
    var postings = new IndexPositions(openIndex(dir).reader());
    try (var analyzed = new AnalyzedPositions(postings, Analysis.of("en", null))) {
      for (var p : RetrieverContractTest.CORPUS) {
        for (String t : OPEN.getFirst().terms(p.text())) {
          // the same multiset of position arrays per term (the numbering differs: doc ids against first seen)
          assertThat(lists(analyzed.positions(t))).as(t).isNotEmpty().containsExactlyInAnyOrderElementsOf(lists(postings.positions(t)));
        }
      }
    }
  }

  private static List<List<Integer>> lists(java.util.Map<Integer, int[]> positions) {
    return positions.values().stream().map(p -> java.util.Arrays.stream(p).boxed().toList()).toList();
  }
}
