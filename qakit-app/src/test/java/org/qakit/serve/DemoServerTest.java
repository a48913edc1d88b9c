package org.qakit.serve;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.dataset.Samples;
import org.qakit.format.Formats;
import org.qakit.format.ReadOptions;
import org.qakit.serve.demo.DemoData;
import org.qakit.serve.project.Project;

/** {@code qakit serve --demo}: sample projects and demo accounts on an empty database, kept across restarts. */
@DatabaseTest
class DemoServerTest {
  @TempDir Path dir;

  private static int sampleItems(String format, Path dir) throws Exception {
    return Formats.get(format).read(Samples.materialize(format, dir.resolve(format)), ReadOptions.STRICT).items().size();
  }

  @Test
  void theDemoOpensWithTheSamplesAndSurvivesARestart() throws Exception {
    ServeOptions options = TestDatabases.options(dir.resolve("data")).withDemo(true);
    List<Project> projects;
    try (QakitServer server = QakitServer.start(options)) {
      assertThat(server.initialAdminPassword()).isEmpty();
      Browser demo = new Browser(server.port());
      demo.signIn("demo", DemoData.PASSWORD);
      String home = demo.get("/").body();
      assertThat(home).contains("SQAD sample (Czech)").contains("NLPCC DBQA sample (Chinese)").contains("GKMC scenarios sample (Chinese)");
      projects = server.services().projects().visibleTo(server.services().accounts().signIn("annotator", DemoData.PASSWORD).orElseThrow());
      assertThat(projects).hasSize(3);
      var records = server.services().records();
      assertThat(records.list(projects.get(0).id())).hasSize(sampleItems("sqad", dir));
      assertThat(records.list(projects.get(1).id())).hasSize(sampleItems("nlpcc-dbqa", dir));
      assertThat(records.list(projects.get(2).id())).hasSize(sampleItems("gkmc", dir));
      for (Project p : projects) {
        assertThat(demo.get("/projects/" + p.id()).statusCode()).isEqualTo(200);
        long first = records.list(p.id()).get(0).id();
        assertThat(demo.get("/projects/" + p.id() + "/records/" + first).statusCode()).isEqualTo(200);
      }
      // the scenario form offers the demo's description templates: 3 categories, 4 templates
      assertThat(server.services().templates().all()).extracting(c -> c.name() + ":" + c.templates().size())
          .containsExactly("climate chart:1", "map:2", "photograph:1");
      assertThat(demo.get("/projects/" + projects.get(2).id() + "/records/new").body()).contains("<optgroup label=\"map\">");
    }
    try (QakitServer again = QakitServer.start(options)) {
      // nothing is added twice; the sessions table survives, the records do too
      assertThat(again.services().projects().visibleTo(again.services().accounts().signIn("demo", DemoData.PASSWORD).orElseThrow()))
          .hasSize(3);
      assertThat(again.services().records().list(projects.get(0).id())).isNotEmpty();
    }
  }

  @Test
  void withoutDemoTheFirstStartCreatesAnAdminWithARandomPassword() throws Exception {
    try (QakitServer server = QakitServer.start(TestDatabases.options(dir.resolve("plain")))) {
      String password = server.initialAdminPassword().orElseThrow();
      assertThat(password).hasSize(16);
      assertThat(server.services().accounts().signIn("admin", password)).isPresent();
      assertThat(server.services().accounts().signIn("admin", "admin")).isEmpty();
    }
  }
}
