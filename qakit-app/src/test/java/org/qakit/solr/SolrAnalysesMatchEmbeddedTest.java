package org.qakit.solr;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.analysis.Analysis;
import org.qakit.analysis.Analyzers;
import org.qakit.corpus.Corpus;
import org.qakit.format.ReadOptions;
import org.qakit.index.IndexBuilder;
import org.qakit.knowledge.Hit;
import org.qakit.model.Passage;
import org.qakit.retrieve.Bm25Retriever;
import org.qakit.testing.SharedData;

/**
 * The non-English analyses in SolrCloud (3 nodes, 2 shards × 2 replicas) against the embedded
 * index on the same passages: identical top-10 lists (ids, texts, float scores). Czech with
 * Hunspell lemmas ({@code cs:hunspell-cs_CZ}, the Debian dictionary uploaded in the config set) on
 * a fixture of 32 sentences written for this test, queried with 15 questions and every sentence, and
 * with Lucene's light stemmer ({@code cs:czech-light}) on the same fixture;
 * Chinese with smartcn ({@code zh:smartcn}) on the 573 real sentences of the first 600 NLPCC-DBQA
 * rows, queried with their 29 questions.
 */
@SolrClusterTest
class SolrAnalysesMatchEmbeddedTest {
  @TempDir static Path dir;
  private static SolrNodes nodes;

  @BeforeAll
  static void connect() throws Exception {
    nodes = new SolrNodes(SolrClusterProcess.shared().urls());
  }

  @AfterAll
  static void disconnect() {
    nodes.close();
  }

  private static final List<String> CZECH = List.of(
      "Praha je hlavní město České republiky.", "Vltava protéká Prahou a Českými Budějovicemi.",
      "Karlův most spojuje Staré Město s Malou Stranou.", "Na Pražském hradě sídlí prezident republiky.",
      "Brno je druhé největší město v Česku.", "Sněžka je nejvyšší hora Krkonoš.",
      "Labe pramení v Krkonoších a teče do Německa.", "Pivo se v Plzni vaří od roku 1842.",
      "Karel IV. založil v Praze univerzitu roku 1348.", "Jan Hus byl upálen v Kostnici.",
      "Antonín Dvořák složil Novosvětskou symfonii.", "Bedřich Smetana napsal cyklus symfonických básní Má vlast.",
      "Josef Čapek vymyslel slovo robot.", "Karel Čapek napsal hru R.U.R. o robotech.",
      "Lipno je největší přehradní nádrž v zemi.", "Olomouc má orloj na radnici.",
      "Pražský orloj je jeden z nejstarších orlojů na světě.", "Hrad Karlštejn dal postavit císař Karel IV.",
      "Moravský kras je známý svými jeskyněmi.", "Macocha je hluboká propast v Moravském krasu.",
      "Řeka Morava dala jméno celé zemi.", "Ostrava bývala městem uhlí a oceli.",
      "Václav Havel byl prvním prezidentem České republiky.", "Sametová revoluce proběhla v listopadu 1989.",
      "Česká republika vznikla rozdělením Československa.", "Šumava je rozsáhlé pohoří na hranici s Německem a Rakouskem.",
      "V Kutné Hoře se kdysi těžilo stříbro.", "Kostnice v Sedlci je zdobena lidskými kostmi.",
      "Koně a krávy se pasou na loukách pod horami.", "Děti si hrají u řeky a staví hrad z písku.",
      "Prezident jmenuje vládu a předsedu vlády.", "Univerzita Karlova je nejstarší univerzitou ve střední Evropě.");

  private static final List<String> CZECH_QUESTIONS = List.of(
      "Kde sídlí prezident?", "Kdo založil univerzitu v Praze?", "Která hora je nejvyšší?", "Kdo napsal Má vlast?",
      "Kdo vymyslel slovo robot?", "Kde se vaří pivo?", "Kterou řekou protéká Praha?", "Kde se těžilo stříbro?",
      "Kdy proběhla sametová revoluce?", "Kdo byl první prezident České republiky?", "Kde jsou jeskyně a propasti?",
      "Kdo postavil hrad Karlštejn?", "Co spojuje Karlův most?", "Kde pramení Labe?", "Které město je druhé největší?");

