package org.qakit.serve;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.model.Diagram;
import org.qakit.serve.auth.Account;
import org.qakit.serve.auth.Accounts;
import org.qakit.serve.auth.PasswordHasher;
import org.qakit.serve.auth.Role;
import org.qakit.serve.image.DiagramImages;
import org.qakit.serve.image.ImagePurge;
import org.qakit.serve.project.Project;
import org.qakit.serve.project.ProjectKind;
import org.qakit.serve.project.Projects;
import org.qakit.serve.record.RecordBody;
import org.qakit.serve.record.Records;
import org.qakit.serve.store.Database;
import org.qakit.text.Language;

/**
 * Issue 17: images uploaded to a record form that is never saved were kept forever. An image no
 * saved record refers to is deleted once {@link ImagePurge#GRACE} old, at start and then
 * periodically; one a saved record (or a saved version) refers to is kept, and a form that still
 * names a deleted image is refused. The clock is the test's, moved by hand.
 */
@DatabaseTest
class ImagePurgeTest {
  static final byte[] PNG = RecordSourcesTest.PNG;
  @TempDir Path dir;

  /** A clock the test sets. */
  static final class TestClock extends Clock {
    volatile Instant now = Instant.parse("2026-03-01T09:00:00Z");

    @Override
    public ZoneId getZone() {
      return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
      return this;
    }

    @Override
    public Instant instant() {
      return now;
    }

    void advance(Duration d) {
      now = now.plus(d);
    }
  }

  private String url() {
    String pg = TestDatabases.newPostgresDatabase();
    return pg != null ? pg : Database.h2Url(dir);
  }

  private static RecordBody scenario(long... images) {
    var diagrams = new java.util.ArrayList<Diagram>();
    for (long id : images) {
      diagrams.add(new Diagram(DiagramImages.diagramId(id), "map", "a map"));
    }
    return new RecordBody("Which river?", "FACT", "", "", List.of(), "", "", "", "A river.", diagrams, List.of("Vltava", "Labe"), "A");
  }

  @Test
  void anUnattachedImageGoesAfterTheGracePeriodAndAnAttachedOneStays() throws Exception {
    var clock = new TestClock();
    try (Database db = Database.open(url(), null, null)) {
      Account ann = new Accounts(db, new PasswordHasher(4)).create("ann", "secret-pw", Role.ANNOTATOR);
      Projects projects = new Projects(db);
      Project p = projects.create("geo", ProjectKind.SCENARIO_CHOICE, Language.ENGLISH, Map.of("FACT", 5));
      Project other = projects.create("other", ProjectKind.SCENARIO_CHOICE, Language.ENGLISH, Map.of("FACT", 5));
      var images = new DiagramImages(db, clock);
      var records = new Records(db);
      long abandoned = images.add(p.id(), "a.png", PNG, ann);
      long saved = images.add(p.id(), "b.png", PNG, ann);
      long dropped = images.add(p.id(), "c.png", PNG, ann);
      long elsewhere = images.add(other.id(), "d.png", PNG, ann);
      long r = records.create(p.id(), scenario(saved, dropped), 0, ann).id();
      // a later version drops one image (its first version still shows it); a record of p naming another project's image attaches nothing
      records.update(p.id(), r, 1, scenario(saved), 0, ann);
      records.create(p.id(), scenario(elsewhere), 0, ann);
      clock.advance(ImagePurge.GRACE.minusMinutes(1));
      assertThat(images.purgeUnattached(ImagePurge.GRACE)).isZero();
      clock.advance(Duration.ofMinutes(2));
      long young = images.add(p.id(), "e.png", PNG, ann);
      assertThat(images.purgeUnattached(ImagePurge.GRACE)).isEqualTo(2);
      assertThat(images.find(p.id(), abandoned)).isEmpty();
      assertThat(images.find(other.id(), elsewhere)).isEmpty();
      assertThat(images.find(p.id(), saved)).isPresent();
      assertThat(images.find(p.id(), dropped)).isPresent();
      assertThat(images.find(p.id(), young)).isPresent();
      // the periodic runs: the first (at start) leaves the young image; once the clock has passed its grace period a later run deletes it
      try (ImagePurge purge = ImagePurge.start(new DiagramImages(db, clock), ImagePurge.GRACE, Duration.ofMillis(20))) {
        assertThat(images.find(p.id(), young)).isPresent();
        clock.advance(ImagePurge.GRACE.plusMinutes(1));
        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (images.find(p.id(), young).isPresent() && System.nanoTime() < deadline) {
          Thread.sleep(20);
        }
        assertThat(images.find(p.id(), young)).isEmpty();
      }
      assertThat(images.find(p.id(), saved)).isPresent();
    }
  }

  @Test
  void aServerDeletesOldUnattachedImagesWhenItStarts() throws Exception {
    ServeOptions options = TestDatabases.options(dir);
    long old;
    long kept;
    long projectId;
    try (var server = new TestServer(options)) {
      Project p = server.project("geo", ProjectKind.SCENARIO_CHOICE, Language.ENGLISH, Map.of("FACT", 5), server.ann);
      projectId = p.id();
      var twoDaysAgo = new TestClock();
      twoDaysAgo.now = Instant.now().minus(Duration.ofDays(2));
      var images = new DiagramImages(server.server.services().db(), twoDaysAgo);
      old = images.add(p.id(), "old.png", PNG, server.ann);
      kept = images.add(p.id(), "kept.png", PNG, server.ann);
      server.server.services().records().create(p.id(), scenario(kept), 0, server.ann);
    }
    try (var again = QakitServer.start(options)) {
      assertThat(again.services().images().find(projectId, old)).isEmpty();
      assertThat(again.services().images().find(projectId, kept)).isPresent();
      // a form still naming the deleted image is refused with the reason, the text kept
      Browser ann = new Browser(again.port());
      ann.signIn("ann", TestServer.PASSWORD);
      ann.get("/projects/" + projectId + "/records/new");
      var r = ann.post("/projects/" + projectId + "/records", Map.of("question", "Which river?", "questionType", "FACT",
          "scenario", "A river.", "diagrams", "@" + old + " map | the old map\n@" + kept + " map | a map", "option0", "Vltava",
          "option1", "Labe", "correct", "A", "action", "save"));
      assertThat(r.statusCode()).isEqualTo(400);
      assertThat(r.body()).contains("Not saved: no image @" + old + " in this project (an image no saved record refers to is deleted"
          + " after 24 hours): upload it again, or remove its line").contains("the old map");
    }
  }
}
