package org.qakit.solve.qualitative;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Optional;
import org.qakit.model.Choice;
import org.qakit.model.Item;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.solve.ExplainingSolver;
import org.qakit.solve.Prediction;
import org.qakit.solve.Solution;

/**
 * Answers QuaRTz-style qualitative questions (Tafjord, Gardner, Lin and Clark 2019, "QuaRTz: An
 * Open-Domain Dataset of Qualitative Relationship Questions", EMNLP) by reading instead of
 * matching words:
 *
 * <ol>
 *   <li>take a knowledge statement ({@link KnowledgeSource}: none, the gold one, or the top BM25
 *       hit, going down the hits while the reading ends without an answer);
 *   <li>read it into a {@link Relation} ({@link RelationReader}): cause and effect with their
 *       directions, whose product is the relation's sign;
 *   <li>read the question against it ({@link QuestionReader}): the direction the situation gives one
 *       side, and the direction or standing each option gives the other;
 *   <li>compose the signs ({@link SignComposition}): the option consistent with the statement wins.
 * </ol>
 *
 * Scores: 1 for the answer, 0 for the others. When a step cannot be read ({@link Unreadable}), or
 * the composition leaves a tie, every option scores 1/k (k options: no preference, never a guess),
 * which {@code accuracy} counts as wrong and {@code accuracy-tie-split} as 1/k; the evidence says
 * {@code decision: abstain} and why; so does a reading that no cue of the question links to the
 * statement ({@link ReadingSupport}: a guess with the look of a reading). As an {@code ensemble} member an abstention therefore gives
 * z = 0 and an equal top share to every option ({@code MemberFeatures}), so the other members
 * decide that item. The
 * vocabulary is WordNet's plus a short hand list ({@link WordNetScales}, {@link Comparatives});
 * nothing is learned from a dataset. Thread-safe.
 */
public final class QualitativeSolver implements ExplainingSolver {
  /**
   * How many BM25 hits the retrieved setting reads, top first, while the reading ends without an
   * answer (chosen on quartz-style dev, 90 questions: depth 1, 2, 3, 5 gave 46, 52, 57, 57 right
   * without an encoder; docs/qualitative.md).
   */
  public static final int RETRIEVAL_DEPTH = 3;
  private final KnowledgeSource source;
  private final RelationReader relations;
  private final QuestionReader questions;

  /**
   * @param source where statements come from
   * @param lexicon the comparative vocabulary ({@link WordNetScales#load})
   * @param similarity optional phrase similarity (an encoder, {@link EncoderSimilarity}) for
   *     comparisons no word decides ({@link Projection}; null: lexicon only)
   */
  public QualitativeSolver(KnowledgeSource source, ScaleLexicon lexicon, PhraseSimilarity similarity) {
    if (source == null || lexicon == null) {
      throw new IllegalArgumentException("the qualitative solver needs a knowledge source and a lexicon, found " + source + ", " + lexicon);
    }
    this.source = source;
    CueFinder cues = new CueFinder(lexicon);
    PropertyMatcher matcher = new PropertyMatcher(lexicon);
    this.relations = new RelationReader(cues);
    this.questions = new QuestionReader(cues, matcher, similarity);
  }

  /** {@code qualitative} (retrieved knowledge, the full task), {@code qualitative-gold} or {@code qualitative-none}. */
  @Override
  public String id() {
    return source instanceof KnowledgeSource.Retrieved ? "qualitative" : "qualitative-" + source.setting();
  }

  @Override
  public String description() {
    return "QuaRTz-style qualitative reasoning (" + source.setting() + " knowledge): reads the statement's cause and effect"
        + " directions and the question's, composes the signs; abstains (every option 1/k) when it cannot read (docs/qualitative.md)";
  }

  /** The knowledge setting. */
  public String setting() {
    return source.setting();
  }

  @Override
  public Optional<Solution> solveWithEvidence(Item item) {
    if (!(item instanceof MultipleChoiceItem m)) {
      return Optional.empty();
    }
    QualitativeEvidence evidence = evidence(m);
    var scores = new LinkedHashMap<String, Double>();
    for (int i = 0; i < m.choices().size(); i++) {
      Choice c = m.choices().get(i);
      scores.put(c.label(), evidence.options() == null ? 1.0 / m.choices().size() : evidence.options().get(i).score());
    }
    return Optional.of(new Solution(new Prediction.ChoiceScores(m.id(), scores), evidence.explanation()));
  }

  /**
   * The whole reading of one item, abstentions included. With several candidate statements, the
   * first (best BM25 rank) whose reading ends in an answer is used; when none does, the first.
   */
  public QualitativeEvidence evidence(MultipleChoiceItem m) {
    List<KnowledgeSource.Statement> candidates = source.statements(m);
    if (candidates.isEmpty()) {
      return source instanceof KnowledgeSource.None ? read(m, null) : abstain(source.setting(), null, null, null,
          "no knowledge statement (" + source.setting() + ")");
    }
    QualitativeEvidence first = null;
    for (int i = 0; i < candidates.size(); i++) {
      KnowledgeSource.Statement s = candidates.get(i);
      if (candidates.size() > 1) {
        s = new KnowledgeSource.Statement(s.id(), s.text(), s.source() + " rank " + (i + 1) + " of " + candidates.size(), s.score());
      }
      QualitativeEvidence e = read(m, s);
      if (e.decision().equals("answer")) {
        return e;
      }
      first = first == null ? e : first;
    }
    return first;
  }

  /** The reading of an item against one statement (null: the assumed relation of the no-knowledge setting). */
  private QualitativeEvidence read(MultipleChoiceItem m, KnowledgeSource.Statement statement) {
    String setting = source.setting();
    Relation relation;
    try {
      relation = statement == null ? Relation.assumedDirect() : relations.read(statement.text());
    } catch (Unreadable e) {
      return abstain(setting, statement, null, null, "statement: " + e.getMessage());
    }
    QualitativeEvidence.RelationEvidence rel = QualitativeEvidence.relation(relation);
    QuestionReading reading;
    try {
      reading = questions.read(m.stem(), m.choices(), relation);
    } catch (Unreadable e) {
      return abstain(setting, statement, rel, null, "question: " + e.getMessage());
    }
    if (statement != null && ReadingSupport.unlinked(reading)) {
      reading = new QuestionReading(reading.kind(), reading.givenSide(), 0, reading.given(), reading.options());
      SignComposition none = SignComposition.of(reading);
      return new QualitativeEvidence(setting, statement, rel, QualitativeEvidence.question(reading, relation), "abstain",
          "question: no cue of the question links to the statement's properties (every reading assumed)",
          QualitativeEvidence.options(reading, relation, none));
    }
    SignComposition c = SignComposition.of(reading);
    List<QualitativeEvidence.OptionEvidence> options = QualitativeEvidence.options(reading, relation, c);
    QualitativeEvidence.QuestionEvidence q = QualitativeEvidence.question(reading, relation);
    if (c.answer() < 0) {
      return new QualitativeEvidence(setting, statement, rel, q, "abstain", "the options' consistency ties at " + c.consistency(), options);
    }
    return new QualitativeEvidence(setting, statement, rel, q, "answer", null, options);
  }

  private static QualitativeEvidence abstain(String setting, KnowledgeSource.Statement s, QualitativeEvidence.RelationEvidence r,
      QualitativeEvidence.QuestionEvidence q, String reason) {
    return new QualitativeEvidence(setting, s, r, q, "abstain", reason, null);
  }
}
