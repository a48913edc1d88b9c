package org.qakit.serve.record;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.qakit.serve.project.Project;
import org.qakit.serve.project.ProjectKind;
import org.qakit.text.Language;

/** The dataset checks of {@code qakit check} on one record, as the server runs them on save. */
class DatasetChecksTest {
  private static final RecordValidator STANDARD = RecordValidator.standard();

  private static Project project(ProjectKind kind) {
    return new Project(1, "p", kind, Language.ENGLISH, Map.of("FACT", 3, "PERSON", 3));
  }

  private static RecordBody choice(String question, List<String> options) {
    return new RecordBody(question, "FACT", "", "", List.of(), "", "", "", "Look at the night sky.", List.of(), options, "A");
  }

  @Test
  void aSecondOptionWithTheGoldTextUpToWidthIsAnErrorOnTheOptions() {
    // RequiredFields sees four different strings; mc-one-gold compares them after NFKC and without
    // white space: 'Ｍａｒｓ' (full width) is 'Mars'
    List<Finding> found = STANDARD.validate(project(ProjectKind.SCENARIO_CHOICE),
        choice("Which planet is red?", List.of("Mars", "Venus", "Ｍａｒｓ", "Earth")));
    assertThat(found).filteredOn(Finding::isError).singleElement().satisfies(f -> {
      assertThat(f.field()).isEqualTo("options");
      assertThat(f.message()).startsWith("[mc-one-gold] option C").contains("two options are correct");
    });
    assertThat(new RequiredFields().validate(project(ProjectKind.SCENARIO_CHOICE),
        choice("Which planet is red?", List.of("Mars", "Venus", "Ｍａｒｓ", "Earth")))).isEmpty();
  }

  @Test
  void distractorsThatDifferOnlyInSpacingAreAWarning() {
    List<Finding> found = STANDARD.validate(project(ProjectKind.SCENARIO_CHOICE),
        choice("Which planet is red?", List.of("Mars", "the Moon", "the  Moon", "Earth")));
    assertThat(found).noneMatch(Finding::isError);
    assertThat(found).extracting(Finding::message).anyMatch(m -> m.startsWith("[mc-option-variants]"));
  }

  @Test
  void mojibakeInTheQuestionIsAWarningOnTheQuestionField() {
    var body = new RecordBody("Who wrote Les MisÃ©rables?", "PERSON", "", "Hugo", List.of("Hugo wrote it."), "Hugo wrote it.",
        "Hugo", "", "", List.of(), List.of(), "");
    List<Finding> found = STANDARD.validate(project(ProjectKind.EXTRACTIVE), body);
    assertThat(found).singleElement().satisfies(f -> {
      assertThat(f.isError()).isFalse();
      assertThat(f.field()).isEqualTo("question");
      assertThat(f.message()).startsWith("[text-mojibake] question:");
    });
  }

  @Test
  void aRecordThatFailsTheRequiredFieldsIsNotCheckedTwice() {
    // option B empty: RequiredFields says so; mc-empty-option would say it again and is not run
    List<Finding> found = STANDARD.validate(project(ProjectKind.SCENARIO_CHOICE), choice("Which planet is red?", List.of("Mars", "", "Venus")));
    assertThat(found).extracting(Finding::message).containsExactly("option B is empty");
  }

  @Test
  void aCleanRecordHasNoFinding() {
    assertThat(STANDARD.validate(project(ProjectKind.SCENARIO_CHOICE), choice("Which planet is red?", List.of("Mars", "Venus")))).isEmpty();
  }
}
