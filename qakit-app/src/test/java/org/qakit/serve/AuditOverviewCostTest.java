package org.qakit.serve;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.serve.overview.ProjectOverview;
import org.qakit.serve.project.Project;
import org.qakit.serve.project.ProjectKind;
import org.qakit.serve.record.RecordBody;
import org.qakit.text.Language;

/**
 * The overview's audit counts (per annotator, per question type, the A/B result) read no record
 * body: 60 audited records of 899,014 characters, H2 with a 1 MB cache, as {@link PageCostTest}
 * checks the list without audits.
 */
@DatabaseTest
class AuditOverviewCostTest {
  @TempDir Path dir;

  @Test
  void theAuditCountsOfAnOverviewReadNoBody() throws Exception {
    ServeOptions options = TestDatabases.postgres() ? TestDatabases.options(dir)
        : ServeOptions.local(dir).withBcryptCost(4).withDb(org.qakit.serve.store.Database.h2Url(dir) + ";CACHE_SIZE=1024", null, null);
    try (var server = new TestServer(options)) {
      var s = server.server.services();
      Project p = server.project("audited", ProjectKind.EXTRACTIVE, Language.ENGLISH, Map.of("OTHER", 100), server.ann, server.aud);
      String article = "Ada wrote it. " + "It rained all day in the town. ".repeat(29_000);
      for (int i = 0; i < 60; i++) {
        long id = s.records().create(p.id(), new RecordBody("Who wrote book " + i + "?", "OTHER", "", "Ada", List.of("Ada wrote it."),
            article, "Book " + i, "", "", List.of(), List.of(), ""), 0, i % 2 == 0 ? server.ann : server.boss).id();
        s.audits().rate(id, server.aud, 4, i % 3 == 0 ? 2 : 4, 4, "");
      }
      var threads = (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();
      long me = Thread.currentThread().threadId();
      ProjectOverview.read(s.db(), server.boss, p.id(), 2).orElseThrow();
      long before = threads.getThreadAllocatedBytes(me);
      ProjectOverview page = ProjectOverview.read(s.db(), server.boss, p.id(), 1).orElseThrow();
      long allocated = threads.getThreadAllocatedBytes(me) - before;
      assertThat(page.audit().annotators()).extracting(a -> a.annotator() + " " + a.records() + " " + a.passed() + " " + a.failed())
          .containsExactly("ann 30 20 10", "boss 30 20 10");
      assertThat(page.audit().excludedOf("OTHER")).isEqualTo(20);
      assertThat(page.quotas().get(0).text()).isEqualTo("60 of 100 OTHER left");
      if (!TestDatabases.postgres()) { // PostgreSQL keeps a long body out of its row (TOAST); H2 reads the row whole
        assertThat(allocated).as("bytes allocated by one overview of 60 audited records of %d characters", article.length())
            .isLessThan(20_000_000L);
      }
    }
  }
}
