package org.qakit.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.testing.SharedData;

class RealSentencesTest {
  @TempDir Path temp;

  @Test
  void everySourceGivesUniqueShortSentencesAndTheCorpusIsReproducible() throws Exception {
    var sources = RealSentences.Sources.debian(SharedData.root());
    var real = RealSentences.read(sources, 40);
    assertThat(real.perSource().keySet()).containsExactlyInAnyOrder("wordnet", "gcide", "arc", "wikiqa", "mcql");
    assertThat(real.perSource().values()).allSatisfy(n -> assertThat(n).isPositive());
    assertThat(real.perSource().values().stream().mapToInt(Integer::intValue).sum()).isEqualTo(real.sentences().size());
    assertThat(new HashSet<>(real.sentences())).hasSameSizeAs(real.sentences());
    assertThat(real.sentences()).allSatisfy(s -> assertThat(RealSentences.keep(s, 40)).isTrue());
    // a WordNet gloss of "dog" (data.noun 02084071): its definition, split at ';', is a unit
    assertThat(real.sentences()).contains("a member of the genus Canis (probably descended from the common wolf) that has been domesticated by man since prehistoric times");

    List<String> queries = SentenceCorpus.queries(SharedData.path("arc/ARC-Easy-validation.jsonl"), 5);
    // the first ARC-Easy validation question has 4 options: 4 queries, then the second question's first
    assertThat(queries).hasSize(5);
    assertThat(queries.get(0)).isEqualTo("Which technology was developed most recently? cellular telephone");
    assertThat(queries.get(3)).isEqualTo("Which technology was developed most recently? airplane");
    assertThat(queries.get(4)).startsWith("A student hypothesizes that algae are producers.");
    var spec = new SentenceCorpus.Spec(20_000, 42, 2, 40, 5);
    var a = SentenceCorpus.write(spec, real, queries, sources.inputs(), temp.resolve("a"), false);
    var b = SentenceCorpus.write(spec, real, queries, sources.inputs(), temp.resolve("b"), false);
    assertThat(a.sha256()).isEqualTo(b.sha256());
    assertThat(a.lines()).isEqualTo(20_000);
    assertThat(a.real()).isEqualTo(20_000); // more real sentences than lines: no synthetic ones
  }
}
