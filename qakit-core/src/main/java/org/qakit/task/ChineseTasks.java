package org.qakit.task;

import java.util.List;

/** The Chinese tasks: GeoSQA and its stand-ins GKMC and GeoTSQA, NLPCC-ICCPOL 2016 DBQA and KBQA. */
final class ChineseTasks {
  private static final Protocol ALL = new Protocol.AllItems();
  private static final String NO_TERMS = "none stated (the repository's LICENSE is Apache 2.0, a software licence)";
  private static final String NLPCC_TERMS = "none stated by the organisers (the 2016 guideline states no terms)";
  private static final String NLPCC_PAGE = "http://tcci.ccf.org.cn/conference/2016/pages/page05_evadata.html";

  /** huangxiangzhou/NLPCC2016KBQA, which PROVENANCE.md names, by commit. */
  private static final String KBQA_RAW = "https://raw.githubusercontent.com/huangxiangzhou/NLPCC2016KBQA/";

  private ChineseTasks() {}

  static List<Task> all() {
    return List.of(geosqa(), gkmc(), geotsqa(), dbqa(), dbqaSubset(), kbqa());
  }

  private static Task geosqa() {
    return new Task("geosqa", "GeoSQA: Chinese high-school geography scenarios (text + diagram descriptions), 4-way multiple choice",
        "GeoSQA", "zh", "qakit-jsonl", null,
        List.of(new TaskSplit("test", List.of(new TaskFile("geosqa/geosqa.qakit.jsonl", null,
            "Huang et al., EMNLP 2019 (the authors' release; address not checked here), converted to qakit-jsonl")), null,
            "not in the development data; GeoSQA's own layout has no reader yet: convert it to qakit-jsonl")),
        ALL, Scoring.ITEMS, List.of("accuracy", "accuracy-tie-split"), Knowledge.OPEN,
        "textbook and Wikipedia sentences (the paper's corpus is not here); the gkmc-evidence-sentences importer builds the closest one",
        "not checked here (the release is not reachable from this machine)", List.of(),
        "stand-ins here: gkmc and geotsqa (same group, same exam)");
  }

  private static Task gkmc() {
    return new Task("gkmc", "GKMC: Chinese gaokao geography scenarios with evidence paragraphs per option, 4-way multiple choice",
        "GKMC", "zh", "gkmc", null,
        List.of(
            new TaskSplit("train", List.of(new TaskFile("gkmc/gkmc_train.json",
                "83fe386b3c570d9d483e549997b63690349de4242abcdf9c14ffa89b60a519fe", "nju-websoft/Jeeves-GKMC GKMC/dataset.json, 1,280 of 1,600")),
                null, "no official split: the 80% whose sha256(id) sorts last (PROVENANCE.md); carve a dev split from it"),
            new TaskSplit("test", List.of(new TaskFile("gkmc/gkmc_test.json", null, "the other 320 questions of GKMC/dataset.json")),
                null, "held out of the development data")),
        ALL, Scoring.ITEMS, List.of("accuracy", "accuracy-tie-split"), Knowledge.OPEN,
        "the GKMC evidence paragraphs (importer gkmc-evidence or gkmc-evidence-sentences); they are the questions' own gold evidence, so a score over them is an upper bound",
        NO_TERMS, List.of(), "a GeoSQA stand-in (arXiv:2108.13875)");
  }

  private static Task geotsqa() {
    return new Task("geotsqa", "GeoTSQA: Chinese gaokao geography scenarios with a table, 4-way multiple choice",
        "GeoTSQA", "zh", "geotsqa", null,
        List.of(
            new TaskSplit("train", List.of(new TaskFile("geotsqa/geotsqa_train.json",
                "ec8612b8b73c607c1ddb46a04222921f239f2412c67c20986ced041d9445bdd1", "nju-websoft/TSQA GeoTSQA_dataset.json, 445 of 556 scenarios")),
                null, "no official split: by scenario, the 80% whose sha256(guid) sorts last (PROVENANCE.md)"),
            new TaskSplit("test", List.of(new TaskFile("geotsqa/geotsqa_test.json", null, "the other 111 scenarios of GeoTSQA_dataset.json")),
                null, "held out of the development data")),
        ALL, Scoring.ITEMS, List.of("accuracy", "accuracy-tie-split"), Knowledge.OPEN,
        "no corpus ships with it; the GKMC evidence sentences are the closest one here", NO_TERMS,
        List.of(new Anchor("TTGen", "accuracy", "5-fold cross-validation", 0.397, "Li et al., AAAI 2021 (as listed by the Awesome-HybridQA-Survey)",
            "GeoTSQA leaderboard")),
        "a GeoSQA stand-in (Li et al., AAAI 2021, arXiv:2101.11429)");
  }

