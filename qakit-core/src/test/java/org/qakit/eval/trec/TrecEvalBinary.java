package org.qakit.eval.trec;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/**
 * A real trec_eval to compare with: the Linux build of trec_eval 9.0.4 that Maven Central's
 * {@code uk.ac.gla.dcs.terrierteam:jtreceval:0.0.5} bundles (a test dependency), or the binary the
 * system property {@code qakit.trec_eval} names (e.g. a trec_eval 9.0.8 built from NIST's
 * sources). Tests that need it are skipped on machines it cannot run on.
 */
final class TrecEvalBinary {
  private static Path binary;

  /** What one trec_eval run printed. */
  record Output(int exit, String out, String err) {}

  private TrecEvalBinary() {}

  /** The binary, extracted once per test run; skips the calling test where there is none for this machine. */
  static synchronized Path path() {
    String given = System.getProperty("qakit.trec_eval", "");
    if (!given.isBlank()) {
      return Path.of(given);
    }
    if (binary == null) {
      String os = System.getProperty("os.name").toLowerCase(Locale.ROOT);
      String arch = System.getProperty("os.arch");
      assumeTrue(os.contains("linux") && (arch.equals("amd64") || arch.equals("x86_64")),
          "jtreceval bundles a trec_eval binary for Linux amd64; this is " + os + " " + arch);
      try (InputStream in = TrecEvalBinary.class.getResourceAsStream("/trec_eval-linux-amd64")) {
        assumeTrue(in != null, "uk.ac.gla.dcs.terrierteam:jtreceval is not on the test classpath");
        Path dir = Files.createTempDirectory("qakit-trec_eval");
        Path exe = dir.resolve("trec_eval");
        Files.copy(in, exe, StandardCopyOption.REPLACE_EXISTING);
        assumeTrue(exe.toFile().setExecutable(true), "cannot make " + exe + " executable");
        exe.toFile().deleteOnExit();
        dir.toFile().deleteOnExit();
        binary = exe;
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return binary;
  }

  /** The version line trec_eval prints for {@code -v}, e.g. {@code trec_eval version 9.0.4}. */
  static String version() {
    return run(List.of("-v")).err().strip();
  }

  /** Runs {@code trec_eval ARGS}. */
  static Output run(List<String> args) {
    var command = new ArrayList<String>();
    command.add(path().toString());
    command.addAll(args);
    try {
      Process p = new ProcessBuilder(command).redirectErrorStream(false).start();
      p.getOutputStream().close();
      // outputs are small: read stdout, then stderr
      String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
      if (!p.waitFor(60, TimeUnit.SECONDS)) {
        p.destroyForcibly();
        throw new IllegalStateException("trec_eval did not finish in 60 s: " + command);
      }
      return new Output(p.exitValue(), out, err);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }
}
