package org.qakit.czech;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;
import org.qakit.dataset.Dataset;
import org.qakit.solve.extract.Fixtures;

/** The Czech SQAD v3 fixture (src/test/resources/qakit/czech, see its README), read in a view. */
final class CzechFixtures {
  private CzechFixtures() {}

  static Path folder() {
    try {
      return Path.of(CzechFixtures.class.getResource("/qakit/czech/sqad").toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  static Dataset read(String view) {
    return Fixtures.read("sqad", view, List.of(folder()));
  }
}
