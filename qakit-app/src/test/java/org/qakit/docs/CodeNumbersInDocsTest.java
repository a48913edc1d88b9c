package org.qakit.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.qakit.select.EmbeddingFeatures;
import org.qakit.select.SentenceFeatures;
import org.qakit.text.Language;

/**
 * Numbers the docs give about the code (how many features a ranker has, how many values its
 * evidence holds) are read from the pages and held to the code, so that a page cannot drift.
 */
class CodeNumbersInDocsTest {
  private static int lexical() {
    return SentenceFeatures.all().names().size();
  }

  private static int language() {
    int en = SentenceFeatures.forLanguage(Language.ENGLISH).names().size();
    for (Language l : Language.values()) {
      assertThat(SentenceFeatures.forLanguage(l).names()).as("features of " + l).hasSize(en);
    }
    return en;
  }

  private static int embedding() {
    return EmbeddingFeatures.NAMES.size();
  }

  /** Every match of {@code regex} in {@code page}: group 1 must equal {@code expected}; at least one match. */
  private static List<String> check(String page, String regex, int expected) throws IOException {
    Path p = Path.of("..").resolve(page);
    Matcher m = Pattern.compile(regex).matcher(Files.readString(p));
    var wrong = new ArrayList<String>();
    int n = 0;
    while (m.find()) {
      n++;
      if (Integer.parseInt(m.group(1)) != expected) {
        wrong.add(page + ": \"" + m.group() + "\" but the code has " + expected);
      }
    }
    if (n == 0) {
      wrong.add(page + ": no text matches " + regex + " (reworded? update this test)");
    }
    return wrong;
  }

  @Test
  void featureCountsInTheDocsAreTheCodes() throws IOException {
    var wrong = new ArrayList<String>();
    wrong.addAll(check("docs/solving.md", "`--encoder M` adds (\\d+) embedding features", embedding()));
    wrong.addAll(check("docs/solving.md", "`features` \\(the (\\d+) named values\\)", language()));
    wrong.addAll(check("docs/solving.md", "where the default now has (\\d+)", language()));
    wrong.addAll(check("README.md", "`--encoder M` adds (\\d+) bi-encoder features", embedding()));
    wrong.addAll(check("README.md", "(\\d+) \\+ \\d+ embedding features", language()));
    wrong.addAll(check("README.md", "\\d+ \\+ (\\d+) embedding features", embedding()));
    wrong.addAll(check("README.md", "\\d+ \\+ \\d+ embedding features \\((\\d+)\\)", language() + embedding()));
    wrong.addAll(check("docs/rankers.md", "`SentenceFeatures.all\\(\\)`, (\\d+) features", lexical()));
    wrong.addAll(check("docs/rankers.md", "the (\\d+) lexical and language features", language()));
    assertThat(wrong).isEmpty();
  }
}
