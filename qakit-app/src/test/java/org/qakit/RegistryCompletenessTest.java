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

  private static String read(Path p) {
    try {
      return Files.readString(p);
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }
}
