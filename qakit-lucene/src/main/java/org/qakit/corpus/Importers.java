package org.qakit.corpus;

import java.util.List;
import org.qakit.registry.Registry;

/** The registry of corpus importers: one line per importer, in the order {@code qakit list importers} prints. */
public final class Importers {
  private static final Registry<CorpusImporter> REGISTRY =
      new Registry<>("corpus importer", List.of(
              new PlainTextImporter(),
              new JsonlImporter(),
              new DocumentsImporter(),
              new WordNetImporter(),
              new GcideImporter(),
              new GkmcEvidenceImporter(),
              new GkmcEvidenceSentencesImporter(),
              new QuartzKnowledgeImporter(),
              new SciqSupportImporter(),
              new SqadArticlesImporter()));

  private Importers() {}

  public static Registry<CorpusImporter> registry() {
    return REGISTRY;
  }

  public static CorpusImporter get(String id) {
    return REGISTRY.get(id);
  }
}
