package org.qakit.solve.select;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.model.Item;
import org.qakit.retrieve.TermSearch;
import org.qakit.solve.Prediction;
import org.qakit.solve.ExplainingSolver;
import org.qakit.solve.Explanation;
import org.qakit.solve.Solution;

/**
 * Document selection, the first stage of SQAD's question answering pipeline (Medveď, Sabol and
 * Horák 2020, SQAD v3; Horák and Medveď 2014): rank the candidate articles of a question by
 * BM25 of the question against each article's text.
 *
 * <pre>
 * score(c) = BM25(question, article c) in the index, k1 = 1.2, b = 0.75 ({@link org.qakit.index.Bm25});
 *            0 when the article shares no analysed term with the question
 * </pre>
 *
 * <p>The items are the {@code sqad} format's document-selection view: every question carries every
 * article read as a candidate (id = article id, text = title), so the solver scores candidates
 * rather than retrieving; the article texts come from an index built from the same data with
 * {@code qakit index build --importer sqad-articles --lang cs}, whose passage ids are those
 * article ids (an embedded index, or a SolrCloud collection built with {@code --backend solr}:
 * the same scores, {@link org.qakit.knowledge.PassageScorer}). Collection statistics (N, df,
 * avgdl) are the index's. Ties are left to the metrics'
 * rule (earlier candidate first). A candidate without an id (sentence candidates) or with an id
 * absent from the index is an error that says what to build. Thread-safe.
 */
public final class DocumentSelector implements ExplainingSolver {
  /** How many documents {@link #explain} lists. */
  public static final int SHOWN = 10;

  private final TermSearch index;
  private final Set<String> known = ConcurrentHashMap.newKeySet();

  /** One candidate document's score. */
  public record DocumentScore(int candidate, String id, String title, double score) {}

  /**
   * Why the documents rank as they do.
   *
   * @param terms the question's analysed terms (the query)
   * @param top the best {@value #SHOWN} candidates, best first (ties: earlier candidate first)
   * @param goldRank the rank of the first candidate labelled 1 (1 = top), 0 when none is
   */
  public record Evidence(List<String> terms, List<DocumentScore> top, int goldRank) {}

  /** @param index the articles: an embedded index or a collection ({@link org.qakit.knowledge.PassageScorer}) */
  public DocumentSelector(TermSearch index) {
    if (index == null) {
      throw new IllegalArgumentException("doc-select: an index of the articles is required; build one with"
          + " qakit index build --importer sqad-articles --lang cs -o DIR SQAD_PATH");
    }
    this.index = index;
  }

  @Override
  public String id() {
    return "doc-select";
  }

  @Override
  public String description() {
    return "document selection (SQAD document-selection view): BM25 of the question against each candidate article"
        + " in an index of the articles (qakit index build --importer sqad-articles)";
  }

  @Override
  public Optional<Solution> solveWithEvidence(Item item) {
    if (!(item instanceof AnswerSelectionItem a)) {
      return Optional.empty();
    }
    List<Double> scores = scores(a);
    return Optional.of(new Solution(new Prediction.CandidateScores(a.id(), scores), Explanation.of(explain(a, scores))));
  }

  /** The score of each candidate, in candidate order. */
  public List<Double> scores(AnswerSelectionItem item) {
    var ids = new ArrayList<String>(item.candidates().size());
    for (int i = 0; i < item.candidates().size(); i++) {
      ids.add(checked(item, i));
    }
    checkKnown(item, ids);
    Map<String, Double> bm25 = index.scores(item.question(), ids);
    var out = new ArrayList<Double>(ids.size());
    for (String id : ids) {
      out.add(bm25.getOrDefault(id, 0.0));
    }
    return out;
  }

  /** The query terms, the top candidates with their scores, and where the gold article ranks. */
  public Evidence explain(AnswerSelectionItem item) {
    return explain(item, scores(item));
  }

  private Evidence explain(AnswerSelectionItem item, List<Double> scores) {
    var all = new ArrayList<DocumentScore>(scores.size());
    for (int i = 0; i < scores.size(); i++) {
      Candidate c = item.candidates().get(i);
      all.add(new DocumentScore(i, c.id(), c.text(), scores.get(i)));
    }
    all.sort(Comparator.comparingDouble((DocumentScore d) -> -d.score()).thenComparingInt(DocumentScore::candidate));
    int goldRank = 0;
    for (int r = 0; r < all.size(); r++) {
      if (item.candidates().get(all.get(r).candidate()).positive()) {
        goldRank = r + 1;
        break;
      }
    }
    return new Evidence(index.terms(item.question()), List.copyOf(all.subList(0, Math.min(SHOWN, all.size()))), goldRank);
  }

  private static String checked(AnswerSelectionItem item, int i) {
    String id = item.candidates().get(i).id();
    if (id == null) {
      throw new IllegalArgumentException("item '" + item.id() + "': doc-select ranks documents by id, but candidate " + (i + 1)
          + " has none (sentence candidates?); read SQAD with --view document-selection");
    }
    return id;
  }

  /** Every candidate id is in the index (asked once per id: the known ones are remembered). */
  private void checkKnown(AnswerSelectionItem item, List<String> ids) {
    List<String> unknown = ids.stream().filter(id -> !known.contains(id)).distinct().toList();
    if (unknown.isEmpty()) {
      return;
    }
    List<String> missing = index.missing(unknown);
    if (!missing.isEmpty()) {
      throw new IllegalArgumentException("item '" + item.id() + "': candidate document '" + missing.getFirst() + "' is not in the index"
          + " (" + index.describe() + "); build the index from the same SQAD data with"
          + " qakit index build --importer sqad-articles --lang cs -o DIR SQAD_PATH");
    }
    known.addAll(unknown);
  }
}
