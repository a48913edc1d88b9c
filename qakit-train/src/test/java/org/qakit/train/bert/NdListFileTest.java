package org.qakit.train.bert;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ai.djl.ndarray.NDManager;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.Arrays;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.qakit.encode.ModelException;

/** The weights file read without libtorch holds what DJL wrote: every array, its name, shape and values. */
class NdListFileTest {
  private static final BertConfig CONFIG = new BertConfig(29, 32, 2, 2, 64, 64, 2, 1e-12f);

  @Test
  void readsWhatParametersSaveWrote() throws Exception {
    byte[] file;
    try (NDManager m = Torch.newManager(); Parameters p = BertShapes.random(CONFIG, 5, m)) {
      var out = new ByteArrayOutputStream();
      p.save(out);
      file = out.toByteArray();
      Map<String, Tensor> read = NdListFile.read(new ByteArrayInputStream(file), "w");
      assertThat(read.keySet()).containsExactlyElementsOf(p.all().keySet());
      for (String name : p.all().keySet()) {
        assertThat(read.get(name).shape()).as(name).containsExactly(p.get(name).getShape().getShape());
        assertThat(read.get(name).values()).as(name).containsExactly(p.values(name));
      }
      assertThat(read.get("encoder.layer.1.output.dense.weight").shape()).containsExactly(64, 32);
    }
    byte[] cut = Arrays.copyOf(file, file.length - 10);
    assertThatThrownBy(() -> NdListFile.read(new ByteArrayInputStream(cut), "w.ndlist")).isInstanceOf(ModelException.class)
        .hasMessageStartingWith("w.ndlist: ends early after ").hasMessageEndingWith(" arrays; expected a weights file of qakit train");
    byte[] bad = file.clone();
    bad[7] = 'X';
    assertThatThrownBy(() -> NdListFile.read(new ByteArrayInputStream(bad), "w.ndlist")).isInstanceOf(ModelException.class)
        .hasMessage("w.ndlist: array 0: magic 'NXAR', expected 'NDAR'");
  }
}
