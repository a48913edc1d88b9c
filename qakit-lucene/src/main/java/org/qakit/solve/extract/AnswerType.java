package org.qakit.solve.extract;

import java.util.Locale;

/**
 * The coarse answer types of the extractive solver: what a question asks for ({@link QuestionType})
 * and what a candidate span looks like ({@link SpanTyper}).
 */
public enum AnswerType {
  DATE,
  NUMBER,
  PERSON,
  PLACE,
  OTHER;

  /**
   * SQAD's own answer type ({@code a_type} in {@code 05metadata.txt}, the item's {@code
   * answer_type}) in these terms: {@code DATETIME} → DATE, {@code NUMERIC} → NUMBER, {@code
   * PERSON} → PERSON (the three seen in SQAD records), {@code LOCATION} → PLACE (assumed: the
   * SQAD type papers name a location class, its spelling in the files is unchecked), any other
   * value → OTHER; null (no annotation) → null.
   */
  public static AnswerType fromSqad(String aType) {
    if (aType == null) {
      return null;
    }
    return switch (aType.strip().toUpperCase(Locale.ROOT)) {
      case "DATETIME" -> DATE;
      case "NUMERIC" -> NUMBER;
      case "PERSON" -> PERSON;
      case "LOCATION" -> PLACE;
      default -> OTHER;
    };
  }
}
