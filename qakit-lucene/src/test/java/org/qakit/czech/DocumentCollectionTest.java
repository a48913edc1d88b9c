package org.qakit.czech;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.eval.metric.CandidateRanking;
import org.qakit.index.TestIndexes;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Item;
import org.qakit.model.Passage;
import org.qakit.retrieve.Bm25Retriever;
import org.qakit.solve.select.DocumentCollection;
import org.qakit.solve.select.DocumentSelector;
import org.qakit.text.Language;

/** doc-select over a whole collection: the fixture's 3 articles plus pages that carry no question. */
class DocumentCollectionTest {
  @TempDir Path temp;

  /** Czech pages without records, composed for this test, that share words with the questions. */
  static final List<Passage> OTHER_PAGES = List.of(
      Passage.of("p-ostrava", "Ostrava je třetí největší město v Česku.\nVe městě žije asi 280 000 obyvatel."),
      Passage.of("p-krivoklat", "Hrad Křivoklát založil král Přemysl Otakar II.\nHrad leží v lesích západně od Prahy."),
      Passage.of("p-lysa", "Lysá hora je nejvyšší hora Moravskoslezských Beskyd.\nNa vrcholu stojí vysílač."),
      Passage.of("p-olomouc", "Olomoucká univerzita byla založena v roce 1573.\nStuduje na ní mnoho studentů z jiných krajů."));

  private Path index() throws IOException {
    var read = CzechFixtures.read("document-selection");
    var all = new ArrayList<>(read.passages());
    all.addAll(OTHER_PAGES);
    TestIndexes.build(temp.resolve("cs"), Language.CZECH, 1, all);
    return temp.resolve("cs");
  }

  @Test
  void everyIndexedDocumentBecomesACandidateAndTheGoldRanksAmongThemAll() throws IOException {
    List<Item> items = CzechFixtures.read("document-selection").items();
    assertThat(((AnswerSelectionItem) items.getFirst()).candidates()).hasSize(3); // the view: pages with records only
    try (var r = Bm25Retriever.open(index())) {
      var collection = DocumentCollection.of(r.reader());
      assertThat(collection.size()).isEqualTo(7);
      List<Item> wide = collection.widen(items);
      var selector = new DocumentSelector(r);
      var ranksInView = new ArrayList<Integer>();
      var ranksInCollection = new ArrayList<Integer>();
      for (int i = 0; i < items.size(); i++) {
        var narrow = (AnswerSelectionItem) items.get(i);
        var all = (AnswerSelectionItem) wide.get(i);
        assertThat(all.candidates()).hasSize(7);
        assertThat(all.candidates().stream().filter(c -> c.positive()).map(c -> c.id()).toList())
            .containsExactly(narrow.group()); // the question's own article, and only it
        ranksInView.add(CandidateRanking.of(narrow, selector.solve(narrow).orElseThrow()).firstPositiveRank());
        ranksInCollection.add(CandidateRanking.of(all, selector.solve(all).orElseThrow()).firstPositiveRank());
      }
      // more competitors never lift the gold article, and with them one question loses its top rank:
      // "Kolik obyvatel žije v Brně?" meets the Ostrava page (obyvatel, žít; "brně" is unknown lower-cased)
      for (int i = 0; i < items.size(); i++) {
        assertThat(ranksInCollection.get(i)).isGreaterThanOrEqualTo(ranksInView.get(i));
      }
      assertThat(ranksInView).containsOnly(1);
      assertThat(ranksInCollection.getFirst()).isEqualTo(2);
      assertThat(ranksInCollection.subList(1, items.size())).containsOnly(1);
      // titles of record pages are kept; other pages show their id
      var candidates = ((AnswerSelectionItem) wide.getFirst()).candidates();
      assertThat(candidates).extracting(c -> c.text()).contains("Brno", "p-ostrava");
    }
  }

  @Test
  void aGoldDocumentMissingFromTheIndexIsAnErrorAndOtherItemsPassUnchanged() {
    List<Item> items = CzechFixtures.read("document-selection").items();
    var partial = DocumentCollection.of(List.of("000101", "p-ostrava"));
    assertThatThrownBy(() -> partial.widen(items)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("item '000105': its document '000105' is not in the index of 2 document(s)");
    List<Item> sentences = CzechFixtures.read("sentence-selection").items();
    assertThat(partial.widen(sentences)).isEqualTo(sentences); // sentence candidates have no id
  }
}
