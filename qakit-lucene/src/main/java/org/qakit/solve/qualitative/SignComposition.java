package org.qakit.solve.qualitative;

import java.util.ArrayList;
import java.util.List;

/**
 * Composes the signs of a {@link QuestionReading} into a decision. The relation says: the cause
 * moving the way of the statement's cause cue goes with the effect moving the way of its effect
 * cue. Signs in a reading are relative to those cues, so for each option
 *
 * <pre>
 * consistency(o) = givenSign × sign(o)     (+1: the option agrees with the statement, -1: it contradicts it, 0: unknown)
 * </pre>
 *
 * (for absolute directions this is cause direction × effect direction × the relation's sign, the
 * relation's sign being the product of its two cue directions). The answer is the one option with
 * the highest consistency (an unknown 0 beats a contradicting -1); when several share it (both 0,
 * or both +1) there is no answer.
 *
 * @param consistency one value per option, in choice order
 * @param answer the index of the answer, or -1 when there is none
 */
public record SignComposition(List<Integer> consistency, int answer) {
  public SignComposition {
    consistency = List.copyOf(consistency);
  }

  /** The composition of a reading's signs. */
  public static SignComposition of(QuestionReading reading) {
    var values = new ArrayList<Integer>();
    int best = Integer.MIN_VALUE;
    int answer = -1;
    for (QuestionReading.OptionReading o : reading.options()) {
      int c = reading.givenSign() * o.sign();
      values.add(c);
      if (c > best) {
        best = c;
        answer = values.size() - 1;
      } else if (c == best) {
        answer = -1;
      }
    }
    return new SignComposition(values, answer);
  }
}
