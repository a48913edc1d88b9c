package org.qakit.solve.embed;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Optional;
import org.qakit.embed.TextEncoder;
import org.qakit.embed.Vectors;
import org.qakit.knowledge.Hit;
import org.qakit.knowledge.PassageText;
import org.qakit.knowledge.Retriever;
import org.qakit.model.Choice;
import org.qakit.model.Item;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.solve.ExplainingSolver;
import org.qakit.solve.Explanation;
import org.qakit.solve.Prediction;
import org.qakit.solve.Solution;

/**
 * Multiple choice by sentence embeddings: how close each option is to the question, and how well
 * the knowledge retrieved for question + option supports that option rather than the others.
 *
 * <pre>
 * S            = scenario text + " " + stem   (the stem alone when there is no scenario)
 * q            = E_query(S)                   (with the model's query instruction)
 * o_i          = E_passage(option i),   v_p = E_passage(PassageText(p))      (cos = dot: unit vectors)
 * direct(i)    = cos(q, o_i)
 * R_i          = the top k hits of the retriever for S + " " + option i       (k = {@value #DEFAULT_PASSAGES})
 * support(p,i) = cos(q, v_p) + cos(o_i, v_p) − (1/n) Σ_j cos(o_j, v_p)          (n options)
 * knowledge(i) = max_{p ∈ R_i} support(p, i);   0 when R_i is empty
 * score(i)     = knowledge(i) + λ · direct(i)                                  (λ = {@value #DEFAULT_DIRECT_WEIGHT})
 * </pre>
 *
 * A passage supports an option when it answers the question (first term: the question as a query
 * against the passage, as in dense retrieval) and is closer to this option than to the options on
 * average (the last two terms): a passage equally close to every option, such as one that only
 * restates the question, adds the same to each and decides nothing. This is the IR solver's rule
 * (Clark et al. 2016: the best passage must share a word with the question and one with the option)
 * carried into embedding space, with the other options as the baseline. Without a retriever,
 * score(i) = λ · direct(i), the question–option cosine alone. λ and k were set on ARC-Easy
 * validation (docs/solvers.md gives the figures, among them λ = 0 and λ = 1).
 *
 * <p>Evidence ({@link ItemEvidence}): the model, the retriever, k, λ, the question text, and per
 * option its score, direct cosine, knowledge, query and each retrieved passage with its retrieval
 * score and the three cosines of its support. Ties: the solver writes scores; as everywhere, a tie
 * for the top counts as wrong under {@code accuracy}. Thread-safe when the encoder and the
 * retriever are; it closes neither.
 */
public final class EmbedSolver implements ExplainingSolver {
  /** Passages retrieved per option. */
  public static final int DEFAULT_PASSAGES = 10;
  /** λ, the weight of the question–option cosine. */
  public static final double DEFAULT_DIRECT_WEIGHT = 0.5;

  private final TextEncoder encoder;
  private final Retriever knowledge;
  private final int passages;
  private final double directWeight;

  /**
   * One retrieved passage of an option: its retrieval score, cos(q, v_p), cos(o_i, v_p), the mean
   * over all options of cos(o_j, v_p), and its support.
   */
  public record PassageEvidence(String id, String title, String text, double retrieval, double question, double option,
      double options, double support) {}

  /** One option: its score, direct cosine, knowledge (max support), the retrieval query and its passages, best first by retrieval. */
  public record OptionEvidence(String label, double score, double direct, double knowledge, String query,
      List<PassageEvidence> passages) {
    public OptionEvidence {
      passages = List.copyOf(passages);
    }
  }

  /** An item: model, retriever (null when none), k, λ, the question text S and each option. */
  public record ItemEvidence(String model, String retriever, int passages, double directWeight, String question,
      List<OptionEvidence> options) {
    public ItemEvidence {
      options = List.copyOf(options);
    }
  }

  /** The question–option cosine alone, without knowledge. */
  public EmbedSolver(TextEncoder encoder) {
    this(encoder, null, DEFAULT_PASSAGES, DEFAULT_DIRECT_WEIGHT);
  }

