package org.qakit.solve.qualitative;

import java.util.ArrayList;
import java.util.List;
import org.qakit.model.Choice;

/**
 * Reads a two-way (or n-way) qualitative question against a {@link Relation} into a {@link
 * QuestionReading}.
 *
 * <p><b>Which kind.</b> When the question asks "which/who/whose/what" and the stem mentions every
 * option, the options are worlds ("the tight string", "the slack string"). Otherwise, when every
 * option carries a cue and the options' first cues are opposite
 * ("brighter" / "darker", "more loans" / "fewer loans"), the options give directions: they speak of
 * the side their cues align with more strongly ({@link PropertyMatcher}; the effect on a tie), and
 * an option whose cue aligns with neither is read as that side with its own direction. Otherwise
 * the options are worlds.
 *
 * <p><b>The stem's direction</b> (options give directions): a {@link Contrast} frame compares the
 * new state with the old (amounts first: "500 m" against "3 km", then cues); without a frame, the
 * {@link Levels} of the whole stem, cues aligned with neither side counting half as if about the
 * stem's side.
 *
 * <p><b>Worlds</b>: the question sentence (the stem's last) gives the asked side and direction
 * ("weaker light": effect, same as "dimmer"); each option's standing on the other side comes from
 * its own words and from every clause of the stem before the question that speaks of it ({@link
 * WorldTracker}: by its words, pronouns, "the other" and coordinated predicates, over {@link
 * Clauses}); when none does, from the clause of the whole stem that mentions it (found by the
 * option's words no other option has; clauses end at punctuation and at "and", "or", "while",
 * "whereas", "but").
 * Amounts decide when every option has one of one dimension (more of the amount = more of the
 * property); otherwise the levels of the cues. Each option's sign is its level against the others'
 * mean.
 *
 * <p>When no word or amount decides (a frame's two states, or the worlds, level), an optional
 * {@link PhraseSimilarity} places each description on the side's scale ({@link Projection}).
 *
 * <p>No direction for the stem, the question or the options is {@link Unreadable}.
 */
public final class QuestionReader {

  private final CueFinder cues;
  private final PropertyMatcher matcher;
  private final Levels levels;
  private final Projection projection;

  /** @param similarity phrase similarity for {@link Projection} when no word decides, or null for none */
  public QuestionReader(CueFinder cues, PropertyMatcher matcher, PhraseSimilarity similarity) {
    this.cues = cues;
    this.matcher = matcher;
    this.levels = new Levels(matcher);
    this.projection = similarity == null ? null : new Projection(similarity);
  }

  /**
   * The reading of a question.
   *
   * @throws Unreadable when a direction the decision needs is not found
   */
  public QuestionReading read(String stem, List<Choice> choices, Relation relation) {
    List<Token> st = Token.split(stem);
    List<Cue> sc = cues.find(st);
    var ot = new ArrayList<List<Token>>();
    var oc = new ArrayList<List<Cue>>();
    for (Choice c : choices) {
      List<Token> t = Token.split(c.text());
      ot.add(t);
      oc.add(cues.find(t));
    }
    boolean worlds = asksWhich(st) && java.util.stream.IntStream.range(0, ot.size()).allMatch(i -> WorldMentions.mention(st, ot, i) >= 0);
    return !worlds && directional(oc) ? optionsGiveDirections(st, sc, choices, oc, relation) : worlds(st, sc, choices, ot, oc, relation);
  }

  /** Whether the stem's last sentence asks "which/who/whose/what" (a choice between things). */
  private static boolean asksWhich(List<Token> st) {
    for (int i = lastSentence(st); i < st.size(); i++) {
      if (st.get(i).lower().matches("which|who|whose|what|whom")) {
        return true;
      }
    }
    return false;
  }

  private static boolean directional(List<List<Cue>> oc) {
    if (oc.stream().anyMatch(List::isEmpty)) {
      return false;
    }
    Cue first = oc.get(0).get(0);
    for (int i = 1; i < oc.size(); i++) {
      Cue other = oc.get(i).get(0);
      boolean opposite = first.against(other).sign() < 0
          || first.quantity() && other.quantity() && first.direction() * other.direction() < 0;
      if (!opposite) {
        return false;
      }
    }
    return true;
  }

