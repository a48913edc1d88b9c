package org.qakit.format;

import java.util.List;
import org.qakit.format.arc.ArcFormat;
import org.qakit.format.geotsqa.GeoTsqaFormat;
import org.qakit.format.gkmc.GkmcFormat;
import org.qakit.format.jsonl.QakitJsonlFormat;
import org.qakit.format.mcql.McqlFormat;
import org.qakit.format.nlpcc.NlpccDbqaFormat;
import org.qakit.format.nlpcc.NlpccKbqaFormat;
import org.qakit.format.quartz.QuartzFormat;
import org.qakit.format.sciq.SciqFormat;
import org.qakit.format.sqad.SqadFormat;
import org.qakit.format.wikiqa.WikiQaFormat;
import org.qakit.registry.Registry;

/** The registry of dataset formats: one line per format, in the order {@code qakit list formats} prints. */
public final class Formats {
  private static final Registry<Format> REGISTRY =
      new Registry<>(
          "format",
          List.of(
              new GkmcFormat(),
              new GeoTsqaFormat(),
              new NlpccDbqaFormat(),
              new NlpccKbqaFormat(),
              new QuartzFormat(),
              new SqadFormat(),
              new SciqFormat(),
              new ArcFormat(),
              new WikiQaFormat(),
              new McqlFormat(),
              new QakitJsonlFormat()));

  private Formats() {}

  public static Registry<Format> registry() {
    return REGISTRY;
  }

  public static Format get(String id) {
    return REGISTRY.get(id);
  }
}
