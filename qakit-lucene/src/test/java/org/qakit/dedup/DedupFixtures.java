package org.qakit.dedup;

import java.util.ArrayList;
import java.util.List;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.core.WhitespaceAnalyzer;
import org.qakit.model.Choice;
import org.qakit.model.Item;
import org.qakit.model.MultipleChoiceItem;

/** Small hand-written items for the dedup tests; analysed by white space, so terms are the words. */
final class DedupFixtures {
  static final Analyzer WHITESPACE = new WhitespaceAnalyzer();

  private DedupFixtures() {}

  static MultipleChoiceItem mc(String id, String stem, String... options) {
    var choices = new ArrayList<Choice>();
    for (int i = 0; i < options.length; i++) {
      choices.add(new Choice(String.valueOf((char) ('A' + i)), options[i]));
    }
    return MultipleChoiceItem.of(id, stem, choices, "A");
  }

  static AnalysedTexts analysed(Item item) {
    return AnalysedTexts.of(DedupTexts.of(item), WHITESPACE);
  }

  /** 12 distinct science questions, plus q13 a copy of q1 with its options in another order and q14 a light edit of q2. */
  static List<Item> items() {
    var items = new ArrayList<Item>();
    items.add(mc("q1", "which gas do plants take in for photosynthesis", "carbon dioxide", "oxygen", "nitrogen", "helium"));
    items.add(mc("q2", "what force pulls objects toward the center of the earth", "gravity", "friction", "magnetism", "tension"));
    items.add(mc("q3", "which planet is closest to the sun", "mercury", "venus", "earth", "mars"));
    items.add(mc("q4", "what is the boiling point of water at sea level", "100 degrees", "50 degrees", "0 degrees", "212 degrees"));
    items.add(mc("q5", "which organ pumps blood through the body", "heart", "lung", "liver", "kidney"));
    items.add(mc("q6", "what kind of rock forms from cooled lava", "igneous", "sedimentary", "metamorphic", "limestone"));
    items.add(mc("q7", "which instrument measures air pressure", "barometer", "thermometer", "anemometer", "hygrometer"));
    items.add(mc("q8", "what part of the cell holds the genetic material", "nucleus", "membrane", "cytoplasm", "wall"));
    items.add(mc("q9", "which layer of the atmosphere holds the ozone", "stratosphere", "troposphere", "mesosphere", "exosphere"));
    items.add(mc("q10", "what do we call animals that eat only plants", "herbivores", "carnivores", "omnivores", "decomposers"));
    items.add(mc("q11", "which simple machine is a ramp", "inclined plane", "lever", "pulley", "wedge"));
    items.add(mc("q12", "what is the main source of energy for the earth", "the sun", "the moon", "the wind", "the tides"));
    items.add(mc("q13", "which gas do plants take in for photosynthesis", "oxygen", "helium", "carbon dioxide", "nitrogen"));
    items.add(mc("q14", "what force pulls objects toward the center of earth", "gravity", "friction", "magnetism", "tension"));
    return items;
  }

  static List<AnalysedTexts> analysedItems() {
    return AnalysedTexts.ofItems(items(), WHITESPACE);
  }
}
