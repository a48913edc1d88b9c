package org.qakit.encode;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Properties;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * The bytes of a registered model's ONNX graph and tokenizer, read from the class path, and a
 * fingerprint of both (SHA-256 over the two files) that the embedding cache and the training card
 * record, so vectors of another build of the model are never mixed in. A missing resource is a
 * {@link ModelException} that names the model and the jar to add.
 *
 * <p>The fingerprint is worked out only when asked for, and once per JVM for a model read from the
 * class path (its resources cannot change while the JVM runs): hashing a 90 MB graph took 0.07 s of
 * CPU on a JVM that compiles with C2, but 0.8 s on one that stops at C1 (no SHA intrinsic there),
 * and most readers (onnxruntime sessions, fine-tuned scoring) never need it.
 */
public final class ModelFiles {
  /** Fingerprints of the class path's models, by their resources' names. */
  private static final Map<String, String> CLASS_PATH_FINGERPRINTS = new ConcurrentHashMap<>();
  private final ModelSpec model;
  private final byte[] onnx;
  private final byte[] tokenizer;
  /** The fingerprint given to {@link #of}, or null for files read from the class path. */
  private final String given;

  private ModelFiles(ModelSpec model, byte[] onnx, byte[] tokenizer, String given) {
    this.model = Objects.requireNonNull(model, "model");
    this.onnx = Objects.requireNonNull(onnx, "onnx");
    this.tokenizer = Objects.requireNonNull(tokenizer, "tokenizer");
    this.given = given;
  }

  /**
   * Files read elsewhere, with their fingerprint.
   *
   * @param model the registry entry
   * @param onnx the ONNX graph
   * @param tokenizer the tokenizer.json
   * @param fingerprint what {@link #fingerprint()} returns
   */
  public static ModelFiles of(ModelSpec model, byte[] onnx, byte[] tokenizer, String fingerprint) {
    return new ModelFiles(model, onnx, tokenizer, Objects.requireNonNull(fingerprint, "fingerprint"));
  }

  /** Reads the files of {@code model} from the class path. */
  public static ModelFiles load(ModelSpec model) {
    return new ModelFiles(model, resource(model, model.onnxResource()), resource(model, model.tokenizerResource()), null);
  }

  /** The registry entry. */
  public ModelSpec model() {
    return model;
  }

  /** The ONNX graph's bytes. */
  public byte[] onnx() {
    return onnx;
  }

  /** The tokenizer.json's bytes. */
  public byte[] tokenizer() {
    return tokenizer;
  }

  /** Hex SHA-256 of the graph followed by the tokenizer. */
  public String fingerprint() {
    return given != null ? given : CLASS_PATH_FINGERPRINTS.computeIfAbsent(key(model), k -> fingerprint(onnx, tokenizer));
  }

  /**
   * {@link #fingerprint()} for an object that outlives these bytes: it holds none of them, and
   * reads the class path's files again only if the fingerprint is asked for and not yet known.
   */
  public Supplier<String> fingerprintLater() {
    if (given != null) {
      String fingerprint = given;
      return () -> fingerprint;
    }
    ModelSpec spec = model;
    return () -> CLASS_PATH_FINGERPRINTS.computeIfAbsent(key(spec),
        k -> fingerprint(resource(spec, spec.onnxResource()), resource(spec, spec.tokenizerResource())));
  }

  private static String key(ModelSpec model) {
    return model.onnxResource() + "\n" + model.tokenizerResource();
  }

  /** Reads only the tokenizer.json of {@code model} (cheap: checks that need tokens, before the weights are read). */
  public static byte[] tokenizer(ModelSpec model) {
    return resource(model, model.tokenizerResource());
  }

  /** The version of the jar that carries {@code model} (from its Maven metadata), if it is on the class path. */
  public static Optional<String> jarVersion(ModelSpec model) {
    String artifactId = model.artifact().substring(model.artifact().indexOf(':') + 1);
    String groupId = model.artifact().substring(0, model.artifact().indexOf(':'));
    try (InputStream in = loader().getResourceAsStream("META-INF/maven/" + groupId + "/" + artifactId + "/pom.properties")) {
      if (in == null) {
        return Optional.empty();
      }
      var p = new Properties();
      p.load(in);
      return Optional.ofNullable(p.getProperty("version"));
    } catch (IOException e) {
      return Optional.empty();
    }
  }

  /** Whether both files of {@code model} are on the class path (without reading them). */
  public static boolean available(ModelSpec model) {
    return loader().getResource(model.onnxResource()) != null && loader().getResource(model.tokenizerResource()) != null;
  }

  static String fingerprint(byte[]... parts) {
    try {
      var sha = MessageDigest.getInstance("SHA-256");
      for (byte[] p : parts) {
        sha.update(p);
      }
      return HexFormat.of().formatHex(sha.digest());
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("the JDK lacks SHA-256", e);
    }
  }

  private static byte[] resource(ModelSpec model, String name) {
    try (InputStream in = loader().getResourceAsStream(name)) {
      if (in == null) {
        throw new ModelException("model " + model.id() + ": " + name + " is not on the class path; the jar "
            + model.artifact() + " (version in qakit's parent POM) must be on it");
      }
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException("model " + model.id() + ": cannot read " + name + ": " + e.getMessage(), e);
    }
  }

  private static ClassLoader loader() {
    return ModelFiles.class.getClassLoader();
  }
}
