package org.qakit.solve.extract;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;
import org.qakit.dataset.Dataset;
import org.qakit.dataset.Samples;
import org.qakit.format.Formats;
import org.qakit.format.ReadOptions;
import org.qakit.model.ExtractionItem;

/** The extraction fixtures (src/test/resources/qakit/extract, see its README) and the shipped samples, read. */
public final class Fixtures {
  private Fixtures() {}

  /** The Czech SQAD-layout fixture folder (7 records on 2 articles). */
  public static Path sqadFixture() {
    return resource("/qakit/extract/sqad");
  }

  /** The English SciQ-layout fixture file (5 questions). */
  public static Path sciqFixture() {
    return resource("/qakit/extract/sciq/fixture.json");
  }

  public static Dataset read(String format, String view, List<Path> paths) {
    try {
      return Formats.get(format).read(paths, new ReadOptions(false, view));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The extraction items of a format's shipped sample, copied into {@code dir}. */
  public static List<ExtractionItem> sample(String format, String view, Path dir) throws IOException {
    return extraction(read(format, view, Samples.materialize(format, dir)));
  }

  public static List<ExtractionItem> extraction(Dataset d) {
    return d.items().stream().map(ExtractionItem.class::cast).toList();
  }

  private static Path resource(String name) {
    try {
      return Path.of(Fixtures.class.getResource(name).toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }
}
