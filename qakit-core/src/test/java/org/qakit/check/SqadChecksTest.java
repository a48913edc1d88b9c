package org.qakit.check;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.check.sqad.ExtractionInSentence;
import org.qakit.check.sqad.OneAnswerSentence;
import org.qakit.check.sqad.QuestionContext;
import org.qakit.dataset.Samples;
import org.qakit.format.sqad.SqadRecords;

class SqadChecksTest {
  /** A sentence of 000001's article (so that the reader still accepts the record), with the reflexive "se" (k3xPyFc4). */
  private static final String SECOND_SENTENCE = String.join("\n", "<s>", "Pramení\tpramenit\tk5eAaImIp3nS", "u\tu\tk7c2",
      "Žďáru\tŽďár\tk1gInSc2", "nad\tnad\tk7c7", "Sázavou\tSázava\tk1gFnSc7", "a\ta\tk8xC", "do\tdo\tk7c2", "Vltavy\tVltava\tk1gFnSc2",
      "se\tse\tk3xPyFc4", "vlévá\tvlévat\tk5eAaImIp3nS", "u\tu\tk7c2", "Davle\tDavle\tk1gFnSc2", "<g/>", ".\t.\tkIx.", "</s>", "");

  @TempDir Path temp;

  @Test
  void theShippedSampleFollowsTheRulesExceptOneAnswerSentenceThatRefersBack() throws IOException {
    Path data = sample();
    assertThat(run(new OneAnswerSentence(), data)).isEmpty();
    assertThat(run(new ExtractionInSentence(), data)).isEmpty();
    // 000002: "Na jejím břehu založil svatý Prokop ..." — její (k3xOgInSc6) refers to the river, the article's title
    assertThat(run(new QuestionContext(), data)).singleElement().satisfies(f -> {
      assertThat(f.item()).isEqualTo("000002");
      assertThat(f.where()).isEqualTo(data.resolve("000002/06answer.selection.vert") + ":1");
      assertThat(f.message()).isEqualTo(
          "the answer sentence refers back with 'jejím' (k3xOgInSc6) and the record has no question context (08question_context.vert)");
    });
  }

  @Test
  void aSecondAnswerSentenceWithoutContextIsAnError() throws IOException {
    Path data = sample();
    Files.writeString(data.resolve("000001/06answer.selection.vert"), SECOND_SENTENCE, StandardOpenOption.APPEND);
    assertThat(run(new OneAnswerSentence(), data)).singleElement().satisfies(f -> {
      assertThat(f.item()).isEqualTo("000001");
      assertThat(f.where()).isEqualTo(data.resolve("000001/06answer.selection.vert") + ":10");
      assertThat(f.message()).isEqualTo("expected exactly 1 answer sentence, found 2");
    });
    // the reflexive "se" has no person: it does not need an antecedent
    assertThat(run(new QuestionContext(), data)).extracting(Finding::item).containsExactly("000002");
  }

  @Test
  void aContextSentenceDoesNotCountAndSilencesTheAntecedentWarning() throws IOException {
    Path data = sample();
    Path record = data.resolve("000002");
    Files.writeString(record.resolve("08question_context.vert"), "<s>\nSázava\tSázava\tk1gFnSc1\n</s>\n");
    assertThat(run(new QuestionContext(), data)).isEmpty();
    assertThat(run(new OneAnswerSentence(), data)).isEmpty();
    // 000005 holds its context sentence and the answer sentence: one answer sentence; without the
    // context file both count
    Files.delete(data.resolve("000005/08question_context.vert"));
    assertThat(run(new OneAnswerSentence(), data)).singleElement()
        .satisfies(f -> assertThat(f.message()).isEqualTo("expected exactly 1 answer sentence, found 2"));
  }

  @Test
  void anExtractionThatIsNotASubPhraseIsAnError() throws IOException {
    Path data = sample();
    Files.writeString(data.resolve("000001/09answer_extraction.vert"), "<s>\n225\t[number]\tk4\nmetrů\tmetr\tk1gInP2\n</s>\n");
    assertThat(run(new ExtractionInSentence(), data)).singleElement().satisfies(f -> {
      assertThat(f.where()).isEqualTo(data.resolve("000001/09answer_extraction.vert") + ":1");
      assertThat(f.message()).isEqualTo("the answer extraction '225 metrů' is not a sub-phrase of the answer sentence 'Sázava je dlouhá 225 km.'");
    });
  }

  private Path sample() throws IOException {
    return Samples.materialize("sqad", temp.resolve("sample")).getFirst();
  }

  private static List<Finding> run(SqadRecordCheck check, Path data) throws IOException {
    var found = new ArrayList<Finding>();
    var out = new Findings(check, null, null, found);
    SqadRecords.forEach(data, r -> check.check(r, out));
    return found;
  }
}
