package org.qakit.eval.metric;

import java.util.Collection;
import java.util.List;
import org.qakit.model.Item;
import org.qakit.model.ItemKind;
import org.qakit.model.KbQuestionItem;
import org.qakit.model.Triple;
import org.qakit.solve.Prediction;

/**
 * Where a knowledge-base answer went wrong: whether the triple a prediction names ({@link
 * Prediction.Answers#triple}) has the gold triple's subject ({@code kbqa-entity-acc}, entity
 * linking) or its predicate ({@code kbqa-predicate-acc}, predicate matching). Strings are compared
 * after {@link KbqaAnswers#normalize} (NFKC, lower-cased, white space removed), so {@code 民 族}
 * matches {@code 民族}.
 *
 * <pre>entity-acc = 1/|Q| Σ_i [norm(ŝ_i) = norm(s_i)],   predicate-acc = 1/|Q| Σ_i [norm(p̂_i) = norm(p_i)]</pre>
 *
 * <p>A prediction without a triple scores 0. The two are independent: a right predicate of the
 * wrong subject counts for predicate accuracy (it shows the pattern was understood). Applies when
 * some item has a gold triple and some prediction names a triple; an item without a gold triple
 * is an error when the metric is asked for explicitly. Not an NLPCC measure: a diagnostic.
 */
public final class KbqaTripleDiagnostic implements DiagnosticMetric {
  /** The part of the triple compared. */
  public enum Part { SUBJECT, PREDICATE }

  private final Part part;

  public KbqaTripleDiagnostic(Part part) {
    if (part == null) {
      throw new IllegalArgumentException("kbqa diagnostic: part must not be null");
    }
    this.part = part;
  }

  @Override
  public String id() {
    return part == Part.SUBJECT ? "kbqa-entity-acc" : "kbqa-predicate-acc";
  }

  @Override
  public String description() {
    return "knowledge-base QA diagnostic: 1 when the triple the prediction names has the gold triple's "
        + (part == Part.SUBJECT ? "subject (entity linking)" : "predicate (predicate matching)") + ", normalised as kbqa-f1; else 0";
  }

  @Override
  public ItemKind kind() {
    return ItemKind.KB_QUESTION;
  }

  @Override
  public boolean applies(List<? extends Item> items, Collection<Prediction> predictions) {
    return items.stream().anyMatch(i -> i instanceof KbQuestionItem k && k.triple() != null)
        && predictions.stream().anyMatch(p -> p instanceof Prediction.Answers a && a.triple() != null);
  }

  @Override
  public double score(Item item, Prediction prediction) {
    var k = (KbQuestionItem) item;
    Predictions.answers(k.id(), prediction);
    if (k.triple() == null) {
      throw new IllegalArgumentException("item '" + k.id() + "': " + id() + " needs a gold triple, and the item has none");
    }
    Triple predicted = ((Prediction.Answers) prediction).triple();
    if (predicted == null) {
      return 0;
    }
    return part == Part.SUBJECT
        ? same(predicted.subject(), k.triple().subject())
        : same(predicted.predicate(), k.triple().predicate());
  }

  private static double same(String a, String b) {
    return KbqaAnswers.normalize(a).equals(KbqaAnswers.normalize(b)) ? 1 : 0;
  }
}
