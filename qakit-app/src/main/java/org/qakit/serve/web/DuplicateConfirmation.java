package org.qakit.serve.web;

import io.javalin.http.Context;
import java.util.List;
import org.qakit.serve.record.NearDuplicates;
import org.qakit.serve.record.Records;

/**
 * The rule that a record whose question has exactly the content words of another record of the
 * project (similarity 1.00: the same word set, so Jaccard and the cosine of the word vectors are
 * both 1) is saved only when the form confirms it ({@code confirmDuplicate=yes}). Without that,
 * the form comes back unsaved, the copies named and a box to tick; a near-duplicate below 1.00 is
 * only listed on the record page. An edit that keeps the question as stored is not held again.
 */
final class DuplicateConfirmation {
  /** The form field that confirms a save despite an exact duplicate. */
  static final String FIELD = "confirmDuplicate";

  private DuplicateConfirmation() {}

  /** The records whose question has the same content words as {@code question}, unless the form confirmed saving anyway; empty means save. */
  static List<NearDuplicates.Match> unconfirmed(Context ctx, Records records, long projectId, long recordId, String question) {
    if ("yes".equals(Web.form(ctx, FIELD))) {
      return List.of();
    }
    return records.nearDuplicates(projectId, recordId, question).stream().filter(m -> m.similarity() >= 1.0).toList();
  }
}
