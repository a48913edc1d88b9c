package org.qakit.index;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/** The qakit version these classes were built as (from the Maven project, recorded in each index). */
public final class QakitVersion {
  private static final String VERSION = load();

  private QakitVersion() {}

  public static String get() {
    return VERSION;
  }

  private static String load() {
    try (InputStream in = QakitVersion.class.getResourceAsStream("qakit-version.properties")) {
      if (in == null) {
        return "unknown";
      }
      Properties p = new Properties();
      p.load(in);
      return p.getProperty("qakit.version", "unknown");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
