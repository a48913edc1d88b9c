package org.qakit.format;

import java.util.List;
import org.qakit.format.arc.ArcFormat;
import org.qakit.format.jsonl.QakitJsonlFormat;
import org.qakit.format.sqad.SqadFormat;
import org.qakit.registry.Registry;

/** The registry of dataset formats: one line per format, in the order {@code qakit list formats} prints. */
public final class Formats {
  private static final Registry<Format> REGISTRY =
      new Registry<>(
          "format",
          List.of(
              new ArcFormat(),
              new SqadFormat(),
              new QakitJsonlFormat()));

  private Formats() {}

  public static Registry<Format> registry() {
    return REGISTRY;
  }

  public static Format get(String id) {
    return REGISTRY.get(id);
  }
}
