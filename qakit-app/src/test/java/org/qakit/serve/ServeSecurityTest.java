package org.qakit.serve;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.serve.project.Project;
import org.qakit.serve.project.ProjectKind;
import org.qakit.serve.web.SessionFilter;
import org.qakit.text.Language;

/** The security promises of the issue, against a real server: CSRF, access by assignment, escaping, sign-in. */
@DatabaseTest
class ServeSecurityTest {
  @TempDir static Path dir;
  static TestServer server;
  static Project mine;
  static Project theirs;

  @BeforeAll
  static void start() throws Exception {
    server = new TestServer(dir);
    mine = server.project("mine", ProjectKind.EXTRACTIVE, Language.ENGLISH, Map.of("PERSON", 5), server.ann);
    theirs = server.project("theirs", ProjectKind.EXTRACTIVE, Language.ENGLISH, Map.of("PERSON", 5), server.bob);
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  private static Map<String, String> record(String question) {
    return Map.of("question", question, "questionType", "PERSON", "answer", "Ada", "answerSentences", "Ada wrote it.",
        "source", "Ada wrote it. Then she left.", "title", "Ada");
  }

  @Test
  void aPostWithoutTheCsrfTokenIsRefused() throws Exception {
    Browser ann = server.signedIn("ann");
    HttpResponse<String> r = ann.postWithoutToken("/projects/" + mine.id() + "/records", record("Who wrote it?"));
    assertThat(r.statusCode()).isEqualTo(403);
    assertThat(r.body()).contains("CSRF");
    HttpResponse<String> wrong = ann.postWithoutToken("/projects/" + mine.id() + "/records",
        new java.util.HashMap<>(Map.of("_csrf", "forged", "question", "q")));
    assertThat(wrong.statusCode()).isEqualTo(403);
    assertThat(server.server.services().records().list(mine.id())).extracting(s -> s.body().question()).doesNotContain("Who wrote it?", "q");
    // the sign-in form is a form too
    assertThat(server.browser().postWithoutToken("/login", Map.of("username", "ann", "password", TestServer.PASSWORD)).statusCode())
        .isEqualTo(403);
  }

  @Test
  void anAnnotatorCannotReadAnotherProjectsRecordsByGuessingIds() throws Exception {
    Browser bob = server.signedIn("bob");
    long hidden = Browser.recordId(bob.post("/projects/" + theirs.id() + "/records", record("Bob's secret question?")));
    Browser ann = server.signedIn("ann");
    assertThat(ann.get("/projects/" + theirs.id()).statusCode()).isEqualTo(404);
    assertThat(ann.get("/projects/" + theirs.id() + "/records/" + hidden).statusCode()).isEqualTo(404);
    // through her own project's id: the record belongs to another project
    HttpResponse<String> viaMine = ann.get("/projects/" + mine.id() + "/records/" + hidden);
    assertThat(viaMine.statusCode()).isEqualTo(404);
    assertThat(viaMine.body()).doesNotContain("secret");
    assertThat(ann.getBytes("/projects/" + theirs.id() + "/export/qakit-jsonl").statusCode()).isEqualTo(404);
    ann.get("/");
    assertThat(ann.post("/projects/" + theirs.id() + "/records", record("sneaky?")).statusCode()).isEqualTo(404);
    assertThat(ann.get("/").body()).contains("mine").doesNotContain("theirs");
  }

  @Test
  void aScriptInAQuestionIsShownAsText() throws Exception {
    Browser ann = server.signedIn("ann");
    String evil = "<script>alert('x')</script> Who?";
    long id = Browser.recordId(ann.post("/projects/" + mine.id() + "/records", record(evil)));
    String page = ann.get("/projects/" + mine.id() + "/records/" + id).body();
    assertThat(page).doesNotContain("<script>alert").contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; Who?");
    String overview = ann.get("/projects/" + mine.id()).body();
    assertThat(overview).doesNotContain("<script>").contains("&lt;script&gt;");
  }

  @Test
  void pagesNeedASignInAndAWrongPasswordIsRefused() throws Exception {
    Browser visitor = server.browser();
    HttpResponse<String> home = visitor.get("/");
    assertThat(home.statusCode()).isEqualTo(303);
    assertThat(home.headers().firstValue("Location")).hasValue("/login");
    visitor.get("/login");
    assertThat(visitor.post("/login", Map.of("username", "ann", "password", "wrong")).statusCode()).isEqualTo(401);
    assertThat(visitor.post("/login", Map.of("username", "nobody", "password", "wrong")).statusCode()).isEqualTo(401);
  }

  @Test
  void onlyAdminsCreateProjectsAndAccounts() throws Exception {
    Browser ann = server.signedIn("ann");
    assertThat(ann.post("/projects", Map.of("name", "x", "kind", "extractive", "language", "en", "quotas", "PERSON=1")).statusCode())
        .isEqualTo(403);
    assertThat(ann.get("/admin/accounts").statusCode()).isEqualTo(403);
  }

  @Test
  void signingInReplacesTheSessionAndItsToken() throws Exception {
    Browser b = server.browser();
    b.get("/login");
    String before = b.csrf();
    b.signIn("ann", TestServer.PASSWORD);
    assertThat(b.csrf()).isNotNull().isNotEqualTo(before);
  }

  @Test
  void aSignedOutSessionIsRefusedFromTheNextRequestOn() throws Exception {
    Browser ann = server.signedIn("ann");
    String old = ann.sessionCookie();
    assertThat(ann.get("/projects/" + mine.id()).statusCode()).isEqualTo(200); // the session is now held in memory too
    assertThat(ann.post("/logout", Map.of()).statusCode()).isEqualTo(303);
    assertThat(ann.sessionCookie()).isNotEqualTo(old);
    // someone who kept the old cookie (a copy of it, another tab) is sent to sign in
    var stale = java.net.http.HttpClient.newHttpClient().send(java.net.http.HttpRequest.newBuilder(
        java.net.URI.create("http://127.0.0.1:" + server.server.port() + "/projects/" + mine.id())).header("Cookie", "qakit_session=" + old).build(),
        HttpResponse.BodyHandlers.ofString());
    assertThat(stale.statusCode()).isEqualTo(303);
    assertThat(stale.headers().firstValue("Location")).hasValue("/login");
  }

  @Test
  void aVisitorGetsASignedCsrfCookieAndNoSession() throws Exception {
    HttpResponse<String> r = send("/login", null);
    assertThat(r.headers().allValues("Set-Cookie")).hasSize(1).allMatch(c -> c.startsWith(SessionFilter.CSRF_COOKIE + "="));
    String token = r.headers().firstValue("Set-Cookie").orElseThrow().replaceFirst(";.*", "").substring(SessionFilter.CSRF_COOKIE.length() + 1);
    assertThat(r.body()).contains("name=\"_csrf\" value=\"" + token + "\"");
    // the sign-in form accepts the token of its cookie, and no other: a token the server did not sign ...
    String form = "username=ann&password=" + TestServer.PASSWORD + "&_csrf=";
    assertThat(post("/login", SessionFilter.CSRF_COOKIE + "=forged.1.x", form + "forged.1.x").statusCode()).isEqualTo(403);
    // ... another visitor's token with one's own cookie ...
    assertThat(post("/login", SessionFilter.CSRF_COOKIE + "=" + token, form + server.browser().get("/login").body()
        .replaceFirst("(?s).*name=\"_csrf\" value=\"([^\"]+)\".*", "$1")).statusCode()).isEqualTo(403);
    // ... or no cookie
    assertThat(post("/login", null, form + token).statusCode()).isEqualTo(403);
    assertThat(post("/login", SessionFilter.CSRF_COOKIE + "=" + token, form + token).statusCode()).isEqualTo(303);
  }

  @Test
  void aSessionCookieThatFindsNoSessionIsDeleted() throws Exception {
    HttpResponse<String> r = send("/login", SessionFilter.COOKIE + "=no-such-session");
    assertThat(r.headers().allValues("Set-Cookie")).anyMatch(c -> c.startsWith(SessionFilter.COOKIE + "=;") && c.contains("Max-Age=0"));
  }

  private static HttpResponse<String> send(String path, String cookie) throws Exception {
    var req = java.net.http.HttpRequest.newBuilder(java.net.URI.create("http://127.0.0.1:" + server.server.port() + path));
    if (cookie != null) {
      req.header("Cookie", cookie);
    }
    return java.net.http.HttpClient.newHttpClient().send(req.build(), HttpResponse.BodyHandlers.ofString());
  }

  private static HttpResponse<String> post(String path, String cookie, String form) throws Exception {
    var req = java.net.http.HttpRequest.newBuilder(java.net.URI.create("http://127.0.0.1:" + server.server.port() + path))
        .header("Content-Type", "application/x-www-form-urlencoded").POST(java.net.http.HttpRequest.BodyPublishers.ofString(form));
    if (cookie != null) {
      req.header("Cookie", cookie);
    }
    return java.net.http.HttpClient.newHttpClient().send(req.build(), HttpResponse.BodyHandlers.ofString());
  }

  @Test
  void pagesCarrySecurityHeaders() throws Exception {
    HttpResponse<String> r = server.browser().get("/login");
    assertThat(r.headers().firstValue("Content-Security-Policy")).hasValueSatisfying(v -> assertThat(v).contains("default-src 'self'"));
    assertThat(r.headers().firstValue("X-Frame-Options")).hasValue("DENY");
    assertThat(r.headers().firstValue("Set-Cookie")).hasValueSatisfying(v -> assertThat(v).contains("HttpOnly").contains("SameSite=Lax"));
  }
}
