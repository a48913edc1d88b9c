package org.qakit.fitness;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.apache.lucene.analysis.Analyzer;
import org.junit.jupiter.api.Test;
import org.qakit.analysis.Analyzers;
import org.qakit.text.Language;

class PassageFitnessTest {
  static final List<String> SCIENCE = List.of(
      "Plants use energy from sunlight to make food in their cells during photosynthesis.",
      "Heat energy moves from a warmer object to a cooler object until both reach the same temperature.",
      "The cell membrane controls which substances enter and leave the cell.",
      "Water evaporates when the sun heats it, and the vapor condenses into clouds as it cools.",
      "An object in motion keeps moving unless a force such as friction acts on it.",
      "Animal cells get energy by breaking down sugar in the mitochondria.",
      "Sound travels faster through solids than through gases because the particles are closer together.",
      "The temperature of a gas rises when its particles move faster and gain kinetic energy.");
  static final List<String> COOKING = List.of(
      "Preheat the oven and grease the baking tin with butter.",
      "Whisk two eggs with the sugar until pale, then fold in the flour.",
      "Season the soup with salt and pepper and serve it with fresh bread.",
      "Chop the onions finely and fry them in butter until golden.",
      "Knead the dough for ten minutes and leave it to rise in a warm kitchen.",
      "Slice the tomatoes, add olive oil and a pinch of salt, and serve.",
      "Simmer the sauce gently and stir in the cream before serving.",
      "Dust the cake with icing sugar once it has cooled on a rack.");

  private final Analyzer en = Analyzers.forLanguage(Language.ENGLISH);

  private List<FitnessFeatures> analyse(List<String> texts) {
    return texts.stream().map(t -> FitnessFeatures.analyse(en, t)).toList();
  }

  @Test
  void unseenSciencePassagesScoreAboveUnseenRecipes() {
    PassageFitness model = PassageFitness.train(en, analyse(SCIENCE), analyse(COOKING));
    double science = model.score("Energy from the sun heats water, and the particles of the vapor move faster.");
    double recipe = model.score("Fry the bread in butter and serve it with a pinch of sugar.");
    assertThat(science).isGreaterThan(0.5).isGreaterThan(recipe);
    assertThat(recipe).isLessThan(0.5);
    assertThat(model.weights()).containsOnlyKeys(FitnessFeatures.NAMES);
    // the domain weight carries the decision here
    assertThat(model.weights().get("domain-mean")).isPositive();
  }

  @Test
  void trainingIsDeterministic() {
    PassageFitness a = PassageFitness.train(en, analyse(SCIENCE), analyse(COOKING));
    PassageFitness b = PassageFitness.train(en, analyse(SCIENCE), analyse(COOKING));
    assertThat(a.weights()).isEqualTo(b.weights());
    assertThat(a.terms()).isEqualTo(b.terms()).isPositive();
  }

  @Test
  void featuresFollowTheirDefinitions() {
    FitnessFeatures f = FitnessFeatures.analyse(en, "Cells divide. Cells grow 2 times.");
    // tokens (English chain, stop words out, Porter stems): cell divid cell grow 2 time: n = 6, 5 distinct, 2 sentences
    assertThat(f.tokens()).hasSize(6);
    assertThat(f.sentences()).isEqualTo(2);
    DomainTerms d = DomainTerms.count(List.of(f.terms()), List.of(java.util.Set.of("time")));
    double[] x = f.vector(d, null);
    assertThat(x[0]).isEqualTo(Math.log1p(6));
    assertThat(x[1]).isEqualTo(Math.log1p(2));
    // every term but "time" is fit-only: 4 of 5 distinct terms weigh > 0 (log(2/3) − log(1/3) = log 2)
    assertThat(x[3]).isEqualTo(4.0 / 5);
    // the four fit-only terms weigh log 2 each, "time" (df_F 1, df_U 1) log(2/3) − log(2/3) = 0
    assertThat(x[4]).isCloseTo(4 * Math.log(2), org.assertj.core.api.Assertions.within(1e-12));
    assertThat(x[5]).isCloseTo(Math.log(2), org.assertj.core.api.Assertions.within(1e-12));
    assertThat(x[6]).isEqualTo(1.0 / 6);
    assertThat(x[7]).isEqualTo(5.0 / 6);
  }

  @Test
  void tooFewPassagesAreRefused() {
    assertThatThrownBy(() -> PassageFitness.train(en, analyse(SCIENCE.subList(0, 1)), analyse(COOKING)))
        .hasMessage("passage fitness: expected at least 2 fit and 2 unfit passages, found 1 fit and 8 unfit");
  }
}
