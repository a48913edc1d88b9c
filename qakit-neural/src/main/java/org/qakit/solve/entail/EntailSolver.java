package org.qakit.solve.entail;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Optional;
import org.qakit.knowledge.Hit;
import org.qakit.knowledge.Retriever;
import org.qakit.model.Choice;
import org.qakit.model.Item;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.solve.ExplainingSolver;
import org.qakit.solve.Explanation;
import org.qakit.solve.Prediction;
import org.qakit.solve.Solution;

/**
 * The entailment configuration of GeoSQA (Huang et al. 2019, "GeoSQA: A Benchmark for
 * Scenario-based Question Answering in the Geography Domain at High School Level", EMNLP 2019,
 * §4): for each option, retrieve K sentences from the knowledge corpus with the scenario, stem
 * and option as the query, and score how well they support the statement stem + option.
 *
 * <pre>
 * query(o)      = scenario text (if any) + " " + stem + " " + o
 * P(o)          = the top K hits of query(o) (the retriever's ranking; K = 6 in GeoSQA)
 * h(o)          = {@link Hypothesis#of}(stem, o)
 * s(o, p)       = support of h(o) by p ({@link SupportScorer}: bi-encoder cosine, or a cross-encoder)
 * support(o)    = max over p ∈ P(o) of s(o, p);   floor() when P(o) is empty
 * score(o)      = support(o), or −support(o) when the stem is negated ({@link NegatedStem}: "不正确的是")
 * </pre>
 *
 * Numbered statements ({@link NumberedStatements}: a stem listing ①…④ and options such as "①③"):
 * each statement n the options name is scored as an option would be, with the lead L (the stem
 * before ①) as the stem: support(n) = max over the top K hits of scenario + L + statement(n) of
 * s(Hypothesis.of(L, statement(n)), p); score(o) = the mean of support(n) over the numerals o names,
 * negated when L is ({@link NegatedStem} reads L, not the statements).
 * 
 *
 * The best single sentence decides, as in GeoSQA's sentence-level entailment; the negation rule is
 * qakit's addition (it asks for the least supported option). Measured on the training files,
 * bge-small-zh cosine, BM25 over GKMC evidence sentences (docs/solvers.md): the mean over the six
 * sentences, or the mean of the top two or three, scored lower than the maximum on both GKMC and
 * GeoTSQA; the negation rule added 0.7 points on each.
 *
 * The retriever is any {@link Retriever} (BM25 over sentences now; dense or hybrid as they come).
 * Diagram descriptions, tables and the item's gold knowledge are not used. Thread-safe when the
 * retriever and scorer are. Evidence ({@link ItemEvidence}): the scorer, the retriever, K, and per
 * option the query, the hypothesis and each retrieved sentence with its retrieval score and support.
 * An option's score in the evidence is the one predicted (negated for a negated stem).
 */
public final class EntailSolver implements ExplainingSolver {
  /** Sentences retrieved per option in GeoSQA's setting. */
  public static final int DEFAULT_SENTENCES = 6;

  private final Retriever retriever;
  private final SupportScorer scorer;
  private final int sentences;

  /** One retrieved sentence: its id, text, retrieval score and support for the option's hypothesis. */
  public record Premise(String id, String text, double retrieval, double support) {}

  /** One option: its score, retrieval query, hypothesis and premises (retrieval order). */
  public record OptionEvidence(String label, double score, String query, String hypothesis, List<Premise> premises) {
    public OptionEvidence {
      premises = List.copyOf(premises);
    }
  }

  /**
   * The item's evidence: how support was scored, by which retriever, K, whether the stem was read
   * as negated (scores are then −support), and each option's evidence.
   */
  public record ItemEvidence(String scorer, String retriever, int sentences, boolean negated, List<OptionEvidence> options,
      List<StatementEvidence> statements) {
    public ItemEvidence {
      options = List.copyOf(options);
      statements = List.copyOf(statements);
    }
  }

  /**
   * One numbered statement of a {@link NumberedStatements} stem: its numeral, its support (the
   * best premise's, not negated), the query, the hypothesis and the premises.
   */
  public record StatementEvidence(String numeral, double support, String query, String hypothesis, List<Premise> premises) {
    public StatementEvidence {
      premises = List.copyOf(premises);
    }
  }

