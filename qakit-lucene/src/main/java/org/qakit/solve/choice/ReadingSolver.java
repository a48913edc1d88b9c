package org.qakit.solve.choice;

import java.util.ArrayList;
import java.util.List;
import org.qakit.dedup.TermBag;
import org.qakit.knowledge.Hit;
import org.qakit.model.Choice;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.retrieve.TermSearch;
import org.qakit.solve.extract.ExtractiveSolver;
import org.qakit.solve.extract.SpanCandidates;

/**
 * The reading-comprehension baseline of Huang et al. (2019), "GeoSQA: A Benchmark for
 * Scenario-based Question Answering in the Geography Domain at High School Level" (EMNLP-IJCNLP
 * 2019): a span reader turned into a multiple-choice solver. Per option, the top sentences the
 * index gives for the option's query are the passage, the reader extracts a span from it, and the
 * option scores by how much it resembles that span.
 *
 * <pre>
 * query(o)  = scenario text (if any) + " " + stem + " " + o          ({@code OptionQuery}, as {@link IrSolver})
 * P(o)      = the texts of the top K hits of query(o), one per line (K = 6; BM25, the retriever's ranking rule)
 * span(o)   = the reader's best span of P(o) for the stem            ({@link ExtractiveSolver#read}: BM25 answer
 *             sentence among P(o)'s sentences, spans of 1-5 words ranked by type match, overlap and proximity)
 * score(o)  = cos(A(span(o)), A(o))                                   (bag-of-words cosine of raw term counts, {@link TermBag})
 * </pre>
 *
 * <p>A is the index's analyzer ({@link TermSearch#terms}: smartcn words for Chinese, Porter stems
 * for English), so similarity is measured on the same terms the index searched. The reader is
 * given the stem alone: with the option in its question, the reader's overlap feature would
 * push the span away from the option's words. An option with no analysable word, no hit or no span
 * scores 0. With an index of sentences ({@code gkmc-evidence-sentences}) the K hits are K
 * sentences, as in GeoSQA; with an index of paragraphs they are K paragraphs, which the reader
 * splits into sentences. Thread-safe.
 *
 * <p>Evidence ({@link ItemEvidence}): per option the query, the retrieved texts with rank and
 * score, the reader's answer sentence, the span, the analysed terms of span and option and the
 * cosine.
 */
public final class ReadingSolver extends OptionEvidenceSolver<ReadingSolver.ItemEvidence, ReadingSolver.OptionEvidence> {
  /** How many hits make the passage (GeoSQA's six sentences). */
  public static final int DEFAULT_SENTENCES = 6;

  private final ExtractiveSolver reader;
  private final int depth;

  /** One retrieved text: its id, rank (1-based), BM25 score and text. */
  public record Retrieved(String id, int rank, double score, String text) {
    static Retrieved of(Hit h, int rank) {
      return new Retrieved(h.id(), rank, h.score(), h.text());
    }
  }

  /**
   * The evidence of one option: its score (the cosine), query, the retrieved texts, the sentence
   * the reader chose (null: none), the span (null: none) and the analysed terms of span and option.
   */
  public record OptionEvidence(String label, double score, String query, List<Retrieved> retrieved, String sentence,
      String span, List<String> spanTerms, List<String> optionTerms) implements Scored {
    public OptionEvidence {
      retrieved = List.copyOf(retrieved);
      spanTerms = List.copyOf(spanTerms);
      optionTerms = List.copyOf(optionTerms);
    }
  }

  /** The evidence of an item: K, the reader's question (the stem) and each option's evidence. */
  public record ItemEvidence(int sentences, String readerQuestion, List<OptionEvidence> options) implements Options<OptionEvidence> {
    public ItemEvidence {
      options = List.copyOf(options);
    }
  }

  public ReadingSolver(TermSearch retriever) {
    this(retriever, DEFAULT_SENTENCES);
  }

  /** @param sentences K, the hits read per option (at least 1) */
  public ReadingSolver(TermSearch retriever, int sentences) {
    super("reading", retriever);
    if (sentences < 1) {
      throw new IllegalArgumentException("reading: the hits read per option must be at least 1, found " + sentences);
    }
    this.depth = sentences;
    this.reader = new ExtractiveSolver(retriever.analysis().language(), null, SpanCandidates.DEFAULT_MAX_WORDS, 1);
  }

  @Override
  public String description() {
    return "GeoSQA's reading baseline (Huang et al. 2019): per option the top " + depth + " hits of scenario + stem + option,"
        + " a span extracted from them for the stem, the option scored by its bag-of-words cosine with the span";
  }

  /** The hits read per option. */
  public int sentences() {
    return depth;
  }

  @Override
  public ItemEvidence explainItem(MultipleChoiceItem item) {
    var out = new ArrayList<OptionEvidence>();
    for (Choice c : item.choices()) {
      String query = OptionQuery.of(item, c);
      List<String> optionTerms = retriever.terms(c.text());
      if (optionTerms.isEmpty()) {
        out.add(new OptionEvidence(c.label(), 0, query, List.of(), null, null, List.of(), optionTerms));
        continue;
      }
      List<Hit> hits = retriever.search(query, depth);
      var retrieved = new ArrayList<Retrieved>(hits.size());
      var passage = new StringBuilder();
      for (int i = 0; i < hits.size(); i++) {
        retrieved.add(Retrieved.of(hits.get(i), i + 1));
        passage.append(hits.get(i).text()).append('\n');
      }
      ExtractiveSolver.Evidence read = reader.read(item.stem(), passage.toString());
      String sentence = read.selected() < 0 ? null : read.sentences().get(read.selected()).text();
      String span = read.spans().isEmpty() ? null : read.spans().getFirst().text();
      List<String> spanTerms = span == null ? List.of() : retriever.terms(span);
      double cosine = spanTerms.isEmpty() ? 0 : TermBag.of(spanTerms).cosine(TermBag.of(optionTerms));
      out.add(new OptionEvidence(c.label(), cosine, query, retrieved, sentence, span, spanTerms, optionTerms));
    }
    return new ItemEvidence(depth, item.stem(), out);
  }
}
