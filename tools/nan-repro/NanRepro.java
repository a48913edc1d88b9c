import ai.djl.ndarray.NDManager;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.qakit.encode.TextTokenizer;
import org.qakit.format.Formats;
import org.qakit.format.ReadOptions;
import org.qakit.model.ExtractionItem;
import org.qakit.train.AdamW;
import org.qakit.train.LinearWarmup;
import org.qakit.train.bert.Bert;
import org.qakit.train.bert.BertConfig;
import org.qakit.train.bert.BertShapes;
import org.qakit.train.bert.Dropout;
import org.qakit.train.bert.Parameters;
import org.qakit.train.span.SpanExample;
import org.qakit.train.span.SpanExamples;
import org.qakit.train.span.SpanReader;
import org.qakit.train.span.SpanWindows;

/**
 * Reproduces the flaky NaN of the qakit-train tests in one JVM: trains SpanTrainingTest's tiny span
 * reader (same seed, windows of 20 tokens with a stride of 4, 4 windows a step, the same schedule)
 * again and again, with a full GC between runs, and reports
 * the runs whose loss turned NaN and the finite runs whose weights differ from the first finite
 * run. Every run should give the same bits; see run.sh for how to start it.
 */
public class NanRepro {
  static final BertConfig TINY = new BertConfig(29, 32, 2, 2, 64, 64, 2, 1e-12f);

  public static void main(String[] args) throws Exception {
    int runs = Integer.parseInt(args[0]);
    Path module = Path.of(args[1]);
    List<ExtractionItem> items = Formats.get("sciq")
        .read(module.resolve("src/test/resources/span/sciq-direct-answer.json"), ReadOptions.STRICT.withView("direct-answer"))
        .items().stream().map(ExtractionItem.class::cast).toList();
    byte[] json = Files.readAllBytes(module.resolve("src/test/resources/tiny-bert-tokenizer.json"));
    org.qakit.train.bert.Torch.threads(1);
    Map<String, float[]> first = null;
    int nan = 0;
    int differ = 0;
    for (int r = 0; r < runs; r++) {
      try (NDManager m = org.qakit.train.bert.Torch.newManager(); TextTokenizer tok = new TextTokenizer(json, 20, "tiny")) {
        var windows = new SpanWindows(tok, 20, 4);
        List<SpanExample> examples = SpanExamples.of(items, windows, "fixture", false, new PrintWriter(System.err, true));
        Parameters params = BertShapes.random(TINY, 3, m);
        SpanReader.addHead(params, TINY.hidden(), 3);
        var reader = new SpanReader(new Bert(TINY, params), windows, 3);
        params.requireGradients();
        var adam = new AdamW(params, 0.01);
        var schedule = new LinearWarmup(3e-3, 4, 30 * 4);
        int step = 0;
        int nanStep = 0;
        for (int e = 0; e < 30; e++) {
          for (int b = 0; b < examples.size(); b += 4) {
            double loss = reader.backward(examples.subList(b, b + 4), Dropout.NONE);
            adam.update(params, schedule.rate(++step));
            nanStep = nanStep == 0 && !Double.isFinite(loss) ? step : nanStep;
          }
        }
        if (nanStep > 0) {
          nan++;
          System.out.println("run " + r + ": NaN loss from step " + nanStep);
        } else {
          var weights = new TreeMap<String, float[]>();
          params.all().keySet().forEach(k -> weights.put(k, params.values(k)));
          if (first == null) {
            first = weights;
          } else if (!same(weights, first)) {
            differ++;
            System.out.println("run " + r + ": finite, but weights differ from the first finite run");
          }
        }
      }
      System.gc();
    }
    System.out.println(runs + " runs: " + nan + " with a NaN loss, " + differ + " finite runs with other weights");
  }

  static boolean same(Map<String, float[]> a, Map<String, float[]> b) {
    return a.keySet().stream().allMatch(k -> Arrays.equals(a.get(k), b.get(k)));
  }
}
