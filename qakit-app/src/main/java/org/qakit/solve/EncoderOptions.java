package org.qakit.solve;

import java.nio.file.Path;
import org.qakit.encode.CachedEncoder;
import org.qakit.encode.Encoder;
import org.qakit.encode.EncoderConfig;
import org.qakit.encode.Models;
import org.qakit.encode.OnnxEncoder;
import org.qakit.text.Language;

/**
 * Which bi-encoder a command or a regression file asked for, and where its vectors are cached.
 * One home for opening an encoder by id, so that {@code index build --encoder}, the embedding
 * solvers and the ranker's embedding features all open it the same way.
 *
 * @param model a registered model id ({@code qakit list models}), never null
 * @param cache the embedding-cache folder, or {@code null} for no cache (every text is encoded)
 */
public record EncoderOptions(String model, Path cache) {

  /** The cache folder used when none is given: {@code $XDG_CACHE_HOME/qakit/embeddings}, else {@code ~/.cache/qakit/embeddings}. */
  public static Path defaultCache() {
    String xdg = System.getenv("XDG_CACHE_HOME");
    Path base = xdg != null && !xdg.isBlank() ? Path.of(xdg) : Path.of(System.getProperty("user.home"), ".cache");
    return base.resolve("qakit").resolve("embeddings");
  }

  public EncoderOptions {
    if (model == null || model.isBlank()) {
      throw new IllegalArgumentException("an encoder needs a model id (`qakit list models`)");
    }
    Models.registry().get(model); // an unknown id fails here, with the close matches
  }

  /**
   * Refuses a model trained for another language than {@code languageCode} (given by {@code
   * option}, e.g. {@code --lang}): bge-small-zh on English text gives vectors that rank nothing
   * well. The message names the models that do read the language.
   */
  public void checkLanguage(String languageCode, String option) {
    Language language = Language.of(languageCode);
    Language reads = Models.registry().get(model).language();
    if (reads == language) {
      return;
    }
    var fitting = Models.registry().all().stream().filter(m -> m.language() == language).map(m -> m.id()).toList();
    throw new IllegalArgumentException("--encoder " + model + " reads " + reads.code() + ", but " + option + " is "
        + language.code() + ": " + (fitting.isEmpty() ? "no registered model reads " + language.code()
            : "use " + String.join(" or ", fitting)) + " (`qakit list models`)");
  }

  /** Opens the model (checked against the registry) with the default threads, behind the cache when one is set. */
  public Encoder open() {
    var spec = Models.registry().get(model);
    return cache == null ? OnnxEncoder.open(spec, EncoderConfig.DEFAULT) : CachedEncoder.open(spec, EncoderConfig.DEFAULT, cache);
  }
}
