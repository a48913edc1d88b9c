package org.qakit.encode;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Optional;
import java.util.Properties;

/**
 * The bytes of a registered model's ONNX graph and tokenizer, read from the class path, and a
 * fingerprint of both (SHA-256 over the two files) that the embedding cache records, so vectors of
 * another build of the model are never mixed in. A missing resource is a {@link ModelException}
 * that names the model and the jar to add.
 *
 * @param model the registry entry
 * @param onnx the ONNX graph
 * @param tokenizer the tokenizer.json
 * @param fingerprint hex SHA-256 of the graph followed by the tokenizer
 */
public record ModelFiles(ModelSpec model, byte[] onnx, byte[] tokenizer, String fingerprint) {

  /** Reads the files of {@code model} from the class path. */
  public static ModelFiles load(ModelSpec model) {
    byte[] onnx = resource(model, model.onnxResource());
    byte[] tokenizer = resource(model, model.tokenizerResource());
    return new ModelFiles(model, onnx, tokenizer, fingerprint(onnx, tokenizer));
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