  @Test
  void czechHunspellLemmasGiveTheEmbeddedHitsAndScores() throws Exception {
    var passages = new ArrayList<Passage>();
    for (int i = 0; i < CZECH.size(); i++) {
      passages.add(new Passage("cs%02d".formatted(i + 1), CZECH.get(i), null));
    }
    var queries = new ArrayList<>(CZECH_QUESTIONS);
    queries.addAll(CZECH);
    int compared = compare("cs:hunspell-cs_CZ", "czech", passages, queries);
    assertThat(queries).hasSize(47); // 15 questions + 32 sentences
    assertThat(compared).isGreaterThan(100); // 141 here: a short question shares a lemma with few of the 32 sentences
    try (var analyzer = Analysis.parse("cs:hunspell-cs_CZ").analyzer();
        var solr = SolrRetriever.open(nodes, "czech", "cs:hunspell-cs_CZ")) {
      // the lemma, not the word form, is what matches: "horami" (instrumental plural) finds "hora" (cs06)
      assertThat(Analyzers.tokens(analyzer, "text", "horami")).containsExactly("hora");
      assertThat(solr.search("horami", 10)).extracting(Hit::id).contains("cs06", "cs29");
    }
  }

  @Test
  void czechLightStemmingGivesTheEmbeddedHitsAndScores() throws Exception {
    var passages = new ArrayList<Passage>();
    for (int i = 0; i < CZECH.size(); i++) {
      passages.add(new Passage("cs%02d".formatted(i + 1), CZECH.get(i), null));
    }
    var queries = new ArrayList<>(CZECH_QUESTIONS);
    queries.addAll(CZECH);
    int compared = compare("cs:czech-light", "czech-light", passages, queries);
    assertThat(compared).isGreaterThan(100);
    try (var analyzer = Analysis.parse("cs:czech-light").analyzer();
        var solr = SolrRetriever.open(nodes, "czech-light", "cs:czech-light")) {
      // light stemming, not lemmas: "horami" and "hora" both become "hor", which finds cs06 ("hora") and cs29 ("horami")
      assertThat(Analyzers.tokens(analyzer, "text", "horami hora")).containsExactly("hor", "hor");
      assertThat(solr.search("horami", 10)).extracting(Hit::id).contains("cs06", "cs29");
    }
  }

  @Test
  void chineseSmartcnGivesTheEmbeddedHitsAndScoresOnDbqa() throws Exception {
    var sentences = new LinkedHashSet<String>();
    var questions = new LinkedHashSet<String>();
    for (String line : Files.readAllLines(SharedData.path("nlpcc-dbqa/dbqa-subset.train-dev.tsv")).subList(0, 600)) {
      String[] f = line.split("\t");
      questions.add(f[0]);
      sentences.add(f[1]);
    }
    var passages = new ArrayList<Passage>();
    for (String s : sentences) {
      passages.add(new Passage("zh%04d".formatted(passages.size() + 1), s, null));
    }
    assertThat(passages).hasSize(573); // distinct candidate sentences of the first 600 rows
    assertThat(questions).hasSize(29);
    int compared = compare("zh:smartcn", "dbqa", passages, new ArrayList<>(questions));
    assertThat(compared).isGreaterThan(10 * questions.size() / 2);
  }

  /** Indexes the passages embedded and as a 2 × 2 collection; asserts equal top-10s; returns the hits compared. */
  private static int compare(String analysisId, String collection, List<Passage> passages, List<String> queries) throws Exception {
    Path jsonl = dir.resolve(collection + ".jsonl");
    var om = new ObjectMapper();
    var lines = new ArrayList<String>();
    for (Passage p : passages) {
      lines.add(om.writeValueAsString(java.util.Map.of("id", p.id(), "text", p.text())));
    }
    Files.write(jsonl, lines);
    Path index = dir.resolve(collection);
    Analysis analysis = Analysis.parse(analysisId);
    new IndexBuilder(analysis, 1, false, null).build(index, Corpus.of("jsonl", List.of(jsonl)));
    var read = new ArrayList<Passage>();
    Corpus.of("jsonl", List.of(jsonl)).read(ReadOptions.STRICT, read::add);

    new SolrCollections(nodes).create(collection, analysisId, 2, 2);
    assertThat(new SolrIndexer(nodes, collection, 100, 3, 200).index(read.iterator(), null).documents()).isEqualTo(passages.size());
    int compared = 0;
    try (var embedded = Bm25Retriever.open(index, analysis); var solr = SolrRetriever.open(nodes, collection, analysisId)) {
      for (String q : queries) {
        List<Hit> expected = embedded.search(q, 10);
        assertThat(solr.search(q, 10)).as(q).isEqualTo(expected);
        compared += expected.size();
      }
    }
    return compared;
  }
}
