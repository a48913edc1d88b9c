package org.qakit.train;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import ai.djl.ndarray.NDManager;
import com.fasterxml.jackson.annotation.JsonInclude;
import org.qakit.encode.ModelException;
import org.qakit.encode.TextTokenizer;
import org.qakit.train.bert.Bert;
import org.qakit.train.bert.BertConfig;
import org.qakit.train.bert.Parameters;
import org.qakit.train.span.SpanSettings;

/**
 * A fine-tuned model on disk, whatever its head (pair, choice or span): {@code config.json} (the head, the BERT shape, the maximum
 * length, the base model and a reference to its tokenizer: the class-path resource and its
 * SHA-256, checked on load) and {@code weights.ndlist} (every parameter by name, DJL's NDList
 * encoding). The tokenizer is not copied: it ships in the base model's jar.
 */
public final class PairModelFolder {
  /** The config file of a model folder. */
  public static final String CONFIG = "config.json";
  private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  private PairModelFolder() {}

  /**
   * What a folder says about its model.
   *
   * @param head the head's id ({@code pair} or {@code choice})
   * @param baseModel the registered base model it was fine-tuned from
   * @param bert the encoder's shape
   * @param maxLength the most tokens per pair
   * @param tokenizerResource the class-path resource of the tokenizer.json
   * @param tokenizerSha256 its SHA-256
   * @param itemKnowledge choice head: whether items' stored knowledge was read (null for pair)
   * @param span span head: its windows and answer length limit (absent for the other heads)
   * @param optionPassages choice head: passages retrieved per option ({@link ChoiceKnowledge}'s
   *     per-option layout); absent for the per-item layout and the other heads
   */
  public record Config(String head, String baseModel, BertConfig bert, int maxLength, String tokenizerResource,
      String tokenizerSha256, Boolean itemKnowledge, @JsonInclude(JsonInclude.Include.NON_NULL) SpanSettings span,
      @JsonInclude(JsonInclude.Include.NON_NULL) Integer optionPassages) {

    /** A pair head's config, or a choice head's in the per-item layout. */
    public Config(String head, String baseModel, BertConfig bert, int maxLength, String tokenizerResource, String tokenizerSha256,
        Boolean itemKnowledge) {
      this(head, baseModel, bert, maxLength, tokenizerResource, tokenizerSha256, itemKnowledge, null, null);
    }

    /** Passages per option the choice head was trained with; 0 for the per-item layout. */
    public int perOption() {
      return optionPassages == null ? 0 : optionPassages;
    }
  }

  /** The weights file of a model folder (and of a checkpoint). */
  public static final String WEIGHTS = Checkpoint.WEIGHTS;

  /** Writes the model (and the config) into {@code dir}, creating it. */
  public static void save(Path dir, Config config, Parameters params) {
    try {
      Files.createDirectories(dir);
      JSON.writeValue(dir.resolve(CONFIG).toFile(), config);
      try (OutputStream out = Files.newOutputStream(dir.resolve(Checkpoint.WEIGHTS))) {
        params.save(out);
      }
    } catch (IOException e) {
      throw new UncheckedIOException("model folder " + dir + ": cannot write: " + e.getMessage(), e);
    }
  }

  /** Reads a folder's config and checks that it holds {@code head}; an error says which solver fits it. */
  public static Config config(Path dir, Head head) {
    Config c = config(dir);
    if (!head.id().equals(c.head())) {
      throw new ModelException("model folder " + dir + ": holds a " + c.head() + " head, expected " + head.id() + " (the "
          + head.solver() + " solver reads folders of qakit train --head " + head.id() + ")");
    }
    return c;
  }

  /** Reads a folder's config; an error names the folder and what is missing. */
  public static Config config(Path dir) {
    Path file = dir.resolve(CONFIG);
    if (!Files.isRegularFile(file)) {
      throw new ModelException("model folder " + dir + ": no " + CONFIG + "; expected a folder written by qakit train");
    }
    try {
      return JSON.readValue(file.toFile(), Config.class);
    } catch (IOException e) {
      throw new ModelException("model folder " + dir + ": " + CONFIG + " is not a pair-model config: " + e.getMessage(), e);
    }
  }

  /**
   * Opens the model in {@code dir} into {@code manager}.
   *
   * @return the scorer; its tokenizer is the caller's to close
   */
  public static PairScorer load(Path dir, NDManager manager) {
    return load(dir, manager, config(dir).maxLength());
  }

  /**
   * Opens the model in {@code dir} into {@code manager}, its tokenizer truncating at {@code
   * maxLength} tokens (continued fine-tuning may use another length than the parent's).
   */
  public static PairScorer load(Path dir, NDManager manager, int maxLength) {
    Config config = config(dir);
    if (maxLength > config.bert().maxPositions()) {
      throw new IllegalArgumentException("model folder " + dir + ": max length " + maxLength + " exceeds its "
          + config.bert().maxPositions() + " positions");
    }
    byte[] tokenizer = tokenizerBytes(config, dir);
    Bert bert = bert(dir, config, manager);
    var tok = new TextTokenizer(tokenizer, maxLength, "model folder " + dir);
    return new PairScorer(dir.getFileName().toString(), bert, tok);
  }

  /** The folder's BERT, its head's parameters among the encoder's, read into {@code manager}. */
  public static Bert bert(Path dir, Config config, NDManager manager) {
    try (InputStream in = Files.newInputStream(dir.resolve(Checkpoint.WEIGHTS))) {
      return new Bert(config.bert(), Parameters.load(manager, in));
    } catch (IOException e) {
      throw new UncheckedIOException("model folder " + dir + ": cannot read " + Checkpoint.WEIGHTS + ": " + e.getMessage(), e);
    }
  }

  /** The folder's tokenizer.json, read from the class path and checked against the SHA-256 the config records. */
  public static byte[] tokenizerBytes(Config config, Path dir) {
    try (InputStream in = PairModelFolder.class.getClassLoader().getResourceAsStream(config.tokenizerResource())) {
      if (in == null) {
        throw new ModelException("model folder " + dir + ": its tokenizer " + config.tokenizerResource()
            + " is not on the class path (it ships in the jar of base model " + config.baseModel() + ")");
      }
      byte[] bytes = in.readAllBytes();
      String sha = Sha256.hex(bytes);
      if (!sha.equals(config.tokenizerSha256())) {
        throw new ModelException("model folder " + dir + ": tokenizer " + config.tokenizerResource() + " has SHA-256 " + sha
            + ", the model was trained with " + config.tokenizerSha256());
      }
      return bytes;
    } catch (IOException e) {
      throw new UncheckedIOException("model folder " + dir + ": cannot read its tokenizer: " + e.getMessage(), e);
    }
  }
}
