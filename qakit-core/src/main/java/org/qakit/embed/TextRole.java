package org.qakit.embed;

/**
 * What a text is to an asymmetric retrieval model: a query gets the model's query instruction
 * (the model's query prefix) in front; a passage (a candidate sentence, a knowledge
 * sentence, an answer option) is encoded as it is.
 */
public enum TextRole {
  QUERY,
  PASSAGE
}
