package org.qakit.serve;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.serve.api.ApiOptions;
import org.qakit.serve.auth.Tokens;

/**
 * API keys of a team deployment ({@code qakit serve --api-keys required}): without a valid
 * {@code Authorization: Bearer} key every API route but the OpenAPI file answers 401 with a JSON
 * error; an admin creates a key on {@code /admin/api-keys} (shown once, stored as its SHA-256
 * only) and revokes it, after which it is refused; the Ask page wants a signed-in account.
 */
@DatabaseTest
class ApiKeysTest {
  private static final Pattern KEY = Pattern.compile("<pre class=\"key\">(qakit_[A-Za-z0-9_-]{43})</pre>");
  private static final String QUESTION = "{\"question\":\"Which is the red planet?\",\"options\":[\"gas giant\",\"red planet\"]}";
  @TempDir static Path dir;
  static TestServer server;
  static ApiClient api;

  @BeforeAll
  static void start() throws Exception {
    server = new TestServer(TestDatabases.options(dir).withApi(ApiOptions.defaults().withKeys(ApiOptions.KeyMode.REQUIRED)));
    api = new ApiClient(server.server.port());
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  private static String createKey(Browser admin, String name) throws Exception {
    admin.get("/admin/api-keys");
    var r = admin.post("/admin/api-keys", Map.of("name", name));
    assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
    Matcher m = KEY.matcher(r.body());
    assertThat(m.find()).as(r.body()).isTrue();
    return m.group(1);
  }

  @Test
  void withoutAValidKeyEveryRouteButTheDescriptionIs401() throws Exception {
    var r = api.post("/api/v1/answer", QUESTION);
    ApiClient.error(r, 401, "unauthorized");
    assertThat(r.headers().firstValue("WWW-Authenticate")).hasValue("Bearer realm=\"qakit\"");
    for (String path : List.of("/api/v1/solvers", "/api/v1/datasets", "/api/v1/indexes", "/api/v1/nothing-here")) {
      ApiClient.error(api.get(path), 401, "unauthorized");
    }
    ApiClient.error(api.withKey("qakit_not-a-key").post("/api/v1/answer", QUESTION), 401, "unauthorized");
    ApiClient.error(api.withKey("").post("/api/v1/answer", QUESTION), 401, "unauthorized");
    // even a malformed or oversized body is refused for its missing key first
    ApiClient.error(api.post("/api/v1/answer", "null"), 401, "unauthorized");
    assertThat(ApiClient.json(api.get("/api/v1/openapi.json"), 200).path("openapi").asText()).startsWith("3.");
  }

  @Test
  void anAdminCreatesAKeyThatWorksUntilRevoked() throws Exception {
    Browser boss = server.signedIn("boss");
    String key = createKey(boss, "ci <runner>");
    var page = boss.get("/admin/api-keys").body();
    // listed by name and first characters, never in full
    assertThat(page).contains("ci &lt;runner&gt;").contains(key.substring(0, 12) + "…").doesNotContain(key);
    ApiClient withKey = api.withKey(key);
    assertThat(ApiClient.json(withKey.post("/api/v1/answer", QUESTION), 200).path("answer").asText()).isEqualTo("B");
    assertThat(ApiClient.json(withKey.get("/api/v1/solvers"), 200)).hasSize(2);
    // the database holds the key's SHA-256 and its first characters only
    var rows = new ArrayList<String>();
    try (var c = server.server.services().db().connection(); var st = c.createStatement();
        ResultSet rs = st.executeQuery("SELECT id, name, key_hash, prefix FROM api_keys")) {
      while (rs.next()) {
        rows.add(rs.getLong(1) + " " + rs.getString(2) + " " + rs.getString(3) + " " + rs.getString(4));
      }
    }
    assertThat(rows).anySatisfy(row -> assertThat(row).contains(Tokens.hash(key)).contains(key.substring(0, 12)));
    assertThat(String.join("\n", rows)).doesNotContain(key);
    long id = server.server.services().apiKeys().all().stream().filter(k -> k.name().equals("ci <runner>")).findFirst().orElseThrow().id();
    var revoked = boss.post("/admin/api-keys/" + id + "/revoke", Map.of());
    assertThat(revoked.statusCode()).isEqualTo(303);
    ApiClient.error(withKey.post("/api/v1/answer", QUESTION), 401, "unauthorized");
    assertThat(boss.get("/admin/api-keys").body()).contains("revoked");
  }

  @Test
  void onlyAdminsManageKeys() throws Exception {
    Browser ann = server.signedIn("ann");
    assertThat(ann.get("/admin/api-keys").statusCode()).isEqualTo(403);
    assertThat(ann.post("/admin/api-keys", Map.of("name", "mine")).statusCode()).isEqualTo(403);
    assertThat(server.browser().get("/admin/api-keys").statusCode()).isEqualTo(303);
    Browser boss = server.signedIn("boss");
    boss.get("/admin/api-keys");
    var nameless = boss.post("/admin/api-keys", Map.of("name", " "));
    assertThat(nameless.statusCode()).isEqualTo(400);
    assertThat(nameless.body()).contains("name the key");
  }

  @Test
  void theAskPageWantsASignedInAccountWhereKeysAreRequired() throws Exception {
    var anonymous = server.browser().get("/ask");
    assertThat(anonymous.statusCode()).isEqualTo(303);
    assertThat(anonymous.headers().firstValue("Location")).hasValue("/login");
    Browser ann = server.signedIn("ann");
    assertThat(ann.get("/ask").statusCode()).isEqualTo(200);
    var answered = ann.post("/ask", Map.of("question", "Which is the red planet?", "options", "gas giant\nred planet", "context", "", "document", ""));
    assertThat(answered.body()).contains("<p class=\"big\">B. red planet</p>");
  }
}
