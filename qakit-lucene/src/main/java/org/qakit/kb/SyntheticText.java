package org.qakit.kb;

import java.nio.charset.Charset;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * The strings of the synthetic knowledge base: Chinese characters with a Zipf distribution over the
 * 3,755 level-1 characters of GB 2312 (the common set), ranked by a hand-written head of about 400
 * frequent characters (as general frequency lists order them: 的一是不了人我在有…) followed by the
 * rest of the set in a seeded shuffle; plus numbers, dates, measures and Latin model codes.
 * Names use a flatter exponent (0.7) than running text (1.0), so that names are varied while
 * common characters still dominate. Nothing here comes from the NLPCC files.
 */
final class SyntheticText {
  private static final String HEAD =
      "的一是不了人我在有他这中大来上国个到说们为子和你地出道也时年得就那要下以生会自着去之过家学对可她里后小么心多天而"
      + "能好都然没日于起还发成事只作当想看文无开手十用主行方又如前所本见经头面公同三已老从动两长知民样现分将外但身些与"
      + "高意进把法此实回二理美点月明其种声全工己话儿者向情部正名定女问力机给等几很业最间新什打便位因重被走电四第门相次"
      + "东政海口使教西再平真听世气信北少关并内加化由却代军产入先山五太水万市眼体别处总才场师书比住员九笑性通目华报立马"
      + "命张活难神数件安表原车白应路期叫死常提感金何更反合放做系计或司利受光王果亲界及今京务制解各任至清物台象记边共风"
      + "战干接它许八特觉望直服毛林题建南度统色字请交爱让认算论百吃义科怎元社术结六功指思非流每青管夫连远资队跟带花快条"
      + "院变联言权往展该领传近留红治决周保达办运武半候七必城父强步完革深区即求品士转量空甚众技轻程告江语英基派满式李息"
      + "写呢识极令黄德收脸钱党倒未持取设始版双历越史商千片容研像找友孩站广改议形委早房音火际则首单据导影失拿网香似斯专"
      + "石若兵弟谁校读志飞观争究包组造落视济喜离虽坏兴低米州湖河省县镇村州市区路街乡岛湾峰谷园林寺庙桥";

  private final char[] ranked;
  private final ZipfSampler names;
  private final ZipfSampler text;

  SyntheticText(long seed) {
    var level1 = level1();
    var order = new LinkedHashSet<Character>();
    for (char c : HEAD.toCharArray()) {
      if (level1.contains(c)) {
        order.add(c);
      }
    }
    var rest = new ArrayList<Character>();
    for (char c : level1) {
      if (!order.contains(c)) {
        rest.add(c);
      }
    }
    var random = new SplittableRandom(seed ^ 0x5DEECE66DL);
    for (int i = rest.size() - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      Character t = rest.get(i);
      rest.set(i, rest.get(j));
      rest.set(j, t);
    }
    order.addAll(rest);
    ranked = new char[order.size()];
    int i = 0;
    for (char c : order) {
      ranked[i++] = c;
    }
    names = new ZipfSampler(ranked.length, 0.7);
    text = new ZipfSampler(ranked.length, 1.0);
  }

  /** The 3,755 level-1 characters of GB 2312 (rows 16–55), in code order. */
  private static List<Character> level1() {
    Charset gb = Charset.forName("GB2312");
    var chars = new ArrayList<Character>(3755);
    for (int hi = 0xB0; hi <= 0xD7; hi++) {
      for (int lo = 0xA1; lo <= 0xFE; lo++) {
        if (hi == 0xD7 && lo > 0xF9) {
          continue;
        }
        String s = new String(new byte[] {(byte) hi, (byte) lo}, gb);
        if (s.length() == 1 && Character.isIdeographic(s.charAt(0))) {
          chars.add(s.charAt(0));
        }
      }
    }
    return chars;
  }

  /** A name of 2 (30%), 3 (35%), 4 (20%) or 5–8 (15%) characters; 3% end in a Latin model code. */
  String name(SplittableRandom r) {
    double u = r.nextDouble();
    int length = u < 0.30 ? 2 : u < 0.65 ? 3 : u < 0.85 ? 4 : 5 + r.nextInt(4);
    var sb = new StringBuilder(length + 8);
    for (int i = 0; i < length; i++) {
      sb.append(ranked[names.sample(r)]);
    }
    if (r.nextDouble() < 0.03) {
      sb.append(model(r));
    }
    return sb.toString();
  }

  /** Chinese running text of about {@code mean} characters (geometric-like length, at least 1). */
  String chinese(SplittableRandom r, double mean) {
    int length = 1 + (int) Math.min(400, -StrictMath.log(1 - r.nextDouble()) * (mean - 1));
    var sb = new StringBuilder(length);
    for (int i = 0; i < length; i++) {
      sb.append(ranked[text.sample(r)]);
    }
    return sb.toString();
  }

  /** An object value: Chinese text (70%), a year-month (8%), a date (6%), a measure (8%), a Latin word (8%). */
  String value(SplittableRandom r) {
    double u = r.nextDouble();
    if (u < 0.70) {
      return chinese(r, 11.5);
    }
    if (u < 0.78) {
      return (1900 + r.nextInt(125)) + "年" + (1 + r.nextInt(12)) + "月";
    }
    if (u < 0.84) {
      return String.format(Locale.ROOT, "%d-%02d-%02d", 1950 + r.nextInt(75), 1 + r.nextInt(12), 1 + r.nextInt(28));
    }
    if (u < 0.92) {
      String[] units = {"cm", "kg", "平方公里", "万人", "元", "页", "米", "分钟"};
      return (1 + r.nextInt(2000)) + units[r.nextInt(units.length)];
    }
    return latin(r) + (r.nextBoolean() ? " " + latin(r) : "");
  }

  private static String latin(SplittableRandom r) {
    int length = 3 + r.nextInt(7);
    var sb = new StringBuilder(length);
    for (int i = 0; i < length; i++) {
      sb.append((char) ('a' + r.nextInt(26)));
    }
    return sb.toString();
  }

  private static String model(SplittableRandom r) {
    return latin(r).substring(0, 2) + (100 + r.nextInt(9900));
  }
}
