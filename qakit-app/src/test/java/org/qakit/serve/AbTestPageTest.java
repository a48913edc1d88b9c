package org.qakit.serve;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.serve.ab.AbOrder;
import org.qakit.serve.project.Project;
import org.qakit.serve.project.ProjectKind;
import org.qakit.text.Language;

/** SciQ's A/B test through the pages: loading pairs (a bad line named, a second load changing nothing), the stored order, the picks, the result. */
@DatabaseTest
class AbTestPageTest {
  @TempDir static Path dir;
  static TestServer server;

  @BeforeAll
  static void start() throws Exception {
    server = new TestServer(dir);
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  /** {@code n} pairs; the real one is "Real question i?" and stands as {@code a} or {@code b} by turns. */
  static String pairs(int n) {
    var out = new StringBuilder();
    for (int i = 1; i <= n; i++) {
      String real = "Real question " + i + "?";
      String written = "Written question " + i + "?";
      boolean a = i % 2 == 0;
      out.append(String.format("{\"id\": \"p%d\", \"a\": \"%s\", \"b\": \"%s\", \"real\": \"%s\"}%n", i, a ? real : written,
          a ? written : real, a ? "a" : "b"));
    }
    return out.toString();
  }

  @Test
  void pairsLoadedOnceAreShownInAStoredOrderAndTheResultIsTested() throws Exception {
    Project p = server.project("ab", ProjectKind.EXTRACTIVE, Language.ENGLISH, Map.of("FACT", 10), server.aud);
    String page = "/projects/" + p.id() + "/ab";
    Browser boss = server.signedIn("boss");
    boss.get(page);
    HttpResponse<String> bad = boss.postFile(page + "/pairs", Map.of(), "file", "pairs.jsonl",
        (pairs(2) + "{\"id\": \"p3\", \"a\": \"x?\", \"b\": \"y?\", \"real\": \"both\"}\n").getBytes(StandardCharsets.UTF_8));
    assertThat(bad.statusCode()).isEqualTo(400);
    assertThat(bad.body()).contains("pairs.jsonl:3: &quot;real&quot; must be &quot;a&quot; or &quot;b&quot;");
    assertThat(boss.get(page).body()).contains("No pairs loaded.");
    HttpResponse<String> loaded = boss.postFile(page + "/pairs", Map.of(), "file", "pairs.jsonl", pairs(4).getBytes(StandardCharsets.UTF_8));
    assertThat(loaded.statusCode()).as(loaded.body()).isEqualTo(200);
    assertThat(loaded.body()).contains("pairs.jsonl: 4 pairs added");
    assertThat(boss.postFile(page + "/pairs", Map.of(), "file", "pairs.jsonl", pairs(4).getBytes(StandardCharsets.UTF_8)).body())
        .contains("pairs.jsonl: 0 pairs added, 4 already loaded (same id and texts) left as they were");
    String changed = pairs(4).replace("Written question 2?", "Another written question?");
    assertThat(boss.postFile(page + "/pairs", Map.of(), "file", "again.jsonl", changed.getBytes(StandardCharsets.UTF_8)).body())
        .contains("again.jsonl:2: pair &#39;p2&#39; is loaded already with other texts");
    // admins load, auditors answer
    assertThat(boss.post(page + "/1", Map.of("pick", "1")).statusCode()).isEqualTo(403);

    Browser aud = server.signedIn("aud");
    int right = 0;
    for (int i = 1; i <= 4; i++) {
      String shown = aud.get(page).body();
      assertThat(shown).contains("Pair " + i + " of 4");
      long pair = Long.parseLong(match(shown, "action=\"/projects/\\d+/ab/(\\d+)\""));
      String first = match(shown, "<h3>Question 1</h3><p>([^<]*)</p>");
      assertThat(match(aud.get(page).body(), "<h3>Question 1</h3><p>([^<]*)</p>")).as("a reload shows the same order").isEqualTo(first);
      assertThat(first.startsWith("Real")).as("pair %d shown real first", i).isEqualTo(AbOrder.realFirst(server.aud.id(), pair));
      // the auditor picks question 1 every time: right exactly when the real one was shown first
      right += first.startsWith("Real") ? 1 : 0;
      assertThat(aud.post(page + "/" + pair, Map.of("pick", "1")).statusCode()).isEqualTo(303);
    }
    String done = aud.get(page).body();
    assertThat(done).contains("You have answered all 4 pairs.");
    assertThat(aud.post(page + "/1", Map.of()).statusCode()).isEqualTo(400);
    String result = String.format("%d of 4 answers (4 pairs) named the real question", right);
    assertThat(done).contains(result);
    assertThat(boss.get("/projects/" + p.id()).body()).contains(result).contains("Exact two-sided binomial test against 50%: p = ");
  }

  @Test
  void theOrderIsSeededByAuditorAndPairAndBalanced() {
    int realFirst = 0;
    for (long pair = 1; pair <= 200; pair++) {
      realFirst += AbOrder.realFirst(7, pair) ? 1 : 0;
      assertThat(AbOrder.realFirst(7, pair)).isEqualTo(AbOrder.realFirst(7, pair));
    }
    assertThat(realFirst).as("real first, of 200 pairs").isBetween(70, 130);
    long differ = java.util.stream.LongStream.rangeClosed(1, 200).filter(pair -> AbOrder.realFirst(7, pair) != AbOrder.realFirst(8, pair)).count();
    assertThat(differ).as("pairs two auditors see in different orders").isBetween(60L, 140L);
  }

  private static String match(String text, String regex) {
    Matcher m = Pattern.compile(regex).matcher(text);
    assertThat(m.find()).as(regex).isTrue();
    return m.group(1);
  }
}
