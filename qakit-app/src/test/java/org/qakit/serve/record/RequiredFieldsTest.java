package org.qakit.serve.record;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.qakit.model.Diagram;
import org.qakit.serve.project.Project;
import org.qakit.serve.project.ProjectKind;
import org.qakit.text.Language;

class RequiredFieldsTest {
  private static final RecordValidator V = new RequiredFields();

  private static Project project(ProjectKind kind) {
    return new Project(1, "p", kind, Language.ENGLISH, Map.of("PERSON", 3));
  }

  private static List<String> errors(ProjectKind kind, RecordBody b) {
    return V.validate(project(kind), b).stream().filter(Finding::isError).map(Finding::message).toList();
  }

  private static RecordBody extractive(String answer, String sentence, String source) {
    return new RecordBody("Who wrote it?", "PERSON", "PERSON", answer, List.of(sentence), source, "Ada", "", "", List.of(), List.of(), "");
  }

  @Test
  void aGoodExtractiveRecordHasNoFinding() {
    assertThat(V.validate(project(ProjectKind.EXTRACTIVE), extractive("Ada", "Ada wrote it.", "Then. Ada wrote it."))).isEmpty();
  }

  @Test
  void extractiveAnswersMustSitInTheirSentenceAndTheSentenceInTheSource() {
    assertThat(errors(ProjectKind.EXTRACTIVE, extractive("Bob", "Ada wrote it.", "Ada  wrote\nit.")))
        .containsExactly("the answer 'Bob' does not occur in the answer sentence");
    assertThat(errors(ProjectKind.EXTRACTIVE, extractive("Ada", "Ada wrote it.", "Something else.")))
        .containsExactly("the answer sentence is not in the source text: 'Ada wrote it.'");
  }

  @Test
  void theQuestionTypeMustBeAQuotaType() {
    var b = new RecordBody("Q?", "DATETIME", "", "Ada", List.of("Ada."), "", "t", "", "", List.of(), List.of(), "");
    assertThat(errors(ProjectKind.EXTRACTIVE, b)).containsExactly("question type 'DATETIME' is not one of this project's: PERSON");
  }

  @Test
  void answerSentencesMustBeSentencesOfTheDocument() {
    var ok = new RecordBody("Q?", "PERSON", "", "", List.of("Ada wrote it."), "It rained. Ada wrote it.", "", "", "", List.of(), List.of(), "");
    assertThat(errors(ProjectKind.ANSWER_SELECTION, ok)).isEmpty();
    var half = new RecordBody("Q?", "PERSON", "", "", List.of("Ada wrote"), "It rained. Ada wrote it.", "", "", "", List.of(), List.of(), "");
    assertThat(errors(ProjectKind.ANSWER_SELECTION, half)).containsExactly("'Ada wrote' is not one of the document's sentences");
  }

  @Test
  void scenarioQuestionsNeedDistinctOptionsAndAValidLabel() {
    var b = new RecordBody("Q?", "PERSON", "", "", List.of(), "", "", "", "", List.of(new Diagram("d1", null, "a map")),
        List.of("x", "y", "x", ""), "E");
    assertThat(errors(ProjectKind.SCENARIO_CHOICE, b)).containsExactly("option C repeats an earlier option", "option D is empty",
        "the correct option 'E' is not one of A-D");
  }

  @Test
  void whitespaceIsCollapsedAsTheRegexDid() {
    var random = new java.util.Random(3);
    char[] alphabet = {'a', 'b', ' ', '\t', '\n', '\u000B', '\f', '\r', '\u00A0', '\u2003', 'é', '长'};
    for (int n = 0; n < 2000; n++) {
      var sb = new StringBuilder();
      for (int k = random.nextInt(12); k > 0; k--) {
        sb.append(alphabet[random.nextInt(alphabet.length)]);
      }
      String text = sb.toString();
      assertThat(RequiredFields.normal(text)).as("'%s'", text).isEqualTo(text.replaceAll("\\s+", " "));
    }
  }
}
