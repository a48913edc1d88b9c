package org.qakit.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import org.qakit.model.Item;
import org.qakit.retrieve.Bm25Retriever;
import org.qakit.solve.select.DocumentCollection;

/**
 * For {@code qakit run --solver doc-select --index DIR}: the items' candidates become every document
 * of the index ({@link DocumentCollection#widen}), so that document selection ranks the whole
 * collection, not only the articles that carry a question. Other solvers, and SolrCloud, keep the
 * items as read.
 */
final class WholeCollection {
  private WholeCollection() {}

  static List<Item> widen(SolverOptions solver, List<Item> items, PrintWriter err) throws IOException {
    if (!"doc-select".equals(solver.solver) || solver.index == null) {
      return items;
    }
    try (var index = Bm25Retriever.open(solver.index)) {
      DocumentCollection collection = DocumentCollection.of(index.reader());
      err.println("doc-select: ranking all " + collection.size() + " document(s) of " + solver.index);
      return collection.widen(items);
    }
  }
}
