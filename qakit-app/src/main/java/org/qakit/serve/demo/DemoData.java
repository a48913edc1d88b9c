package org.qakit.serve.demo;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.qakit.dataset.Samples;
import org.qakit.serve.Services;
import org.qakit.serve.auth.Account;
import org.qakit.serve.auth.Role;
import org.qakit.serve.project.Project;
import org.qakit.serve.project.ProjectKind;
import org.qakit.text.Language;

/**
 * What {@code qakit serve --demo} puts into an empty database: three accounts with the password
 * {@value #PASSWORD} ({@code demo}: admin, {@code annotator}, {@code auditor}; shorter than the
 * password policy allows, so it signs in only while the server runs with {@code --demo}) and one project per
 * kind filled from the samples qakit ships (SQAD records in Czech, NLPCC DBQA questions and GKMC
 * scenarios in Chinese), imported through the same path as an uploaded file, and four diagram
 * description templates in three categories.
 */
public final class DemoData {
  /** The demo accounts' password. */
  public static final String PASSWORD = "demo";

  private DemoData() {}

  public static void create(Services s) {
    Account admin = s.accounts().createDemoAccount("demo", PASSWORD, Role.ADMIN);
    Account annotator = s.accounts().createDemoAccount("annotator", PASSWORD, Role.ANNOTATOR);
    Account auditor = s.accounts().createDemoAccount("auditor", PASSWORD, Role.AUDITOR);
    try {
      Path dir = Files.createTempDirectory("qakit-demo");
      try {
        project(s, admin, dir, "SQAD sample (Czech)", ProjectKind.EXTRACTIVE, Language.CZECH, "sqad",
            quotas("PERSON", 10, "DATETIME", 10, "NUMERIC", 10, "LOCATION", 10, "OTHER", 10), annotator, auditor);
        project(s, admin, dir, "NLPCC DBQA sample (Chinese)", ProjectKind.ANSWER_SELECTION, Language.CHINESE, "nlpcc-dbqa",
            quotas("OTHER", 20, "PERSON", 10, "DATETIME", 10), annotator, auditor);
        project(s, admin, dir, "GKMC scenarios sample (Chinese)", ProjectKind.SCENARIO_CHOICE, Language.CHINESE, "gkmc",
            quotas("OTHER", 20, "FACT", 10, "REASONING", 10), annotator, auditor);
      } finally {
        deleteTree(dir);
      }
      templates(s);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static void project(Services s, Account admin, Path dir, String name, ProjectKind kind, Language language, String format,
      Map<String, Integer> quotas, Account... assigned) throws IOException {
    Project p = s.projects().create(name, kind, language, quotas);
    for (Account a : assigned) {
      s.projects().assign(p.id(), a.id());
    }
    List<Path> files = Samples.materialize(format, dir.resolve(format));
    s.importer().read(p, format, files, admin);
  }

  /** A few diagram description templates of the demo's own wording, in three categories. */
  private static void templates(Services s) {
    long map = s.templates().addCategory("map");
    s.templates().addTemplate(map, "A map of [region] showing [what]; the legend marks [symbols].");
    s.templates().addTemplate(map, "A contour map of [area], contour interval [n] m, with [features] marked.");
    long chart = s.templates().addCategory("climate chart");
    s.templates().addTemplate(chart, "Monthly mean temperature (line, [unit]) and precipitation (bars, mm) at [place].");
    long photo = s.templates().addCategory("photograph");
    s.templates().addTemplate(photo, "A photograph of [landform] at [place], showing [feature].");
  }

  private static Map<String, Integer> quotas(Object... typeAndTarget) {
    var m = new LinkedHashMap<String, Integer>();
    for (int i = 0; i < typeAndTarget.length; i += 2) {
      m.put((String) typeAndTarget[i], (Integer) typeAndTarget[i + 1]);
    }
    return m;
  }

  private static void deleteTree(Path dir) throws IOException {
    try (var paths = Files.walk(dir)) {
      for (Path p : paths.sorted(java.util.Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(p);
      }
    }
  }
}
