package org.qakit.kb;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class KbNamesTest {

  @Test
  void normalisationFoldsWidthCaseAndSpace() {
    // NFKC: （ → (, Ａ → A, ideographic space U+3000 → space; then lower-case; then no white space
    assertThat(KbNames.normalize("李娜（网球运动员）")).isEqualTo("李娜(网球运动员)");
    assertThat(KbNames.normalize(" Ａpple\u3000Pie\t")).isEqualTo("applepie");
    assertThat(KbNames.normalize("民 族")).isEqualTo("民族");
  }

  @Test
  void aTrailingBracketGroupIsADisambiguator() {
    assertThat(KbNames.withoutDisambiguator("李娜(网球运动员)")).isEqualTo("李娜");
    assertThat(KbNames.withoutDisambiguator("武汉大学学报(医学版)")).isEqualTo("武汉大学学报");
    // nested: the matching bracket of the last ')'
    assertThat(KbNames.withoutDisambiguator("格兰仕kfr(32gw(2))")).isEqualTo("格兰仕kfr");
    assertThat(KbNames.withoutDisambiguator("(1)")).isNull(); // nothing before it
    assertThat(KbNames.withoutDisambiguator("a()")).isNull(); // empty group
    assertThat(KbNames.withoutDisambiguator("a(b)c")).isNull(); // not at the end
    assertThat(KbNames.withoutDisambiguator("a)")).isNull(); // unbalanced
  }

  @Test
  void namesOfAKeyAndOfAnAlias() {
    assertThat(KbNames.names("《红楼梦》(小说)")).containsExactly("《红楼梦》(小说)", "《红楼梦》", "红楼梦");
    assertThat(KbNames.names("鳞")).containsExactly("鳞");
    assertThat(KbNames.aliasNames("小明、 明明，ＭＭ")).containsExactly("小明、明明,mm", "小明", "明明", "mm");
    assertThat(KbNames.aliasNames("")).isEmpty();
    assertThat(KbNames.isAliasPredicate("别名")).isTrue();
    assertThat(KbNames.isAliasPredicate("中文名 ")).isTrue();
    assertThat(KbNames.isAliasPredicate("外文名")).isTrue();
    assertThat(KbNames.isAliasPredicate("英文 名")).isTrue();
    assertThat(KbNames.isAliasPredicate("出生地")).isFalse();
    assertThat(KbNames.isAliasPredicate("名")).isFalse();
  }

  @Test
  void longKeysAreCutAndHashed() {
    String longSubject = "长".repeat(KbNames.MAX_KEY_CHARS + 5);
    String key = KbNames.key(longSubject);
    // 1000 characters, '#', 16 hex digits
    assertThat(key).hasSize(KbNames.MAX_KEY_CHARS + 17).startsWith("长".repeat(KbNames.MAX_KEY_CHARS) + "#");
    assertThat(KbNames.key("长".repeat(KbNames.MAX_KEY_CHARS + 6))).isNotEqualTo(key);
    assertThat(KbNames.key("短")).isEqualTo("短");
    // a name over 64 characters is no name
    assertThat(KbNames.names("名".repeat(KbNames.MAX_NAME_CHARS + 1))).isEmpty();
  }
}
