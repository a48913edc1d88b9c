package org.qakit.solve.qualitative;

import java.util.List;
import org.qakit.model.Choice;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.knowledge.Retriever;
import org.qakit.knowledge.Hit;

/**
 * Where the qualitative solver takes its knowledge statement from: the three settings of the
 * QuaRTz paper (Tafjord et al. 2019, §5).
 *
 * <ul>
 *   <li>{@link None}: no knowledge; the solver assumes a direct relation (more cause, more effect:
 *       QuaRTz's majority) between whatever the stem and the options name;
 *   <li>{@link Gold}: "perfect knowledge", the item's own gold statement (QuaRTz {@code para});
 *   <li>{@link Retrieved}: the full task, the top BM25 hit of stem + options in an index of the
 *       knowledge corpus ({@code qakit index build --importer quartz-knowledge}).
 * </ul>
 */
public sealed interface KnowledgeSource {

  /** The setting's name: {@code none}, {@code gold} or {@code retrieved}. */
  String setting();

  /**
   * The candidate statements for {@code item}, best first: none (the solver abstains, or assumes
   * for {@link None}), the gold one, or the top hits of the retriever.
   */
  List<Statement> statements(MultipleChoiceItem item);

  /**
   * A knowledge statement and where it came from.
   *
   * @param id the statement's id (QuaRTz {@code para_id}, the index's passage id)
   * @param text the statement
   * @param source {@code gold} or {@code bm25}
   * @param score the BM25 score of a retrieved statement, or null
   */
  record Statement(String id, String text, String source, Double score) {}

  /** No knowledge. */
  record None() implements KnowledgeSource {
    @Override
    public String setting() {
      return "none";
    }

    @Override
    public List<Statement> statements(MultipleChoiceItem item) {
      return List.of();
    }
  }

  /** The item's gold knowledge (its first {@code knowledge} entry). */
  record Gold() implements KnowledgeSource {
    @Override
    public String setting() {
      return "gold";
    }

    @Override
    public List<Statement> statements(MultipleChoiceItem item) {
      return item.knowledge().stream().limit(1).map(e -> new Statement(e.id(), e.text(), "gold", null)).toList();
    }
  }

  /**
   * The top {@code depth} BM25 hits of the stem and the options' texts (ties: the retriever's rule).
   * With depth 1 the solver reads the top hit; with more, {@link StatementChooser} picks the hit the
   * question reads best against.
   */
  record Retrieved(Retriever retriever, int depth) implements KnowledgeSource {
    /** The default number of hits considered. */
    public static final int DEFAULT_DEPTH = 10;

    public Retrieved {
      if (retriever == null) {
        throw new IllegalArgumentException("the retrieved setting needs an index of the knowledge corpus, found none");
      }
      if (depth < 1) {
        throw new IllegalArgumentException("the retrieved setting needs a depth of at least 1 hit, found " + depth);
      }
    }

    @Override
    public String setting() {
      return "retrieved";
    }

    @Override
    public List<Statement> statements(MultipleChoiceItem item) {
      String query = item.stem() + " " + String.join(" ", item.choices().stream().map(Choice::text).toList());
      List<Hit> hits = retriever.search(query, depth);
      return hits.stream().map(h -> new Statement(h.id(), h.text(), "bm25", h.score())).toList();
    }
  }
}
