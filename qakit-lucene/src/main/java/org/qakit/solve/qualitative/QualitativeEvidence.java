package org.qakit.solve.qualitative;

import java.util.ArrayList;
import java.util.List;
import org.qakit.solve.Explanation;

/**
 * The evidence the qualitative solver writes for one item ({@code qakit explain} prints it): the
 * statement used, the relation read from it, the question's reading, the composed consistency of
 * each option and the decision. Directions are named as the QuaRTz annotation names them: MORE or
 * LESS of the statement's property; "same as the statement" / "opposite to the statement" where
 * the statement's own direction is unknown.
 *
 * @param setting the knowledge setting ({@link KnowledgeSource#setting})
 * @param knowledge the statement used (absent in the no-knowledge setting)
 * @param relation the relation read (absent when none could be read)
 * @param question the question's reading (absent when none could be read)
 * @param decision {@code answer} or {@code abstain}
 * @param reason why the solver abstained (absent when it answered)
 * @param options per option: score, the side and direction it names, its consistency
 */
public record QualitativeEvidence(String setting, KnowledgeSource.Statement knowledge, RelationEvidence relation,
    QuestionEvidence question, String decision, String reason, List<OptionEvidence> options) {

  /**
   * A side of the relation: the cue as written, MORE/LESS, the side's words and the cue's
   * heaviest scale ends (oriented and antonym readings first), at most {@value #SCALES_LISTED}.
   */
  public record SideEvidence(String cue, String direction, List<String> words, List<String> scales) {}

  /** The relation: how the statement was split, both sides and the sign (same / opposite / unknown). */
  public record RelationEvidence(String form, SideEvidence cause, SideEvidence effect, String sign) {}

  /** The question: its kind, the side it fixes, that side's direction and how it was read. */
  public record QuestionEvidence(String kind, String givenSide, String givenDirection, List<String> given) {}

  /** One option: its score, the side it speaks of, the direction it names, its consistency (+1/-1/0) and the readings. */
  public record OptionEvidence(String label, double score, String side, String direction, int consistency, List<String> readings) {}

  /** How many scale ends of a cue the evidence lists. */
  static final int SCALES_LISTED = 3;

  static RelationEvidence relation(Relation r) {
    return new RelationEvidence(r.form(), side(r.cause()), side(r.effect()), r.signName());
  }

  private static SideEvidence side(Relation.Side s) {
    var scales = new ArrayList<String>();
    var poles = new ArrayList<>(s.cue().poles());
    poles.sort(java.util.Comparator.comparingDouble(Projection::weight).reversed());
    for (Pole p : poles) {
      if (scales.size() == SCALES_LISTED) {
        break;
      }
      Pole q = s.cue().polarity() < 0 ? p.flip() : p;
      scales.add(q.word() + " (" + q.scale().name() + ", " + q.via() + ")");
    }
    return new SideEvidence(s.cue().text(), s.cue().directionName(), s.words(), scales);
  }

  static QuestionEvidence question(QuestionReading q, Relation r) {
    return new QuestionEvidence(q.kind(), q.givenSide(), direction(q.givenSign(), side(r, q.givenSide())), q.given());
  }

  static List<OptionEvidence> options(QuestionReading q, Relation r, SignComposition c) {
    var out = new ArrayList<OptionEvidence>();
    for (int i = 0; i < q.options().size(); i++) {
      QuestionReading.OptionReading o = q.options().get(i);
      double score = c.answer() < 0 ? 1.0 / q.options().size() : i == c.answer() ? 1.0 : 0.0;
      out.add(new OptionEvidence(o.label(), score, o.side(), direction(o.sign(), side(r, o.side())),
          c.consistency().get(i), o.readings()));
    }
    return out;
  }

  private static Relation.Side side(Relation r, String name) {
    return name.equals("cause") ? r.cause() : r.effect();
  }

  /** MORE / LESS when the side's direction is known, else relative to the statement's cue. */
  static String direction(int sign, Relation.Side side) {
    if (sign == 0) {
      return "?";
    }
    int d = sign * side.direction();
    if (d != 0) {
      return d > 0 ? "MORE" : "LESS";
    }
    return sign > 0 ? "same as the statement" : "opposite to the statement";
  }

  /** The evidence as an {@link Explanation}. */
  public Explanation explanation() {
    return Explanation.of(this);
  }
}
