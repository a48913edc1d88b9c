package org.qakit.serve.ab;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class AbPairsFileTest {
  @Test
  void readsEachLineWithTheRealQuestionWhereverItStands() {
    List<AbPairsFile.Line> pairs = AbPairsFile.read("pairs.jsonl", """
        {"id": "q1", "a": "What do plants need for photosynthesis?", "b": "Which gas do leaves give off in light?", "real": "b"}

        {"id": "q2", "real": "a", "a": "What is the boiling point of water at sea level?", "b": "At what heat does water turn to steam?"}
        """);
    assertThat(pairs).hasSize(2);
    assertThat(pairs.get(0)).isEqualTo(new AbPairsFile.Line(1, "q1", "Which gas do leaves give off in light?",
        "What do plants need for photosynthesis?"));
    assertThat(pairs.get(1).line()).isEqualTo(3);
    assertThat(pairs.get(1).real()).isEqualTo("What is the boiling point of water at sea level?");
  }

  @Test
  void aBadLineIsNamedByFileAndLine() {
    String good = "{\"id\": \"q1\", \"a\": \"x?\", \"b\": \"y?\", \"real\": \"a\"}\n";
    assertThatThrownBy(() -> AbPairsFile.read("p.jsonl", good + "{\"id\": \"q2\", \"a\": \"x?\", \"b\": \"y?\", \"real\": \"c\"}"))
        .hasMessage("p.jsonl:2: \"real\" must be \"a\" or \"b\" (which text is the real question), found \"c\"");
    assertThatThrownBy(() -> AbPairsFile.read("p.jsonl", good + "{\"id\": \"q2\", \"a\": \"x?\", \"real\": \"a\"}"))
        .hasMessageStartingWith("p.jsonl:2: missing \"b\": expected {\"id\"");
    assertThatThrownBy(() -> AbPairsFile.read("p.jsonl", good + "{\"id\": \"q2\", \"a\": \"x?\", \"b\": \"z?\", \"real\": \"a\", \"note\": 1}"))
        .hasMessage("p.jsonl:2: unknown field 'note': expected only id, a, b and real");
    assertThatThrownBy(() -> AbPairsFile.read("p.jsonl", good + good))
        .hasMessage("p.jsonl:2: pair id 'q1' was already given on line 1: ids are unique");
    assertThatThrownBy(() -> AbPairsFile.read("p.jsonl", good + "{\"id\": \"q2\", \"a\": \"x?\""))
        .hasMessageStartingWith("p.jsonl:2: not a JSON object");
    assertThatThrownBy(() -> AbPairsFile.read("p.jsonl", "[1, 2]")).hasMessageStartingWith("p.jsonl:1: expected a JSON object");
    assertThatThrownBy(() -> AbPairsFile.read("p.jsonl", "{\"id\": 7, \"a\": \"x?\", \"b\": \"y?\", \"real\": \"a\"}"))
        .hasMessage("p.jsonl:1: \"id\" must be a non-empty string, found 7");
    assertThatThrownBy(() -> AbPairsFile.read("p.jsonl", "{\"id\": \"q\", \"a\": \"x?\", \"b\": \" x? \", \"real\": \"a\"}"))
        .hasMessage("p.jsonl:1: \"a\" and \"b\" are the same text: a pair needs two different questions");
    assertThatThrownBy(() -> AbPairsFile.read("p.jsonl", "{\"id\": \"q\", \"a\": \"\\ud83d\", \"b\": \"y\", \"real\": \"a\"}"))
        .hasMessage("p.jsonl:1: \"a\" holds a lone surrogate at character 0, which cannot be stored");
    assertThatThrownBy(() -> AbPairsFile.read("p.jsonl", "\n\n")).hasMessageStartingWith("p.jsonl: no pair");
  }
}
