package org.qakit.model;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * A candidate answer sentence (or document) of an answer-selection item.
 *
 * @param id the source's identifier, or null (then its position identifies it)
 * @param text the sentence
 * @param label 1 if it answers the question, 0 if not, {@link #UNLABELLED} when the source gives
 *     no label (a test file to be submitted); metrics refuse unlabelled candidates
 */
public record Candidate(String id, String text, @JsonProperty(required = true) int label) {
  /** The label of a candidate whose file carries no label. */
  public static final int UNLABELLED = -1;

  public Candidate {
    if (text == null) {
      throw new IllegalArgumentException("candidate '" + id + "': text must not be null");
    }
    if (label != 0 && label != 1 && label != UNLABELLED) {
      throw new IllegalArgumentException(
          "candidate '" + id + "': expected label 0 or 1 (or unlabelled), found " + label);
    }
    id = Checks.optional(id);
  }

  public boolean labelled() {
    return label != UNLABELLED;
  }

  public boolean positive() {
    return label == 1;
  }
}
