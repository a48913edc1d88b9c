package org.qakit.solve.qualitative;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A WordNet folder of a few synsets in the real wndb layout, written for tests: far/near (with
 * satellites, a derived noun and an attribute), sharp/dull with an adverb ("keenly") and a verb glossed "make
 * sharp", glossy/matte (no end listed in {@link Comparatives}: unoriented), increase/decrease
 * (oriented verb pair) and arrive/leave (unoriented verb pair: left out).
 */
final class TinyWordNet {
  private TinyWordNet() {}

  static Path write(Path dir) throws IOException {
    String license = "  1 This software and database is being provided to you, the LICENSEE, by  \n";
    Files.writeString(dir.resolve("data.adj"), license
        + "00000001 00 a 01 far 0 004 ! 00000002 a 0101 & 00000003 s 0000 + 00000010 n 0101 = 00000011 n 0000 | located at a great distance  \n"
        + "00000002 00 a 02 near 0 close 0 002 ! 00000001 a 0101 & 00000004 s 0000 | not far distant  \n"
        + "00000003 00 s 01 distant 0 001 & 00000001 a 0000 | far apart  \n"
        + "00000004 00 s 01 nearby 0 001 & 00000002 a 0000 | close at hand  \n"
        + "00000005 00 a 01 sharp 0 001 ! 00000006 a 0101 | having a thin cutting edge  \n"
        + "00000006 00 a 02 dull 0 blunt 0 001 ! 00000005 a 0101 | not sharp  \n"
        + "00000007 00 a 01 glossy 0 001 ! 00000008 a 0101 | having a shine  \n"
        + "00000008 00 a 01 matte 0 001 ! 00000007 a 0101 | without shine  \n");
    Files.writeString(dir.resolve("data.adv"), license
        + "00000001 02 r 01 keenly 0 001 \\ 00000005 a 0101 | in a keen manner  \n");
    Files.writeString(dir.resolve("data.verb"), license
        + "00000001 30 v 01 sharpen 0 000 01 + 08 00 | make sharp or sharper  \n"
        + "00000002 30 v 01 increase 0 001 ! 00000003 v 0101 01 + 02 00 | become bigger  \n"
        + "00000003 30 v 01 decrease 0 001 ! 00000002 v 0101 01 + 02 00 | become smaller  \n"
        + "00000004 30 v 01 arrive 0 001 ! 00000005 v 0101 01 + 02 00 | reach a destination  \n"
        + "00000005 30 v 01 leave 0 001 ! 00000004 v 0101 01 + 02 00 | go away  \n");
    Files.writeString(dir.resolve("data.noun"), license
        + "00000010 07 n 01 farness 0 000 | the property of being far  \n"
        + "00000011 07 n 01 distance 0 000 | size of the gap between two places  \n");
    Files.writeString(dir.resolve("index.noun"), license
        + "distance n 1 0 1 0 00000011  \nfarness n 1 0 1 0 00000010  \n");
    Files.writeString(dir.resolve("adj.exc"), "farther far\nfurther far\n");
    Files.writeString(dir.resolve("adv.exc"), "");
    Files.writeString(dir.resolve("noun.exc"), "");
    Files.writeString(dir.resolve("verb.exc"), "");
    return dir;
  }
}
