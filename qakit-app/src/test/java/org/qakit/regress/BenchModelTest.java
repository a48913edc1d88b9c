package org.qakit.regress;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.train.Head;
import org.qakit.train.PairLoss;

/**
 * {@code solver.model} as written (no training here; {@code BenchModelCommandTest} trains): the
 * {@code qakit train} defaults, one-line errors naming the file and the field, the commands and
 * setting the generated docs show, and how {@code model_sha256} is compared.
 */
class BenchModelTest {
  private static final java.util.List<String> BASES = org.qakit.train.bert.BaseModels.all().stream().map(m -> m.id()).toList();

  @TempDir Path dir;

  private RegressionFile file(String model) throws IOException {
    return file("cross-encoder", model);
  }

  private RegressionFile file(String solver, String model) throws IOException {
    Path f = Files.createDirectories(dir.resolve("wikiqa")).resolve(solver + ".json");
    Files.writeString(f, "{\"task\": \"wikiqa\", \"split\": \"dev\", \"solver\": {\"id\": \"" + solver + "\", \"model\": " + model
        + "}, \"slow\": true, \"metrics\": {}}");
    return RegressionFile.read(f);
  }

  @Test
  void absentFieldsTakeQakitTrainsDefaults() throws IOException {
    BenchModel m = file("{\"encoder\": \"all-minilm-l6-v2\"}").modelSpec();
    assertThat(m.head()).isEqualTo(Head.PAIR);
    assertThat(m.task()).isEqualTo("wikiqa");
    assertThat(m.train().split()).isEqualTo("train");
    assertThat(m.dev().split()).isEqualTo("dev");
    assertThat(m.spec().epochs()).isEqualTo(2);
    assertThat(m.spec().learningRate()).isEqualTo(2e-5);
    assertThat(m.spec().warmupFraction()).isEqualTo(0.1);
    assertThat(m.spec().batchSize()).isEqualTo(4);
    assertThat(m.spec().maxLength()).isEqualTo(128);
    assertThat(m.spec().seed()).isEqualTo(1);
    assertThat(m.spec().dropout()).isEqualTo(0.1);
    assertThat(m.spec().loss()).isEqualTo(PairLoss.LISTWISE);
    assertThat(m.negatives()).isZero();
    assertThat(m.patience()).isZero();
    assertThat(m.inputs()).isEmpty();
  }

  @Test
  void theDocsExampleIsReproducedByTrainAndRunLines() throws IOException {
    RegressionFile f = file("{\"encoder\": \"all-minilm-l6-v2\", \"head\": \"pair\", \"epochs\": 2, \"lr\": 2e-5, \"warmup\": 0.1,"
        + " \"batch\": 4, \"maxLength\": 128, \"seed\": 1, \"threads\": 1}");
    assertThat(Reproduction.commands(f, "wikiqa/cross-encoder.json")).containsExactly(
        "./qakit train --task wikiqa --head pair --encoder all-minilm-l6-v2 --epochs 2 --lr 0.00002 --warmup 0.1 --batch 4 --max-length 128"
            + " --dropout 0.1 --loss listwise --negatives 0 --patience 0 --threads 1 --seed 1 -o target/model-wikiqa-cross-encoder",
        "./qakit run --task wikiqa --split dev --solver cross-encoder --cross-encoder target/model-wikiqa-cross-encoder",
        "./qakit bench wikiqa/cross-encoder.json");
    assertThat(Reproduction.setting(f)).isEqualTo("fine-tuned all-minilm-l6-v2 (pair head on wikiqa train, best of 2 epoch(s) on dev,"
        + " lr 0.00002, batch 4, max length 128, seed 1)");
  }

