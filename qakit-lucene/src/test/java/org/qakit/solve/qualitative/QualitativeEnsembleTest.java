package org.qakit.solve.qualitative;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.qakit.format.Formats;
import org.qakit.format.ReadOptions;
import org.qakit.model.Choice;
import org.qakit.model.Item;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.solve.Prediction;
import org.qakit.solve.Solver;
import org.qakit.solve.ensemble.EnsembleSolver;
import org.qakit.solve.ensemble.EnsembleTrainer;

/**
 * The qualitative solver as an {@code ensemble} member: an abstention (every option 1/k) gives the
 * ensemble no preference, so another member decides those items, and a reading decides the rest.
 */
class QualitativeEnsembleTest {
  private static List<MultipleChoiceItem> fixtures;
  private static QualitativeSolver qualitative;

  @BeforeAll
  static void load() throws IOException, URISyntaxException {
    Path file = Path.of(QualitativeEnsembleTest.class.getResource("/qakit/qualitative/quartz-fixtures.jsonl").toURI());
    fixtures = Formats.get("quartz").read(file, ReadOptions.STRICT).items().stream().map(MultipleChoiceItem.class::cast).toList();
    qualitative = new QualitativeSolver(new KnowledgeSource.Gold(), WordNetScales.load(WordNetScales.DEFAULT_FOLDER), null);
  }

  /** A weak second member: prefers the option with the longer text (a stand-in for the embedding solver). */
  private static final Solver LONGER = new Solver() {
    @Override
    public String id() {
      return "longer";
    }

    @Override
    public String description() {
      return "test member: the length of the option text";
    }

    @Override
    public Optional<Prediction> solve(Item item) {
      var m = (MultipleChoiceItem) item;
      var scores = new LinkedHashMap<String, Double>();
      m.choices().forEach(c -> scores.put(c.label(), (double) c.text().length()));
      return Optional.of(new Prediction.ChoiceScores(m.id(), scores));
    }
  };

  private static String top(Solver s, MultipleChoiceItem m) {
    var scores = ((Prediction.ChoiceScores) s.solve(m).orElseThrow()).scores();
    return scores.entrySet().stream().max(java.util.Map.Entry.comparingByValue()).orElseThrow().getKey();
  }

  @Test
  void anAbstentionLeavesTheItemToTheOtherMemberAndAReadingDecidesTheRest() {
    EnsembleSolver ensemble = EnsembleTrainer.train(List.of(qualitative, LONGER), fixtures, 42);
    // the reading is the better member on the fixtures (24 of 30 right, 2 wrong), so its z weight is the larger
    assertThat(ensemble.weights().get("qualitative-gold:z")).isGreaterThan(Math.abs(ensemble.weights().get("longer:z")));
    int abstained = 0;
    for (MultipleChoiceItem m : fixtures) {
      QualitativeEvidence e = qualitative.evidence(m);
      var own = ((Prediction.ChoiceScores) qualitative.solve(m).orElseThrow()).scores();
      if (e.decision().equals("abstain")) {
        abstained++;
        assertThat(own.values()).as(m.id()).containsOnly(0.5); // 1/k, k = 2
        var lengths = m.choices().stream().map(Choice::text).mapToInt(String::length).toArray();
        if (lengths[0] != lengths[1]) {
          assertThat(top(ensemble, m)).as(m.id()).isEqualTo(top(LONGER, m));
        }
      } else {
        assertThat(top(ensemble, m)).as(m.id()).isEqualTo(top(qualitative, m));
      }
    }
    assertThat(abstained).isEqualTo(4); // the fixtures' abstentions without an encoder (QualitativeSolverTest)
  }
}
