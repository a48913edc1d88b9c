package org.qakit.serve;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.CookieManager;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A cookie-keeping HTTP client that acts as a browser would: it remembers the CSRF token of the
 * last page it loaded and sends it with {@link #post}; {@link #postWithoutToken} does not.
 * Redirects are not followed, so tests see the status a server answered. Threads may share one.
 */
public final class Browser {
  private static final Pattern CSRF = Pattern.compile("name=\"_csrf\" value=\"([^\"]+)\"");
  private final CookieManager cookies;
  private final HttpClient client;
  private final String base;
  private volatile String csrf;

  Browser(int port) {
    this(port, new CookieManager(), null);
  }

  private Browser(int port, CookieManager cookies, String csrf) {
    this.base = "http://127.0.0.1:" + port;
    this.cookies = cookies;
    this.client = HttpClient.newBuilder().cookieHandler(cookies).followRedirects(HttpClient.Redirect.NEVER).build();
    this.csrf = csrf;
  }

  /**
   * The same person's browser pointed at a server on {@code port}: it shares this browser's cookies
   * (a cookie is kept per host, not per port) and starts with its CSRF token, as after the server
   * came back on another port.
   */
  Browser at(int port) {
    return new Browser(port, cookies, csrf);
  }

  public HttpResponse<String> get(String path) throws IOException, InterruptedException {
    HttpResponse<String> r = client.send(HttpRequest.newBuilder(URI.create(base + path)).GET().build(), HttpResponse.BodyHandlers.ofString());
    Matcher m = CSRF.matcher(r.body());
    if (m.find()) {
      csrf = m.group(1);
    }
    return r;
  }

  public HttpResponse<byte[]> getBytes(String path) throws IOException, InterruptedException {
    return client.send(HttpRequest.newBuilder(URI.create(base + path)).GET().build(), HttpResponse.BodyHandlers.ofByteArray());
  }

  /** Posts a form with the CSRF token of the last page loaded (loading {@code /login} first if none was). */
  public HttpResponse<String> post(String path, Map<String, String> form) throws IOException, InterruptedException {
    if (csrf == null) {
      get("/login");
    }
    var all = new LinkedHashMap<>(form);
    all.put("_csrf", csrf);
    return postWithoutToken(path, all);
  }

  /** Posts a form as given, with no CSRF token added. */
  public HttpResponse<String> postWithoutToken(String path, Map<String, String> form) throws IOException, InterruptedException {
    var body = new StringBuilder();
    form.forEach((k, v) -> body.append(body.isEmpty() ? "" : "&").append(enc(k)).append('=').append(enc(v)));
    HttpRequest req = HttpRequest.newBuilder(URI.create(base + path)).header("Content-Type", "application/x-www-form-urlencoded")
        .POST(HttpRequest.BodyPublishers.ofString(body.toString())).build();
    HttpResponse<String> r = client.send(req, HttpResponse.BodyHandlers.ofString());
    Matcher m = CSRF.matcher(r.body());
    if (m.find()) {
      csrf = m.group(1);
    }
    return r;
  }

  /** Posts a multipart form (one file part) with the CSRF token. */
  public HttpResponse<String> postFile(String path, Map<String, String> fields, String fileField, String fileName, byte[] content)
      throws IOException, InterruptedException {
    if (csrf == null) {
      get("/login");
    }
    String boundary = "qakitBoundary" + System.nanoTime();
    var out = new java.io.ByteArrayOutputStream();
    var all = new LinkedHashMap<>(fields);
    all.put("_csrf", csrf);
    for (var e : all.entrySet()) {
      out.writeBytes(("--" + boundary + "\r\nContent-Disposition: form-data; name=\"" + e.getKey() + "\"\r\n\r\n" + e.getValue() + "\r\n")
          .getBytes(StandardCharsets.UTF_8));
    }
    out.writeBytes(("--" + boundary + "\r\nContent-Disposition: form-data; name=\"" + fileField + "\"; filename=\"" + fileName
        + "\"\r\nContent-Type: application/octet-stream\r\n\r\n").getBytes(StandardCharsets.UTF_8));
    out.writeBytes(content);
    out.writeBytes(("\r\n--" + boundary + "--\r\n").getBytes(StandardCharsets.UTF_8));
    HttpRequest req = HttpRequest.newBuilder(URI.create(base + path)).header("Content-Type", "multipart/form-data; boundary=" + boundary)
        .POST(HttpRequest.BodyPublishers.ofByteArray(out.toByteArray())).build();
    return client.send(req, HttpResponse.BodyHandlers.ofString());
  }

  /** Posts {@code body} as it is, with {@code contentType} (a form with bytes no encoder would write). */
  public HttpResponse<String> postRaw(String path, String contentType, byte[] body) throws IOException, InterruptedException {
    HttpRequest req = HttpRequest.newBuilder(URI.create(base + path)).header("Content-Type", contentType)
        .POST(HttpRequest.BodyPublishers.ofByteArray(body)).build();
    return client.send(req, HttpResponse.BodyHandlers.ofString());
  }

  /** Posts JSON (no cookie matters to the API). */
  public HttpResponse<String> postJson(String path, String json, String contentType) throws IOException, InterruptedException {
    HttpRequest req = HttpRequest.newBuilder(URI.create(base + path)).header("Content-Type", contentType)
        .POST(HttpRequest.BodyPublishers.ofString(json)).build();
    return client.send(req, HttpResponse.BodyHandlers.ofString());
  }

  /** Signs in and checks that the server sent the browser home. */
  public void signIn(String user, String password) throws IOException, InterruptedException {
    get("/login");
    HttpResponse<String> r = post("/login", Map.of("username", user, "password", password));
    assertThat(r.statusCode()).as("sign-in of " + user + ": " + r.body()).isEqualTo(303);
    assertThat(r.headers().firstValue("Location")).hasValue("/");
    csrf = null;
    get("/");
  }

  /** The value of the session cookie this browser holds now, or null. */
  public String sessionCookie() {
    return cookie("qakit_session");
  }

  /** The value of the cookie {@code name} this browser holds now, or null. */
  public String cookie(String name) {
    return cookies.getCookieStore().getCookies().stream().filter(c -> c.getName().equals(name))
        .map(java.net.HttpCookie::getValue).findFirst().orElse(null);
  }

  /** The last page's CSRF token. */
  public String csrf() {
    return csrf;
  }

  /** The record id a save redirected to ({@code Location: /projects/P/records/R}). */
  public static long recordId(HttpResponse<String> saved) {
    String loc = saved.headers().firstValue("Location").orElseThrow(() -> new AssertionError("no redirect: " + saved.statusCode() + " " + saved.body()));
    return Long.parseLong(loc.substring(loc.lastIndexOf('/') + 1));
  }

  private static String enc(String s) {
    return URLEncoder.encode(s, StandardCharsets.UTF_8);
  }
}