  @Test
  void aContinuedModelTrainsItsParentFirst() throws IOException {
    RegressionFile f = file("{\"from\": {\"encoder\": \"all-minilm-l6-v2\", \"epochs\": 1}, \"epochs\": 3, \"seed\": 7}");
    BenchModel m = f.modelSpec();
    assertThat(m.encoder()).isEqualTo("all-minilm-l6-v2");
    assertThat(m.from().spec().epochs()).isEqualTo(1);
    assertThat(Reproduction.run(f)).hasSize(3);
    assertThat(Reproduction.run(f).get(0)).contains("--encoder all-minilm-l6-v2 --epochs 1 ").endsWith("-o target/model-wikiqa-cross-encoder-from");
    assertThat(Reproduction.run(f).get(1)).contains("--from target/model-wikiqa-cross-encoder-from --epochs 3 ").doesNotContain("--encoder")
        .endsWith("--seed 7 -o target/model-wikiqa-cross-encoder");
    // the key follows the parent's weights
    assertThat(m.key("a", java.util.List.of("t"), java.util.List.of("d"), null)).isNotEqualTo(m.key("b", java.util.List.of("t"), java.util.List.of("d"), null))
        .hasSize(16);
  }

  @Test
  void aBadFieldIsOneLineNamingTheFileAndTheField() throws IOException {
    var cases = new LinkedHashMap<String, String>();
    cases.put("{\"encoder\": \"all-minilm-l6-v2\", \"threads\": 2}", "solver.model.threads: expected 1 (one libtorch thread gives the same"
        + " weights for the same seed, and a regression must be reproducible bit for bit), found 2");
    cases.put("{\"encoder\": \"all-minilm-l6-v2\", \"lr\": \"fast\"}", "solver.model.lr: expected a number, found \"fast\"");
    cases.put("{\"encoder\": \"all-minilm-l6-v2\", \"epochs\": 0}", "solver.model.epochs: expected a whole number of at least 1, found 0");
    cases.put("{\"encoder\": \"all-minilm-l6-v2\", \"batch\": 2.5}", "solver.model.batch: expected a whole number of at least 1, found 2.5");
    cases.put("{\"encoder\": \"all-minilm-l6-v2\", \"maxLength\": 1024}", "solver.model.maxLength: expected at most "
        + org.qakit.train.bert.BaseModels.get("all-minilm-l6-v2").spec().maxLength() + " (base model all-minilm-l6-v2), found 1024");
    cases.put("{\"encoder\": \"all-minilm-l6-v2\", \"dropout\": 1}", "solver.model.dropout: expected a probability from 0 to below 1, found 1.0");
    cases.put("{\"encoder\": \"bert-huge\"}", "solver.model.encoder: expected one of " + BASES + ", found bert-huge");
    cases.put("{\"epochs\": 1}", "solver.model.encoder: expected the base model to fine-tune ("
        + String.join(", ", BASES) + ") or a from object, found none");
    cases.put("{\"encoder\": \"all-minilm-l6-v2\", \"learningRate\": 0.1}", "solver.model.learningRate: expected one of [batch, dev, dropout,"
        + " encoder, epochs, format, from, head, index, loss, lr, maxLength, negatives, optionPassages, patience, seed, task, threads, train, warmup],"
        + " found an unknown field");
    cases.put("{\"encoder\": \"all-minilm-l6-v2\", \"head\": \"choice\"}", "solver.model.head: expected pair (solver cross-encoder reads that head), found choice");
    cases.put("{\"encoder\": \"all-minilm-l6-v2\", \"loss\": \"hinge\"}", "solver.model.loss: expected listwise or pointwise, found hinge");
    cases.put("{\"encoder\": \"all-minilm-l6-v2\", \"dev\": {\"split\": \"train\"}}", "solver.model.dev: expected a split other than the training"
        + " split (or both carved by ids files), found train");
    cases.put("{\"encoder\": \"all-minilm-l6-v2\", \"index\": true}", "solver.model.index: expected false (the pair head reads no knowledge), found true");
    cases.put("{\"encoder\": \"all-minilm-l6-v2\", \"index\": \"yes\"}", "solver.model.index: expected true (knowledge from the file's"
        + " solver.index) or false, found \"yes\"");
    cases.put("{\"encoder\": \"all-minilm-l6-v2\", \"optionPassages\": 3}", "solver.model.optionPassages: passages are retrieved from the"
        + " file's solver.index: add \"index\": true");
    cases.put("{\"encoder\": \"all-minilm-l6-v2\", \"optionPassages\": 0}", "solver.model.optionPassages: expected a whole number of at least 1, found 0");
    cases.put("{\"encoder\": \"all-minilm-l6-v2\", \"train\": {\"split\": \"train\", \"ids\": \"a.ids\"}}", "solver.model.train.ids: expected"
        + " {\"path\", \"sha256\"} (an ids file of qakit data split), found \"a.ids\"");
    cases.put("{\"encoder\": \"all-minilm-l6-v2\", \"train\": {\"split\": \"train\", \"inputs\": []}}", "solver.model.train: expected"
        + " {\"split\": \"train\"} (a split of the task) or {\"inputs\": [{\"path\", \"sha256\"}]} (files), optionally with \"ids\": {\"path\","
        + " \"sha256\"}, found {\"split\":\"train\",\"inputs\":[]}");
    cases.put("{\"from\": {\"encoder\": \"all-minilm-l6-v2\", \"threads\": 4}}", "solver.model.from.threads: expected 1 (one libtorch thread"
        + " gives the same weights for the same seed, and a regression must be reproducible bit for bit), found 4");
    cases.put("\"models/wikiqa\"", "solver.model: expected an object (head, encoder, epochs, …), found \"models/wikiqa\"");
    for (Map.Entry<String, String> c : cases.entrySet()) {
      RegressionFile f = file(c.getKey());
      assertThatThrownBy(f::modelSpec).as(c.getKey()).hasMessage(f.file() + ": " + c.getValue());
      assertThatThrownBy(f::allInputs).as(c.getKey()).hasMessage(f.file() + ": " + c.getValue());
    }
    RegressionFile overlap = file("word-overlap", "{\"encoder\": \"all-minilm-l6-v2\"}");
    assertThatThrownBy(overlap::modelSpec).hasMessage(overlap.file() + ": solver.model: solver word-overlap reads no fine-tuned model;"
        + " expected one of [choice-model, cross-encoder, sentence-ranker] (or an ensemble with such a member)");
    // an ensemble: the members that read the folder are checked, and one at least must read it
    assertThat(ensemble(List.of("choice-model", "embed"), "{\"encoder\": \"all-minilm-l6-v2\", \"head\": \"choice\"}").modelSpec().head())
        .isEqualTo(Head.CHOICE);
    RegressionFile pairForChoice = ensemble(List.of("choice-model", "embed"), "{\"encoder\": \"all-minilm-l6-v2\"}");
    assertThatThrownBy(pairForChoice::modelSpec).hasMessage(pairForChoice.file() + ": solver.model.head: expected choice (solver choice-model"
        + " reads that head), found pair");
    RegressionFile none = ensemble(List.of("ir", "embed"), "{\"encoder\": \"all-minilm-l6-v2\", \"head\": \"choice\"}");
    assertThatThrownBy(none::modelSpec).hasMessage(none.file() + ": solver.model: no member of the ensemble (ir, embed) reads a fine-tuned"
        + " model; expected one of [choice-model, cross-encoder, sentence-ranker]");
  }