  public EntailSolver(Retriever retriever, SupportScorer scorer) {
    this(retriever, scorer, DEFAULT_SENTENCES);
  }

  /** @param sentences K, the sentences retrieved per option (at least 1) */
  public EntailSolver(Retriever retriever, SupportScorer scorer, int sentences) {
    if (retriever == null) {
      throw new IllegalArgumentException("entail: a retriever is required (--index, built by qakit index build)");
    }
    if (scorer == null) {
      throw new IllegalArgumentException("entail: a support scorer is required (--encoder or --cross-encoder)");
    }
    if (sentences < 1) {
      throw new IllegalArgumentException("entail: sentences retrieved per option must be at least 1, found " + sentences);
    }
    this.retriever = retriever;
    this.scorer = scorer;
    this.sentences = sentences;
  }

  @Override
  public String id() {
    return "entail";
  }

  @Override
  public String description() {
    return "GeoSQA entailment configuration (Huang et al. 2019): per option, the top " + sentences + " sentences for"
        + " scenario + stem + option (" + retriever.describe() + "), scored by their best support of stem + option ("
        + scorer.describe() + "); the least supported option for a negated stem; options naming numbered statements"
        + " (①③) by their statements' mean support";
  }

  @Override
  public Optional<Solution> solveWithEvidence(Item item) {
    if (!(item instanceof MultipleChoiceItem m)) {
      return Optional.empty();
    }
    var numbered = NumberedStatements.read(m.stem(), m.choices().stream().map(Choice::text).toList());
    boolean negated = NegatedStem.test(numbered.map(NumberedStatements::lead).orElse(m.stem()));
    var options = new ArrayList<OptionEvidence>();
    var statements = new ArrayList<StatementEvidence>();
    if (numbered.isPresent()) {
      var support = new LinkedHashMap<Character, Double>();
      for (char n : numbered.get().used()) {
        var s = statement(m, numbered.get().lead(), numbered.get().statements().get(n));
        statements.add(new StatementEvidence(String.valueOf(n), s.score(), s.query(), s.hypothesis(), s.premises()));
        support.put(n, s.score());
      }
      for (int i = 0; i < m.choices().size(); i++) {
        double mean = numbered.get().options().get(i).stream().mapToDouble(support::get).average().orElseThrow();
        Choice c = m.choices().get(i);
        options.add(new OptionEvidence(c.label(), negated ? -mean : mean, "", c.text().strip(), List.of()));
      }
    } else {
      for (Choice c : m.choices()) {
        var s = statement(m, m.stem(), c.text());
        options.add(new OptionEvidence(c.label(), negated ? -s.score() : s.score(), s.query(), s.hypothesis(), s.premises()));
      }
    }
    var scores = new LinkedHashMap<String, Double>();
    options.forEach(o -> scores.put(o.label(), o.score()));
    var evidence = new ItemEvidence(scorer.describe(), retriever.describe(), sentences, negated, options, statements);
    return Optional.of(new Solution(new Prediction.ChoiceScores(m.id(), scores), Explanation.of(evidence)));
  }

  /** Retrieves for scenario + stem + statement and scores hypothesis(stem, statement) by its best premise. */
  private OptionEvidence statement(MultipleChoiceItem m, String stem, String text) {
    String scenario = m.scenario() == null ? "" : m.scenario().text().strip();
    String query = (scenario.isEmpty() ? "" : scenario + " ") + stem + " " + text;
    String hypothesis = Hypothesis.of(stem, text);
    List<Hit> hits = retriever.search(query, sentences);
    double[] support = scorer.support(hypothesis, hits.stream().map(Hit::text).toList());
    var premises = new ArrayList<Premise>();
    double score = hits.isEmpty() ? scorer.floor() : Double.NEGATIVE_INFINITY;
    for (int i = 0; i < hits.size(); i++) {
      Hit h = hits.get(i);
      premises.add(new Premise(h.id(), h.text(), h.score(), support[i]));
      score = Math.max(score, support[i]);
    }
    return new OptionEvidence("", score, query, hypothesis, premises);
  }
}
