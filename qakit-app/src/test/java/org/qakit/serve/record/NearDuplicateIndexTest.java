package org.qakit.serve.record;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.serve.auth.Account;
import org.qakit.serve.auth.Accounts;
import org.qakit.serve.auth.PasswordHasher;
import org.qakit.serve.auth.Role;
import org.qakit.serve.project.Project;
import org.qakit.serve.project.ProjectKind;
import org.qakit.serve.project.Projects;
import org.qakit.serve.store.Database;
import org.qakit.text.Language;

/** {@link NearDuplicateIndex} finds what {@link NearDuplicates#of} finds, also when common words' postings are read whole. */
public class NearDuplicateIndexTest {
  @TempDir Path dir;

  /** Questions that overlap in many ways: near the 0.6 threshold, stop words only, Czech, Chinese, NFKC and case variants, long words. */
  public static List<String> fixture() {
    var q = new ArrayList<>(List.of("When was Karel IV born?", "When was Karel IV born in Prague?", "When exactly was Karel IV born?",
        "Where is Brno?", "Where is Brno located?", "What is it?", "", "Kdy se narodil Karel IV.?", "Kdy se narodil Karel IV. v Praze?",
        "长城有多长？", "长城到底有多长？", "中国的长城有多长", "Who wrote Hamlet?", "Who wrote Hamlet?", "WHO WROTE HAMLET", "Ｍａｒｓ red planet",
        "Mars red planet", "What does " + "x".repeat(100) + " mean?", "What does " + "x".repeat(100) + " mean here?",
        "Why " + "y".repeat(70) + " and " + "x".repeat(100) + "?"));
    q.add(IntStream.range(0, 600).mapToObj(i -> "w" + i).collect(Collectors.joining(" ")));
    q.add(IntStream.range(0, 550).mapToObj(i -> "w" + i).collect(Collectors.joining(" ")));
    q.add(IntStream.range(300, 700).mapToObj(i -> "w" + i).collect(Collectors.joining(" ")));
    var vocabulary = List.of("river", "mountain", "capital", "king", "born", "year", "city", "longest", "highest", "czech", "prague", "vltava");
    var random = new Random(17);
    for (int i = 0; i < 80; i++) {
      int n = 2 + random.nextInt(5);
      var words = new ArrayList<String>();
      for (int k = 0; k < n; k++) {
        words.add(vocabulary.get(random.nextInt(vocabulary.size())));
      }
      q.add("Which " + String.join(" ", words) + "?");
    }
    return q;
  }

  @Test
  void theRarestWordsFindTheSameMatchesWhateverThePostingsCap() throws Exception {
    try (Database db = Database.open(Database.h2Url(dir), null, null)) {
      Account ann = new Accounts(db, new PasswordHasher(4)).create("ann", "secret-pw", Role.ANNOTATOR);
      Project p = new Projects(db).create("nd", ProjectKind.EXTRACTIVE, Language.ENGLISH, Map.of("OTHER", 1000));
      var records = new Records(db);
      for (String q : fixture()) {
        records.create(p.id(), new RecordBody(q, "OTHER", "", "", List.of(), "", "", "", "", List.of(), List.of(), ""), 0, ann);
      }
      List<StoredRecord> all = records.list(p.id());
      int matched = 0;
      for (StoredRecord r : all) {
        var expected = NearDuplicates.of(r.id(), r.body().question(), all);
        matched += expected.size();
        for (int cap : new int[] {0, 2, 1000}) {
          var found = db.read(c -> NearDuplicateIndex.find(c, p.id(), r.id(), r.body().question(), cap));
          assertThat(found).as("record %d, cap %d: %s", r.id(), cap, r.body().question()).containsExactlyElementsOf(expected);
        }
      }
      assertThat(matched).isGreaterThan(100);
    }
  }

  @Test
  void longWordsAreStoredAsTheirDigest() {
    String longWord = "x".repeat(NearDuplicateIndex.LONGEST_WORD + 1);
    assertThat(NearDuplicateIndex.keys(new java.util.LinkedHashSet<>(List.of("mars", longWord, "y".repeat(NearDuplicateIndex.LONGEST_WORD)))))
        .containsExactly("mars", "sha256:" + java.util.HexFormat.of().formatHex(sha256(longWord)), "y".repeat(NearDuplicateIndex.LONGEST_WORD));
  }

  private static byte[] sha256(String s) {
    try {
      return java.security.MessageDigest.getInstance("SHA-256").digest(s.getBytes(java.nio.charset.StandardCharsets.UTF_8));
    } catch (java.security.NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }
}