  private RegressionFile ensemble(List<String> members, String model) throws IOException {
    Path f = Files.createDirectories(dir.resolve("arc-easy")).resolve("ensemble.json");
    Files.writeString(f, "{\"task\": \"arc-easy\", \"split\": \"dev\", \"solver\": {\"id\": \"ensemble\", \"members\": [\""
        + String.join("\", \"", members) + "\"], \"model\": " + model + "}, \"slow\": true, \"metrics\": {}}");
    return RegressionFile.read(f);
  }

  @Test
  void aChoiceModelCarvedByIdsReadsTheFilesIndexPerOption() throws IOException {
    Path f = Files.createDirectories(dir.resolve("arc-easy")).resolve("choice-model-options.json");
    Files.writeString(f, """
        {"task": "arc-easy", "split": "dev", "solver": {"id": "choice-model",
          "index": {"lang": "en", "sources": [{"importer": "wordnet", "inputs": [{"path": "/usr/share/wordnet"}]}]},
          "model": {"encoder": "all-minilm-l6-v2", "head": "choice", "index": true, "optionPassages": 3,
            "train": {"split": "train", "ids": {"path": "benchmarks/splits/arc-easy/train.ids", "sha256": "aa"}},
            "dev": {"split": "train", "ids": {"path": "benchmarks/splits/arc-easy/dev.ids", "sha256": "bb"}}}},
         "slow": true, "metrics": {}}
        """);
    RegressionFile file = RegressionFile.read(f);
    BenchModel m = file.modelSpec();
    assertThat(m.index()).isTrue();
    assertThat(m.optionPassages()).isEqualTo(3);
    assertThat(m.train().ids().path()).isEqualTo("benchmarks/splits/arc-easy/train.ids");
    // the ids files are checksummed like every input, at their own pointers
    assertThat(m.inputs()).extracting(RegressionFile.Input::pointer).containsExactly("/solver/model/train/ids", "/solver/model/dev/ids");
    // the key follows the index and the passages per option, and a model without an index keeps its old key
    var sums = java.util.List.of("t", "i");
    assertThat(m.key(null, sums, sums, "idx1")).isNotEqualTo(m.key(null, sums, sums, "idx2"));
    BenchModel perItem = new BenchModel(m.path(), m.head(), m.encoder(), null, m.task(), m.train(), m.dev(), null, null, m.spec(), 0, 0, true, 0);
    assertThat(perItem.key(null, sums, sums, "idx1")).isNotEqualTo(m.key(null, sums, sums, "idx1"));
    BenchModel none = new BenchModel(m.path(), m.head(), m.encoder(), null, m.task(), m.train(), m.dev(), null, null, m.spec(), 0, 0, false, 0);
    assertThat(none.key(null, sums, sums, "idx1")).isEqualTo(none.key(null, sums, sums, null));
    assertThat(Reproduction.commands(file, "arc-easy/choice-model-options.json")).containsExactly(
        "./qakit index build --corpus wordnet=/usr/share/wordnet --lang en -o target/index-arc-easy-choice-model-options",
        "./qakit train --task arc-easy --dev-split train --ids benchmarks/splits/arc-easy/train.ids --dev-ids benchmarks/splits/arc-easy/dev.ids"
            + " --head choice --encoder all-minilm-l6-v2 --epochs 2 --lr 0.00002 --warmup 0.1 --batch 4 --max-length 128 --dropout 0.1"
            + " --index target/index-arc-easy-choice-model-options --option-passages 3 --patience 0 --threads 1 --seed 1"
            + " -o target/model-arc-easy-choice-model-options",
        "./qakit run --task arc-easy --split dev --solver choice-model --index target/index-arc-easy-choice-model-options"
            + " --cross-encoder target/model-arc-easy-choice-model-options",
        "./qakit bench arc-easy/choice-model-options.json");
    assertThat(Reproduction.setting(file)).contains("choice head on arc-easy train (`benchmarks/splits/arc-easy/train.ids`), best of 2 epoch(s)"
        + " on train (`benchmarks/splits/arc-easy/dev.ids`)").contains("3 index passages per option");
  }

  @Test
  void theCardsChecksumsAreComparedLikeScores() {
    var written = new LinkedHashMap<String, String>(Map.of("weights.ndlist", "aa", "trainData", "bb"));
    assertThat(ModelCard.problems(written, Map.of("weights.ndlist", "aa", "trainData", "bb"))).isEmpty();
    assertThat(ModelCard.problems(written, Map.of("weights.ndlist", "cc", "trainData", "bb"))).containsExactly(
        "the model's weights changed: model_sha256.weights.ndlist expected aa, found cc (the same settings and data trained other weights)");
    assertThat(ModelCard.problems(written, Map.of("weights.ndlist", "aa", "trainData", "dd", "from/weights.ndlist", "ee"))).containsExactly(
        "model_sha256.trainData: expected bb, found dd",
        "the model's weights changed: model_sha256.from/weights.ndlist expected (none), found ee (the same settings and data trained other weights)");
    assertThat(ModelCard.problems(Map.of(), Map.of("weights.ndlist", "aa"))).containsExactly(
        "model_sha256: expected the training card's checksums, found none (qakit bench --update writes them)");
  }
}