  private QuestionReading optionsGiveDirections(List<Token> st, List<Cue> sc, List<Choice> choices, List<List<Cue>> oc, Relation r) {
    double effectStrength = 0;
    double causeStrength = 0;
    for (List<Cue> cs : oc) {
      for (Cue c : cs) {
        effectStrength += matcher.align(c, r.effect()).strength();
        causeStrength += matcher.align(c, r.cause()).strength();
      }
    }
    boolean aboutCause = causeStrength > effectStrength;
    Relation.Side optSide = aboutCause ? r.cause() : r.effect();
    Relation.Side stemSide = aboutCause ? r.effect() : r.cause();
    var options = new ArrayList<QuestionReading.OptionReading>();
    for (int i = 0; i < choices.size(); i++) {
      PropertyMatcher.Alignment best = PropertyMatcher.Alignment.NONE;
      Cue bestCue = oc.get(i).get(0);
      for (Cue c : oc.get(i)) {
        PropertyMatcher.Alignment a = matcher.align(c, optSide);
        if (a.strength() > best.strength()) {
          best = a;
          bestCue = c;
        }
      }
      int sign = best.strength() > 0 ? best.sign() : bestCue.direction() * optSide.direction();
      String rule = best.strength() > 0 ? best.rule() : "assumed about the " + side(aboutCause) + ": " + bestCue.directionName();
      options.add(new QuestionReading.OptionReading(choices.get(i).label(), side(aboutCause), sign,
          List.of(bestCue.text() + ": " + Levels.signed(sign) + " (" + rule + ")")));
    }
    var given = new ArrayList<String>();
    int sign = stemDirection(st, sc, stemSide, optSide, given);
    if (sign == 0) {
      throw new Unreadable("no direction of the " + side(!aboutCause) + " (" + String.join(" ", stemSide.words()) + ") in the question");
    }
    return new QuestionReading("options-give-" + side(aboutCause), side(!aboutCause), sign, given, options);
  }

  private int stemDirection(List<Token> st, List<Cue> sc, Relation.Side side, Relation.Side other, List<String> given) {
    Contrast k = Contrast.find(st);
    if (k != null) {
      List<Amount> amounts = Amount.find(st);
      Amount now = k.comparedWith() ? null : Levels.amount(amounts, k.newFrom(), k.newTo());
      Amount before = Levels.amount(amounts, k.oldFrom(), k.oldTo());
      String frame = k.frame() + ": old '" + Token.join(st, k.oldFrom(), k.oldTo()) + "'"
          + (k.comparedWith() ? "" : ", new '" + Token.join(st, k.newFrom(), k.newTo()) + "'");
      if (now != null && before != null && now.countable(before) && now.base() != before.base() && side.direction() != 0) {
        int s = (int) Math.signum(now.base() - before.base()) * side.direction();
        given.add(frame + "; amounts " + before.value() + " → " + now.value() + ": " + Levels.signed(s));
        return s;
      }
      Levels.Level n = levels.of(sc, k.newFrom(), k.newTo(), k.oldFrom(), k.oldTo(), side, other, true);
      Levels.Level o = levels.of(sc, k.oldFrom(), k.oldTo(), side, other, true);
      int s = (int) Math.signum(n.vote() - o.vote());
      if (s != 0) {
        given.add(frame + "; new " + n.readings() + ", old " + o.readings() + ": " + Levels.signed(s));
        return s;
      }
      if (projection != null) {
        String newText = k.comparedWith()
            ? (Token.join(st, k.newFrom(), k.oldFrom()) + " " + Token.join(st, k.oldTo(), k.newTo())).strip()
            : Token.join(st, k.newFrom(), k.newTo());
        double pn = projection.toward(newText, side);
        double po = projection.toward(Token.join(st, k.oldFrom(), k.oldTo()), side);
        s = (int) Math.signum(pn - po);
        if (s != 0) {
          given.add(frame + "; projection on " + Projection.ends(side) + ": new " + fmt(pn) + ", old " + fmt(po) + ": " + Levels.signed(s));
          return s;
        }
      }
    }
    Levels.Level all = levels.of(sc, 0, st.size(), side, other, true);
    given.addAll(all.readings());
    return all.sign();
  }

