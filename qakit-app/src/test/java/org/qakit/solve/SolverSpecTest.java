package org.qakit.solve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.model.Item;
import org.qakit.split.IdList;

class SolverSpecTest {
  @TempDir Path temp;

  private static final String DBQA = "q one\ts1\t1\nq one\ts2\t0\nq two\ts3\t1\nq three\ts4\t1\nq three\ts5\t0\n";

  @Test
  void trainIdsSelectTheTrainingItems() throws IOException {
    Path train = Files.writeString(temp.resolve("t.tsv"), DBQA);
    SolverSpec.Builder spec = SolverSpec.builder("sentence-ranker").train(List.of(train), "nlpcc-dbqa", null, false).language("zh", null).seed(42);
    var all = spec.build();
    assertThat(all.readTrain()).extracting(Item::id).containsExactly("t-1", "t-2", "t-3");
    IdList ids = IdList.read(Files.writeString(temp.resolve("train.ids"), "t-3\nt-1\n"));
    var part = spec.trainIds(ids).build();
    assertThat(part.readTrain()).extracting(Item::id).containsExactly("t-1", "t-3"); // file order
    IdList other = IdList.read(Files.writeString(temp.resolve("other.ids"), "t-4\n"));
    var wrong = spec.trainIds(other).build();
    assertThatThrownBy(wrong::readTrain).hasMessageContaining("other.ids:1: expected every id to name an item of the dataset");
  }

  @Test
  void theBuilderSetsEachPartByNameAndOfGivesTheDefaults() {
    Path kb = temp.resolve("kb");
    var spec = SolverSpec.builder("kbqa").train(List.of(temp.resolve("t.txt")), "nlpcc-kbqa", "v", true).index(temp.resolve("idx"))
        .language("zh", "hanlp").seed(7).kb(kb).encoder("bge-small-zh-v15-q", temp.resolve("cache"))
        .retrieval(RetrievalMode.HYBRID).build();
    assertThat(spec).isEqualTo(new SolverSpec("kbqa", List.of(temp.resolve("t.txt")), "nlpcc-kbqa", "v", true, temp.resolve("idx"),
        "zh", "hanlp", 7, null, kb, new EncoderOptions("bge-small-zh-v15-q", temp.resolve("cache")), List.of(), null,
        RetrievalMode.HYBRID, null, null));
    assertThat(SolverSpec.of("random")).isEqualTo(new SolverSpec("random", List.of(), null, null, false, null, null, null,
        Solvers.RANDOM_SEED, null, null, null, List.of(), null, null, null, null));
    assertThat(SolverSpec.builder("kbqa").minPrecision(0.95).build().member("kbqa").minPrecision()).isEqualTo(0.95);
    assertThatThrownBy(() -> SolverSpec.builder("kbqa").minPrecision(1.5).build())
        .hasMessage("--min-precision: expected a precision in (0, 1], e.g. 0.95, found 1.5");
    assertThat(SolverSpec.builder("ir").solr(new SolrSource("http://a/solr", "c")).build().member("pmi").solr())
        .isEqualTo(new SolrSource("http://a/solr", "c"));
    assertThatThrownBy(() -> SolverSpec.builder("ir").index(temp.resolve("idx")).solr(new SolrSource("http://a/solr", "c")).build())
        .hasMessage("give the solver's knowledge as --index DIR or as --solr URL --collection NAME, not both");
    assertThatThrownBy(() -> SolrSource.of("http://a/solr", null))
        .hasMessage("a Solr collection needs both --solr URL[,URL] and --collection NAME, found --solr http://a/solr and --collection (none)");
    assertThatThrownBy(() -> SolverSpec.builder("embed").encoder("bge-small", null).build())
        .hasMessageContaining("bge-small-en-v15-q");
    assertThatThrownBy(() -> SolverSpec.builder(" ").build()).hasMessage("a solver spec needs a solver id");
  }

  @Test
  void aMemberSpecIsTheSameSpecWithItsOwnIdAndNoMembers() {
    var ensemble = SolverSpec.builder("ensemble").index(temp.resolve("idx")).language("en", null).seed(9)
        .members(List.of("ir", "pmi")).build();
    assertThat(ensemble.members()).containsExactly("ir", "pmi");
    var ir = ensemble.member("ir");
    assertThat(ir.id()).isEqualTo("ir");
    assertThat(ir.members()).isEmpty();
    assertThat(ir.index()).isEqualTo(temp.resolve("idx"));
    assertThat(ir.language()).isEqualTo("en");
    assertThat(ir.seed()).isEqualTo(9);
  }

  @Test
  void anEncoderTrainedForAnotherLanguageThanLangIsRefusedNamingTheModelsThatFit() {
    assertThatThrownBy(() -> SolverSpec.builder("embed").encoder("bge-small-zh-v15-q", null).language("en", null).build())
        .hasMessage("--encoder bge-small-zh-v15-q reads zh, but --lang is en: use bge-small-en-v15-q or all-minilm-l6-v2-q"
            + " (`qakit list models`)");
    assertThatThrownBy(() -> SolverSpec.builder("sentence-ranker").encoder("bge-small-en-v15-q", null).language("cs", null).build())
        .hasMessage("--encoder bge-small-en-v15-q reads en, but --lang is cs: no registered model reads cs (`qakit list models`)");
    assertThat(SolverSpec.builder("embed").encoder("bge-small-zh-v15-q", null).language("zh", null).build().language()).isEqualTo("zh");
  }
}
