package org.qakit.solve.extract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.text.Language;

class QuestionTypeTest {
  @TempDir Path temp;

  private final QuestionType en = new QuestionType(Language.ENGLISH);
  private final QuestionType cs = new QuestionType(Language.CZECH);

  @Test
  void englishWhWordsAndCuePhrases() {
    assertThat(en.classify("When did the first humans land on the Moon?")).isEqualTo(new QuestionType.Classification(AnswerType.DATE, "when"));
    assertThat(en.classify("In which year did the war end?")).isEqualTo(new QuestionType.Classification(AnswerType.DATE, "which year"));
    assertThat(en.classify("How many legs does an insect have?")).isEqualTo(new QuestionType.Classification(AnswerType.NUMBER, "how many"));
    // a two-word cue counts anywhere, even at the end
    assertThat(en.classify("At sea level, pure water boils at what temperature?"))
        .isEqualTo(new QuestionType.Classification(AnswerType.NUMBER, "what temperature"));
    assertThat(en.classify("Who proposed the theory of evolution?")).isEqualTo(new QuestionType.Classification(AnswerType.PERSON, "who"));
    assertThat(en.classify("Where are red blood cells made?")).isEqualTo(new QuestionType.Classification(AnswerType.PLACE, "where"));
    assertThat(en.classify("Which city hosted the games?")).isEqualTo(new QuestionType.Classification(AnswerType.PLACE, "which city"));
    assertThat(en.classify("What is the SI unit of electric charge?")).isEqualTo(new QuestionType.Classification(AnswerType.OTHER, null));
  }

  @Test
  void aOneWordCueLateInTheQuestionIsAConjunctionNotACue() {
    // "when" is the 4th word: a conjunction; SciQ's gold is "igneous rocks"
    assertThat(en.of("Rocks that form when magma or lava cools are called what?")).isEqualTo(AnswerType.OTHER);
    // second word still counts ("And where ...")
    assertThat(en.of("And where does it flow?")).isEqualTo(AnswerType.PLACE);
  }

  @Test
  void theEarlierCueWins() {
    assertThat(en.classify("Who ruled when the war began?").type()).isEqualTo(AnswerType.PERSON);
    assertThat(en.classify("How many years passed until which city fell?").cue()).isEqualTo("how many");
  }

  @Test
  void czechInflectedCues() {
    assertThat(cs.classify("Kdy byl položen základní kámen Karlova mostu?")).isEqualTo(new QuestionType.Classification(AnswerType.DATE, "kdy"));
    assertThat(cs.classify("Ve kterém roce bylo centrum Telče zapsáno na seznam UNESCO?"))
        .isEqualTo(new QuestionType.Classification(AnswerType.DATE, "kterém roce"));
    assertThat(cs.classify("Jak dlouhá je Sázava?")).isEqualTo(new QuestionType.Classification(AnswerType.NUMBER, "jak dlouhá"));
    assertThat(cs.classify("Kolikrát vyhrál?")).isEqualTo(new QuestionType.Classification(AnswerType.NUMBER, "kolikrát"));
    assertThat(cs.classify("S kým se oženil?")).isEqualTo(new QuestionType.Classification(AnswerType.PERSON, "kým"));
    assertThat(cs.classify("Kde pramení Labe?")).isEqualTo(new QuestionType.Classification(AnswerType.PLACE, "kde"));
    assertThat(cs.classify("Ve které zemi leží Brno?")).isEqualTo(new QuestionType.Classification(AnswerType.PLACE, "které zemi"));
    assertThat(cs.of("Jaká řeka je nejdelší v Česku?")).isEqualTo(AnswerType.OTHER);
    // "kde" as the 5th word introduces a relative clause
    assertThat(cs.of("Jak se jmenuje město, kde se narodil Mozart?")).isEqualTo(AnswerType.OTHER);
  }

  @Test
  void chineseCuesAreSubstringsTheEarliestAndThenTheLongerWins() {
    var zh = new QuestionType(Language.CHINESE);
    assertThat(zh.classify("该河流的汛期出现在什么时候")).isEqualTo(new QuestionType.Classification(AnswerType.DATE, "什么时候"));
    assertThat(zh.of("该国人口约有多少")).isEqualTo(AnswerType.NUMBER);
    assertThat(zh.of("谁最早到达南极点")).isEqualTo(AnswerType.PERSON);
    // 哪个国家 (PLACE) starts before 几 (NUMBER); at one position the longer cue 哪个国家 beats nothing shorter
    assertThat(zh.classify("哪个国家有几条大河")).isEqualTo(new QuestionType.Classification(AnswerType.PLACE, "哪个国家"));
    assertThat(zh.of("新市镇建设给香港带来的影响是")).isEqualTo(AnswerType.OTHER);
  }

  @Test
  void sqadAnswerTypesMapToTheCoarseTypes() {
    assertThat(AnswerType.fromSqad("DATETIME")).isEqualTo(AnswerType.DATE);
    assertThat(AnswerType.fromSqad("NUMERIC")).isEqualTo(AnswerType.NUMBER);
    assertThat(AnswerType.fromSqad("PERSON")).isEqualTo(AnswerType.PERSON);
    assertThat(AnswerType.fromSqad("LOCATION")).isEqualTo(AnswerType.PLACE);
    assertThat(AnswerType.fromSqad("ENTITY")).isEqualTo(AnswerType.OTHER);
    assertThat(AnswerType.fromSqad(null)).isNull();
  }

  @Test
  void typeAccuracyOnTheSqadSampleAndTheCzechFixture() throws IOException {
    // sample: NUMERIC "Jak dlouhá", PERSON "Kdo" ×2, DATETIME "Ve kterém roce", "Kdy": 5 of 5
    var sample = TypeAccuracy.of(Fixtures.sample("sqad", "extraction", temp), cs);
    assertThat(sample.items()).isEqualTo(5);
    assertThat(sample.correct()).isEqualTo(5);
    // fixture: 7 records; "Který skladatel zhudebnil Vltavu?" is PERSON but has no cue: 6 of 7
    var fixture = TypeAccuracy.of(Fixtures.extraction(Fixtures.read("sqad", "extraction", List.of(Fixtures.sqadFixture()))), cs);
    assertThat(fixture.items()).isEqualTo(7);
    assertThat(fixture.correct()).isEqualTo(6);
    assertThat(fixture.accuracy()).isCloseTo(6 / 7.0, within(1e-12));
    assertThat(fixture.confusion()).isEqualTo(Map.of("DATE DATE", 1, "NUMBER NUMBER", 1, "OTHER OTHER", 1,
        "PERSON OTHER", 1, "PERSON PERSON", 1, "PLACE PLACE", 2));
    // SciQ carries no answer types: nothing is counted
    var sciq = TypeAccuracy.of(Fixtures.read("sciq", "direct-answer", List.of(Fixtures.sciqFixture())).items(), en);
    assertThat(sciq.items()).isZero();
    assertThat(sciq.accuracy()).isNaN();
  }
}