  private QuestionReading worlds(List<Token> st, List<Cue> sc, List<Choice> choices, List<List<Token>> ot, List<List<Cue>> oc,
      Relation r) {
    int qFrom = lastSentence(st);
    PropertyMatcher.Alignment best = PropertyMatcher.Alignment.NONE;
    Cue asked = null;
    boolean aboutCause = false;
    for (Cue c : sc) {
      if (c.start() < qFrom) {
        continue;
      }
      PropertyMatcher.Alignment e = matcher.align(c, r.effect());
      PropertyMatcher.Alignment a = matcher.align(c, r.cause());
      if (Math.max(e.strength(), a.strength()) > best.strength()) {
        aboutCause = a.strength() > e.strength();
        best = aboutCause ? a : e;
        asked = c;
      }
    }
    if (asked == null) {
      for (Cue c : sc) {
        if (c.start() >= qFrom && c.direction() * r.effect().direction() != 0) {
          asked = c;
          best = new PropertyMatcher.Alignment(c.direction() * r.effect().direction(), 0, "assumed about the effect: " + c.directionName());
          break;
        }
      }
    }
    if (asked == null || best.sign() == 0) {
      throw new Unreadable("the question asks no direction of the statement's properties ('" + Token.join(st, qFrom, st.size()) + "')");
    }
    Relation.Side askedSide = aboutCause ? r.cause() : r.effect();
    Relation.Side worldSide = aboutCause ? r.effect() : r.cause();
    List<Amount> stemAmounts = Amount.find(st);
    int n = choices.size();
    double[] level = new double[n];
    Amount[] amount = new Amount[n];
    var readings = new ArrayList<List<String>>();
    var described = new ArrayList<String>();
    List<List<Clauses.Clause>> tracked = WorldTracker.track(st, qFrom, ot);
    for (int i = 0; i < n; i++) {
      var lines = new ArrayList<String>();
      described.add(choices.get(i).text());
      Levels.Level own = levels.of(oc.get(i), 0, ot.get(i).size(), worldSide, askedSide, true);
      lines.addAll(own.readings());
      amount[i] = Levels.amount(Amount.find(ot.get(i)), 0, ot.get(i).size());
      int at = WorldMentions.mention(st, ot, i);
      if (!tracked.get(i).isEmpty()) {
        double vote = own.vote();
        var texts = new ArrayList<String>();
        var there = new ArrayList<String>();
        for (Clauses.Clause c : tracked.get(i)) {
          Levels.Level l = levels.of(sc, c.from(), c.to(), worldSide, askedSide, true);
          texts.add(Token.join(st, c.from(), c.to()));
          there.addAll(l.readings());
          vote += l.vote();
          if (amount[i] == null) {
            amount[i] = Levels.amount(stemAmounts, c.from(), c.to());
          }
        }
        lines.add("described as '" + String.join(" … ", texts) + "'");
        lines.addAll(there);
        described.set(i, String.join(" ", texts) + " (" + choices.get(i).text() + ")");
        level[i] = vote;
      } else if (at >= 0) {
        int from = WorldMentions.segmentStart(st, at);
        int to = WorldMentions.segmentEnd(st, at);
        Levels.Level there = levels.of(sc, from, to, worldSide, askedSide, true);
        lines.add("described as '" + Token.join(st, from, to) + "'");
        described.set(i, Token.join(st, from, to) + " (" + choices.get(i).text() + ")");
        lines.addAll(there.readings());
        level[i] = own.vote() + there.vote();
        if (amount[i] == null) {
          amount[i] = Levels.amount(stemAmounts, from, to);
        }
      } else {
        level[i] = own.vote();
      }
      readings.add(lines);
    }
    boolean byAmount = worldSide.direction() != 0 && comparable(amount);
    if (!byAmount && projection != null && java.util.Arrays.stream(level).distinct().count() == 1) {
      for (int i = 0; i < n; i++) {
        String text = described.get(i);
        level[i] = projection.toward(text, worldSide);
        readings.get(i).add("projection of '" + text + "' on " + Projection.ends(worldSide) + ": " + fmt(level[i]));
      }
    }
    var options = new ArrayList<QuestionReading.OptionReading>();
    for (int i = 0; i < n; i++) {
      double mine = byAmount ? amount[i].base() : level[i];
      double others = 0;
      for (int j = 0; j < n; j++) {
        others += j == i ? 0 : (byAmount ? amount[j].base() : level[j]) / (n - 1);
      }
      int sign = (int) Math.signum(mine - others) * (byAmount ? worldSide.direction() : 1);
      var lines = new ArrayList<>(readings.get(i));
      if (byAmount) {
        lines.add("amount " + amount[i].value() + (amount[i].unit().isEmpty() ? "" : " " + amount[i].unit()) + ": " + Levels.signed(sign));
      }
      options.add(new QuestionReading.OptionReading(choices.get(i).label(), side(!aboutCause), sign, lines));
    }
    if (options.stream().allMatch(o -> o.sign() == 0)) {
      throw new Unreadable("the options' " + side(!aboutCause) + " (" + String.join(" ", worldSide.words()) + ") could not be compared");
    }
    return new QuestionReading("worlds", side(aboutCause), best.sign(),
        List.of(asked.text() + ": " + Levels.signed(best.sign()) + " (" + best.rule() + ")"), options);
  }

  private static boolean comparable(Amount[] amounts) {
    for (Amount a : amounts) {
      if (a == null || !a.comparable(amounts[0])) {
        return false;
      }
    }
    return amounts.length > 1;
  }

  /** The first token of the stem's last sentence (the question). */
  static int lastSentence(List<Token> st) {
    for (int i = st.size() - 2; i >= 0; i--) {
      if (st.get(i).text().matches("[.!?]")) {
        return i + 1;
      }
    }
    return 0;
  }

  private static String fmt(double x) {
    return String.format(java.util.Locale.ROOT, "%+.4f", x);
  }

  private static String side(boolean cause) {
    return cause ? "cause" : "effect";
  }
}
