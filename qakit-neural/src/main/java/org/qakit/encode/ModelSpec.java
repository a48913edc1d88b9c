package org.qakit.encode;

import org.qakit.embed.TextRole;
import java.util.Locale;
import java.util.Objects;
import org.qakit.registry.Component;
import org.qakit.text.Language;

/**
 * A registered bi-encoder: where its ONNX graph and tokenizer lie on the class path, how token
 * vectors become a text vector, and what its output must look like. {@link OnnxEncoder} checks
 * the graph against this entry when it opens the model.
 *
 * @param id the stable id used on the command line, e.g. {@code bge-small-en-v15-q}
 * @param name the model and its ONNX conversion, for people
 * @param language the language it was trained for
 * @param artifact the Maven artifact (group:artifact) whose jar carries the files
 * @param onnxResource class-path resource of the ONNX graph
 * @param tokenizerResource class-path resource of the Hugging Face {@code tokenizer.json}
 * @param pooling how the last hidden state becomes one vector
 * @param normalize whether vectors are L2-normalised (then dot product = cosine)
 * @param maxLength the most tokens a text may have, special tokens included; longer texts are
 *     truncated (and counted)
 * @param queryPrefix the instruction put before a query ({@link TextRole#QUERY}); empty for none
 * @param dimension the length of the hidden state and so of every vector
 * @param licence the licence of the model weights (SPDX id) as stated by the original model card
 */
public record ModelSpec(
    String id,
    String name,
    Language language,
    String artifact,
    String onnxResource,
    String tokenizerResource,
    Pooling pooling,
    boolean normalize,
    int maxLength,
    String queryPrefix,
    int dimension,
    String licence)
    implements Component {

  public ModelSpec {
    if (id == null || !id.matches("[a-z0-9][a-z0-9.-]*")) {
      throw new IllegalArgumentException("model id: expected lower-case letters, digits, '.' and '-', found '" + id + "'");
    }
    for (var field : new String[][] {{"name", name}, {"artifact", artifact}, {"onnxResource", onnxResource},
        {"tokenizerResource", tokenizerResource}, {"licence", licence}}) {
      if (field[1] == null || field[1].isBlank()) {
        throw new IllegalArgumentException("model " + id + ": " + field[0] + " is empty");
      }
    }
    Objects.requireNonNull(language, "language");
    Objects.requireNonNull(pooling, "pooling");
    Objects.requireNonNull(queryPrefix, "queryPrefix (use \"\" for none)");
    if (maxLength < 2) {
      throw new IllegalArgumentException("model " + id + ": max length must leave room for [CLS] and [SEP], found " + maxLength);
    }
    if (dimension < 1) {
      throw new IllegalArgumentException("model " + id + ": dimension must be at least 1, found " + dimension);
    }
  }

  /** The exact string the model reads for {@code text} in {@code role}; the embedding cache is keyed by it. */
  public String input(String text, TextRole role) {
    if (text == null) {
      throw new IllegalArgumentException("model " + id + ": cannot encode a null text");
    }
    return role == TextRole.QUERY ? queryPrefix + text : text;
  }

  /** A copy that states another dimension (tests use it to check the shape check). */
  public ModelSpec withDimension(int otherDimension) {
    return new ModelSpec(id, name, language, artifact, onnxResource, tokenizerResource, pooling, normalize,
        maxLength, queryPrefix, otherDimension, licence);
  }

  /** A copy with another pooling (tests compare poolings on one graph). */
  public ModelSpec withPooling(Pooling other) {
    return new ModelSpec(id, name, language, artifact, onnxResource, tokenizerResource, other, normalize,
        maxLength, queryPrefix, dimension, licence);
  }

  @Override
  public String description() {
    return String.format(Locale.ROOT, "%s, from %s; %s, %d dimensions, %s pooling%s, at most %d tokens; %s; weights %s.",
        name, artifact, language.code(), dimension, pooling.id(), normalize ? ", L2-normalised" : "", maxLength,
        queryPrefix.isEmpty() ? "no query prefix" : "queries get \"" + queryPrefix + "\"", licence);
  }
}
