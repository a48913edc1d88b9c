package org.qakit.serve.web;

import io.javalin.http.Context;
import org.qakit.serve.record.ExactDuplicate;

/**
 * The rule that a record whose question has exactly the content words of another record of the
 * project (similarity 1.00: the same word set, so Jaccard and the cosine of the word vectors are
 * both 1) is saved only when the form confirms it ({@code confirmDuplicate=yes}). Without that,
 * the form comes back unsaved, the copies named and a box to tick; a near-duplicate below 1.00 is
 * only listed on the record page. An edit that keeps the question as stored is not held again. The
 * check itself runs in the save's transaction ({@link ExactDuplicate}).
 */
final class DuplicateConfirmation {
  /** The form field that confirms a save despite an exact duplicate. */
  static final String FIELD = "confirmDuplicate";

  private DuplicateConfirmation() {}

  /** How a save from this form treats an exact duplicate: held unless the form confirmed it, or {@code check} is false (the question was not changed). */
  static ExactDuplicate.Rule rule(Context ctx, boolean check) {
    return check && !"yes".equals(Web.form(ctx, FIELD)) ? ExactDuplicate.Rule.HOLD : ExactDuplicate.Rule.ALLOW;
  }
}