  private static Task dbqa() {
    return new Task("nlpcc2016-dbqa", "NLPCC-ICCPOL 2016 DBQA: rank a document's sentences for a Chinese question (official files)",
        "NLPCC 2016 DBQA", "zh", "nlpcc-dbqa", null,
        List.of(
            TaskSplit.of("train", new TaskFile("nlpcc2016-dbqa/nlpcc-iccpol-2016.dbqa.training-data", null, NLPCC_PAGE)),
            TaskSplit.of("test", new TaskFile("nlpcc2016-dbqa/nlpcc-iccpol-2016.dbqa.testing-data", null, NLPCC_PAGE))),
        ALL, Scoring.ITEMS, List.of("mrr", "map", "p@1"), Knowledge.NONE, "", NLPCC_TERMS,
        List.of(
            new Anchor("Wu et al., a hybrid approach (a participant)", "MRR", "test", 0.8120, "Wu et al., NLPCC-ICCPOL 2016", "abstract"),
            new Anchor("Wu et al., a hybrid approach (a participant)", "MAP", "test", 0.8111, "Wu et al., NLPCC-ICCPOL 2016", "abstract"),
            new Anchor("BERT (Chinese, base)", "MRR", "test", 0.946, "PaddlePaddle/ERNIE README", "nlpcc-dbqa results table"),
            new Anchor("ERNIE 1.0", "MRR", "test", 0.951, "PaddlePaddle/ERNIE README", "nlpcc-dbqa results table")),
        "the official files are not in the development data; nlpcc-dbqa-subset is a labelled part of them. "
            + "NLPCC scores every question, a question without a correct sentence as 0");
  }

  private static Task dbqaSubset() {
    TaskFile subset = new TaskFile("nlpcc-dbqa/dbqa-subset.train-dev.tsv", "9be0f95163b42637fc56302f5e51aea5639f451ea63a5b8ef6ffc948444792e3",
        "YuhanXiaoJY/RCNN-for-Document-based-Question-Answering evaltool/sample.QApair.txt (GB18030 → UTF-8)");
    String made = "qakit data split -f nlpcc-dbqa … --ratios 80:20 --names train,dev --seed 42";
    return new Task("nlpcc-dbqa-subset", "NLPCC 2016 DBQA, a labelled subset (1,324 questions): answer-sentence selection in Chinese",
        "NLPCC 2016 DBQA", "zh", "nlpcc-dbqa", null,
        List.of(
            new TaskSplit("train", List.of(subset), "benchmarks/splits/nlpcc-dbqa-subset/train.ids", made),
            new TaskSplit("dev", List.of(subset), "benchmarks/splits/nlpcc-dbqa-subset/dev.ids", made)),
        ALL, Scoring.ITEMS, List.of("mrr", "map", "p@1"), Knowledge.NONE, "", NLPCC_TERMS, List.of(),
        "not the official training or test file: scores are not comparable with the shared task's");
  }

  private static Task kbqa() {
    TaskFile training = TaskFile.at("nlpcc-kbqa/nlpcc-iccpol-2016.kbqa.training-data",
        "e875c9d5cc9744c9427e44398a9a3394e9ded61aa9aa4f6696199ec1548c39e6", "huangxiangzhou/NLPCC2016KBQA (the organisers' 2016 training file)",
        KBQA_RAW + "3f26b13dc0ac2daadadbf9db601ae70ef60777e3/nlpcc-iccpol-2016.kbqa.training-data");
    String made = "qakit data split -f nlpcc-kbqa … --ratios 90:10 --names train,dev --seed 2016";
    return new Task("nlpcc2016-kbqa", "NLPCC-ICCPOL 2016 KBQA: answer Chinese questions from subject ||| predicate ||| object triples",
        "NLPCC 2016 KBQA", "zh", "nlpcc-kbqa", null,
        List.of(
            new TaskSplit("train", List.of(training), "benchmarks/splits/nlpcc-kbqa/train.ids", made),
            new TaskSplit("dev", List.of(training), "benchmarks/splits/nlpcc-kbqa/dev.ids", made),
            new TaskSplit("test", List.of(TaskFile.at("nlpcc-kbqa/nlpcc-iccpol-2016.kbqa.testing-data", null,
                NLPCC_PAGE + " (copy: huangxiangzhou/NLPCC2016KBQA)", KBQA_RAW + "bcc34ffc97aa011b117ae09fa7e4cb00fa3a3e65/nlpcc-iccpol-2016.kbqa.testing-data")), null,
                "9,870 questions; held out of the development data")),
        ALL, Scoring.ITEMS, List.of("kbqa-f1", "kbqa-acc@1", "kbqa-acc@5", "kbqa-mrr"), Knowledge.OPEN,
        "the knowledge base nlpcc-iccpol-2016.kbqa.kb (43M triples; only a 564-triple sample here): qakit kb build -f nlpcc-kbqa -o KB FILE…",
        NLPCC_TERMS,
        List.of(
            new Anchor("Lai et al. (first place)", "Averaged F1", "test", 0.8247, "Lai et al., NLPCC-ICCPOL 2016", "abstract"),
            new Anchor("C-DSSM (organisers' baseline)", "Averaged F1", "test", 0.5247, "BB-KBQA, CCL 2019 (liuaiting/BB-KBQA README)",
                "NLPCC-ICCPOL 2016 KBQA results table")),
        "answers compare after the NLPCC normalisation (split at ' | ', trimmed); every question counts");
  }
}
