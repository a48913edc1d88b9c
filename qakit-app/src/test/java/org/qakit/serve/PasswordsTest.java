package org.qakit.serve;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.serve.auth.PasswordPolicy;
import org.qakit.serve.demo.DemoData;

/**
 * The password policy on every path that sets a password: the accounts page, the password page,
 * the first start, and the demo accounts, whose short password signs in only with {@code --demo}.
 * Each refusal is a message in the form, never a 500.
 */
@DatabaseTest
class PasswordsTest {
  @TempDir Path dir;

  @Test
  void theAccountsPageRefusesAShortPasswordAndKeepsTheForm() throws Exception {
    try (TestServer server = new TestServer(TestDatabases.options(dir.resolve("db")))) {
      Browser boss = server.signedIn("boss");
      boss.get("/admin/accounts");
      HttpResponse<String> r = boss.post("/admin/accounts", Map.of("username", "root2", "password", "x", "role", "admin"));
      assertThat(r.statusCode()).isEqualTo(400);
      assertThat(r.body()).contains("a password needs at least 8 characters; this one has 1")
          .contains("name=\"username\" value=\"root2\"").contains("<option value=\"admin\" selected>");
      assertThat(boss.post("/admin/accounts", Map.of("username", "root2", "password", "x".repeat(73), "role", "admin")).statusCode())
          .isEqualTo(400);
      assertThat(boss.post("/admin/accounts", Map.of("username", "root2", "password", "long-enough", "role", "nobody")).body())
          .contains("unknown role &#39;nobody&#39;");
      assertThat(server.server.services().accounts().all()).extracting(a -> a.username()).doesNotContain("root2");
      assertThat(boss.post("/admin/accounts", Map.of("username", "root2", "password", "long-enough", "role", "admin")).statusCode())
          .isEqualTo(303);
      assertThat(boss.post("/admin/accounts", Map.of("username", "root2", "password", "long-enough", "role", "admin")).body())
          .contains("user name &#39;root2&#39; is taken");
    }
  }

  @Test
  void thePasswordPageChecksTheCurrentPasswordAndThePolicyAndSignsOutTheOtherSessions() throws Exception {
    try (TestServer server = new TestServer(TestDatabases.options(dir.resolve("db")))) {
      Browser ann = server.signedIn("ann");
      Browser elsewhere = server.signedIn("ann");
      assertThat(ann.get("/").body()).contains("href=\"/password\"");
      assertThat(ann.get("/password").statusCode()).isEqualTo(200);
      HttpResponse<String> r = ann.post("/password", Map.of("current", TestServer.PASSWORD, "password", "short", "repeat", "short"));
      assertThat(r.statusCode()).isEqualTo(400);
      assertThat(r.body()).contains("a password needs at least 8 characters; this one has 5");
      assertThat(ann.post("/password", Map.of("current", TestServer.PASSWORD, "password", "new-password", "repeat", "new-passw0rd")).body())
          .contains("the new password and its repetition differ");
      r = ann.post("/password", Map.of("current", "not-the-password", "password", "new-password", "repeat", "new-password"));
      assertThat(r.statusCode()).isEqualTo(400);
      assertThat(r.body()).contains("the current password is wrong");
      r = ann.post("/password", Map.of("current", TestServer.PASSWORD, "password", "new-password", "repeat", "new-password"));
      assertThat(r.statusCode()).isEqualTo(200);
      assertThat(r.body()).contains("Your password is changed, and your other sessions are signed out.");
      assertThat(ann.get("/").statusCode()).isEqualTo(200);
      assertThat(elsewhere.get("/").statusCode()).isEqualTo(303);
      Browser fresh = server.browser();
      fresh.get("/login");
      assertThat(fresh.post("/login", Map.of("username", "ann", "password", TestServer.PASSWORD)).statusCode()).isEqualTo(401);
      fresh.signIn("ann", "new-password");
      // a visitor who is not signed in is sent to sign in
      assertThat(server.browser().get("/password").statusCode()).isEqualTo(303);
    }
  }

  @Test
  void theDemoPasswordSignsInOnlyWithDemoAndTheFirstAdminsPasswordIsLongEnough() throws Exception {
    ServeOptions demo = TestDatabases.options(dir.resolve("demo")).withDemo(true);
    try (QakitServer server = QakitServer.start(demo)) {
      Browser b = new Browser(server.port());
      b.signIn("demo", DemoData.PASSWORD);
      // an account made on the page of a demo server follows the policy
      b.get("/admin/accounts");
      assertThat(b.post("/admin/accounts", Map.of("username", "short", "password", "demo", "role", "admin")).statusCode()).isEqualTo(400);
    }
    try (QakitServer server = QakitServer.start(demo.withDemo(false))) {
      Browser b = new Browser(server.port());
      b.get("/login");
      HttpResponse<String> r = b.post("/login", Map.of("username", "demo", "password", DemoData.PASSWORD));
      assertThat(r.statusCode()).isEqualTo(401);
      assertThat(r.body()).contains("this account&#39;s password is shorter than 8 characters, which only a server started with --demo accepts");
    }
    try (QakitServer server = QakitServer.start(TestDatabases.options(dir.resolve("plain")))) {
      assertThat(server.initialAdminPassword().orElseThrow()).hasSizeGreaterThanOrEqualTo(PasswordPolicy.MIN_LENGTH);
    }
  }
}
