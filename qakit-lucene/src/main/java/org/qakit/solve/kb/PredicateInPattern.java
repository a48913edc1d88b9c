package org.qakit.solve.kb;

/** 1 when the whole predicate occurs in the question pattern ({@code 的出版社是哪个} holds 出版社), else 0. */
public record PredicateInPattern() implements PredicateFeature {
  @Override
  public String name() {
    return "verbatim";
  }

  @Override
  public double value(QuestionPattern pattern, String predicate) {
    return !predicate.isEmpty() && pattern.text().contains(predicate) ? 1 : 0;
  }
}