  /** With knowledge from {@code knowledge} and the default k and λ. */
  public EmbedSolver(TextEncoder encoder, Retriever knowledge) {
    this(encoder, knowledge, DEFAULT_PASSAGES, DEFAULT_DIRECT_WEIGHT);
  }

  /**
   * @param encoder the bi-encoder (its vectors and the retriever's need not be the same model)
   * @param knowledge where passages come from, or null for none
   * @param passages k, passages retrieved per option, at least 1
   * @param directWeight λ, at least 0
   */
  public EmbedSolver(TextEncoder encoder, Retriever knowledge, int passages, double directWeight) {
    if (encoder == null) {
      throw new IllegalArgumentException("embed: an encoder is required (--encoder, `qakit list models`)");
    }
    if (passages < 1) {
      throw new IllegalArgumentException("embed: passages per option must be at least 1, found " + passages);
    }
    if (!(directWeight >= 0) || Double.isInfinite(directWeight)) {
      throw new IllegalArgumentException("embed: the weight of the direct cosine must be a finite number of at least 0, found "
          + directWeight);
    }
    this.encoder = encoder;
    this.knowledge = knowledge;
    this.passages = passages;
    this.directWeight = directWeight;
  }

  @Override
  public String id() {
    return "embed";
  }

  @Override
  public String description() {
    return "multiple choice by sentence embeddings (" + encoder.modelId() + "): the best support among the top " + passages
        + " passages retrieved for question + option (cosine with the question, plus cosine with the option minus the"
        + " mean over options), plus " + directWeight + " x the question-option cosine"
        + (knowledge == null ? "; no knowledge: the cosine alone" : "; knowledge: " + knowledge.describe());
  }

  @Override
  public Optional<Solution> solveWithEvidence(Item item) {
    if (!(item instanceof MultipleChoiceItem m)) {
      return Optional.empty();
    }
    ItemEvidence e = explainItem(m);
    var scores = new LinkedHashMap<String, Double>();
    e.options().forEach(o -> scores.put(o.label(), o.score()));
    return Optional.of(new Solution(new Prediction.ChoiceScores(m.id(), scores), Explanation.of(e)));
  }

  /** The scores with their evidence. */
  public ItemEvidence explainItem(MultipleChoiceItem item) {
    String scenario = item.scenario() == null ? "" : item.scenario().text().strip();
    String question = scenario.isEmpty() ? item.stem() : scenario + " " + item.stem();
    List<Choice> choices = item.choices();
    int n = choices.size();
    var queries = new ArrayList<String>(n);
    var hits = new ArrayList<List<Hit>>(n);
    var texts = new ArrayList<String>();
    choices.forEach(c -> texts.add(c.text()));
    for (Choice c : choices) {
      String query = question + " " + c.text();
      queries.add(query);
      List<Hit> found = knowledge == null ? List.of() : knowledge.search(query, passages);
      hits.add(found);
      found.forEach(h -> texts.add(PassageText.of(h)));
    }
    float[] q = encoder.encodeQuery(question);
    float[][] v = encoder.encodePassages(texts); // options first, then each option's passages in order
    var options = new ArrayList<OptionEvidence>(n);
    int next = n;
    for (int i = 0; i < n; i++) {
      double direct = cos(q, v[i]);
      double best = 0;
      var evidence = new ArrayList<PassageEvidence>();
      for (Hit h : hits.get(i)) {
        float[] p = v[next++];
        double mean = 0;
        for (int j = 0; j < n; j++) {
          mean += cos(v[j], p);
        }
        mean /= n;
        double toQuestion = cos(q, p);
        double toOption = cos(v[i], p);
        double support = toQuestion + toOption - mean;
        best = evidence.isEmpty() ? support : Math.max(best, support);
        evidence.add(new PassageEvidence(h.id(), h.title(), h.text(), h.score(), toQuestion, toOption, mean, support));
      }
      options.add(new OptionEvidence(choices.get(i).label(), best + directWeight * direct, direct, best, queries.get(i), evidence));
    }
    return new ItemEvidence(encoder.modelId(), knowledge == null ? null : knowledge.describe(), passages, directWeight, question,
        options);
  }

  private double cos(float[] a, float[] b) {
    return encoder.normalized() ? Vectors.dot(a, b) : Vectors.cosine(a, b);
  }
}
