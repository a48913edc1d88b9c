package org.qakit;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.qakit.dataset.Samples;
import org.qakit.format.Format;
import org.qakit.format.Formats;

/** Fails when a registered component lacks what the conventions require of it. */
class RegistryCompletenessTest {
  static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

  @Test
  void everyFormatHasASampleADocsPageAndAContractTest() throws IOException {
    List<String> contractTests;
    try (var files = Files.walk(ROOT.resolve("qakit-core/src/test/java"))) {
      contractTests = files.filter(p -> p.toString().endsWith(".java")).map(RegistryCompletenessTest::read)
          .filter(s -> s.contains("extends FormatContractTest")).toList();
    }
    for (Format f : Formats.registry().all()) {
      assertThat(Samples.exists(f.id())).as("sample of %s", f.id()).isTrue();
      assertThat(ROOT.resolve("docs/datasets/" + f.id() + ".md")).as("docs page of %s", f.id()).isRegularFile();
      String constructor = "new " + f.getClass().getSimpleName() + "()";
      assertThat(contractTests).as("contract test of %s", f.id()).anySatisfy(s -> assertThat(s).contains(constructor));
    }
  }

  @Test
  void everyCheckHasATestThatRunsItAndARowInTheChecksPage() throws IOException {
    String tests;
    try (var files = Files.walk(ROOT.resolve("qakit-core/src/test/java/org/qakit/check"))) {
      tests = String.join("\n", files.filter(p -> p.toString().endsWith(".java")).map(RegistryCompletenessTest::read).toList());
    }
    String page = Files.readString(ROOT.resolve("docs/checks.md"));
    for (org.qakit.check.Check c : org.qakit.check.Checks.registry().all()) {
      assertThat(tests).as("a test of %s", c.id()).contains("new " + c.getClass().getSimpleName() + "()");
      assertThat(page).as("docs/checks.md row of %s", c.id()).contains("| `" + c.id() + "` |");
    }
  }

  private static String read(Path p) {
    try {
      return Files.readString(p);
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }
}
