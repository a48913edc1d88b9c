package org.qakit.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class CzechStemsTest {
  @Test
  void caseFormsOfOneNameMeet() {
    // the forms of one word share a stem: endings stripped (longest first), c/z/ř alternation undone
    assertThat(List.of("Mělník", "Mělníka", "Mělníku", "Mělníkem")).extracting(CzechStems::stem).containsOnly("mělník");
    assertThat(List.of("Sněžka", "Sněžky", "Sněžce", "Sněžkou")).extracting(CzechStems::stem).containsOnly("sněžk");
    assertThat(List.of("Brno", "Brně", "Brnem")).extracting(CzechStems::stem).containsOnly("brn");
    assertThat(CzechStems.stem("Praze")).isEqualTo(CzechStems.stem("Prahy")).isEqualTo("prah");
  }

  @Test
  void longStemsAreCutToTheirPrefixAndShortWordsAndNumbersStay() {
    // cuxhaven (8) → cuxhave (7 = PREFIX): Cuxhavenu and Cuxhavenem meet
    assertThat(CzechStems.stem("Cuxhavenu")).isEqualTo("cuxhave").isEqualTo(CzechStems.stem("Cuxhavenem"));
    assertThat(CzechStems.stem("Labe")).isEqualTo("lab");
    assertThat(CzechStems.stem("u")).isEqualTo("u");
    assertThat(CzechStems.stem("IV")).isEqualTo("iv");
    assertThat(CzechStems.stem("1919")).isEqualTo("1919");
    assertThat(CzechStems.stem("1,5km")).isEqualTo("1,5km");
  }
}
