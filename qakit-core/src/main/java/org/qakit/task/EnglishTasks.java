package org.qakit.task;

import java.util.ArrayList;
import java.util.List;

/** The English tasks: QuaRTz in its three knowledge settings (and the quartz-style stand-in), SciQ, ARC, WikiQA and MCQL. */
final class EnglishTasks {
  private static final Protocol ALL = new Protocol.AllItems();
  private static final String QUARTZ_ZIP = "https://s3-us-west-2.amazonaws.com/ai2-website/data/quartz-dataset-v1-aug2019.zip";
  private static final String SCIQ_ZIP = "https://s3-us-west-2.amazonaws.com/ai2-website/data/SciQ.zip";
  /** zhaoxlpku/HKU-DASC7606-A2 at the commit PROVENANCE.md names: ARC in the Hugging Face layout. */
  private static final String ARC_RAW = "https://raw.githubusercontent.com/zhaoxlpku/HKU-DASC7606-A2/fcca017f3468a25901ad298913e976c42ad9165e/data/";
  private static final String WIKIQA_ZIP = "https://download.microsoft.com/download/E/5/F/E5FCFCEE-7005-4814-853D-DAA7C66507E0/WikiQACorpus.zip";
  private static final String MCQL_RAW = "https://raw.githubusercontent.com/harrylclc/LTR-DG/8880511127415343c4dd9e7b168bdee48ce46f43/data/mcql_processed/";
  private static final List<String> DISTRACTOR_METRICS = List.of("p@1", "p@3", "r@10", "map", "ndcg@10", "mrr");

  private EnglishTasks() {}

  static List<Task> all() {
    var tasks = new ArrayList<Task>();
    tasks.addAll(quartz());
    tasks.addAll(quartzStyle());
    tasks.addAll(List.of(sciq(), sciqDirectAnswer(), sciqDistractors(), arc("easy", "Easy", arcEasy()), arc("challenge", "Challenge", arcChallenge()),
        wikiqa(), mcql()));
    return List.copyOf(tasks);
  }

  private static List<Task> quartz() {
    List<TaskSplit> splits = List.of(
        TaskSplit.of("train", TaskFile.inZip("quartz/train.jsonl", null, QUARTZ_ZIP, "quartz-dataset-v1-aug2019/train.jsonl")),
        TaskSplit.of("dev", TaskFile.inZip("quartz/dev.jsonl", null, QUARTZ_ZIP, "quartz-dataset-v1-aug2019/dev.jsonl")),
        TaskSplit.of("test", TaskFile.inZip("quartz/test.jsonl", null, QUARTZ_ZIP, "quartz-dataset-v1-aug2019/test.jsonl")));
    String corpus = "the 405 knowledge sentences (each question's para, all splits): qakit index build --importer quartz-knowledge";
    String note = "QuaRTz V1 (Tafjord et al., EMNLP 2019) is not in the development data; quartz-style is an original set in its format";
    return quartzSettings("quartz", "QuaRTz", splits, corpus, "CC BY 4.0", note);
  }

  private static List<Task> quartzStyle() {
    TaskFile dev = new TaskFile("quartz-style/dev.jsonl", "d781817237d032a3563a796de7f6c60fa6eb5068f854bb62247e842df95b843b",
        "original questions in QuaRTz's format (../shared/data/quartz-style/README.md)");
    TaskFile knowledge = new TaskFile("quartz-style/knowledge.jsonl", "4ac0dbc57a95777e0167326b56611968f931f6ffc54df2ee572b143fef730cca",
        "the 90 knowledge sentences of both splits");
    List<TaskSplit> splits = List.of(
        new TaskSplit("dev", List.of(dev, knowledge), null, "90 questions on 30 statements; no train split"),
        new TaskSplit("test", List.of(new TaskFile("quartz-style/test.jsonl", null, "held out of the development data"), knowledge), null,
            "180 questions on 60 statements; held out"));
    String corpus = "knowledge.jsonl (90 sentences): qakit index build --importer quartz-knowledge quartz-style/knowledge.jsonl";
    return quartzSettings("quartz-style", "quartz-style", splits, corpus, "none stated",
        "not QuaRTz: an original dataset in QuaRTz's exact format, written for testing; scores are not comparable with QuaRTz's");
  }

  /** One task per QuaRTz knowledge setting: no knowledge, retrieved (IR), gold (the question's own para). */
  private static List<Task> quartzSettings(String id, String family, List<TaskSplit> splits, String corpus, String licence, String note) {
    String shape = family + ": 2-way qualitative multiple choice in English, ";
    return List.of(
        new Task(id, shape + "no knowledge", family, "en", "quartz", null, splits, ALL, Scoring.ITEMS,
            List.of("accuracy", "accuracy-tie-split"), Knowledge.NONE, "", licence, List.of(), note),
        new Task(id + "-ir", shape + "knowledge retrieved from the corpus", family, "en", "quartz", null, splits, ALL, Scoring.ITEMS,
            List.of("accuracy", "accuracy-tie-split"), Knowledge.RETRIEVED, corpus, licence, List.of(), note),
        new Task(id + "-gold", shape + "the question's own knowledge sentence (an upper bound)", family, "en", "quartz", null, splits, ALL,
            Scoring.ITEMS, List.of("accuracy", "accuracy-tie-split"), Knowledge.GOLD, "", licence, List.of(), note));
  }

  private static List<TaskSplit> sciqSplits() {
    return List.of(
        TaskSplit.of("train", TaskFile.inZip("sciq/train.json", null, SCIQ_ZIP, "SciQ dataset-2 3/train.json")),
        TaskSplit.of("dev", TaskFile.inZip("sciq/valid.json", null, SCIQ_ZIP, "SciQ dataset-2 3/valid.json")),
        TaskSplit.of("test", TaskFile.inZip("sciq/test.json", null, SCIQ_ZIP, "SciQ dataset-2 3/test.json")));
  }

  private static Task sciq() {
    return new Task("sciq", "SciQ: 4-way science multiple choice in English, with background retrieval", "SciQ", "en", "sciq",
        "multiple-choice", sciqSplits(), ALL, Scoring.ITEMS, List.of("accuracy", "accuracy-tie-split"), Knowledge.RETRIEVED,
        "science text (the paper retrieves from its own corpus, not distributed); here WordNet glosses and GCIDE definitions: "
            + "qakit index build --corpus wordnet=/usr/share/wordnet --corpus gcide=/usr/share/dictd",
        "CC BY-NC 3.0", List.of(), "not in the development data; ARC is the English multiple-choice stand-in here");
  }

  private static Task sciqDirectAnswer() {
    return new Task("sciq-direct-answer", "SciQ direct answer: the support passage and the question, extract the answer span", "SciQ", "en",
        "sciq", "direct-answer", sciqSplits(), ALL, Scoring.ITEMS, List.of("f1", "em"), Knowledge.GOLD, "", "CC BY-NC 3.0", List.of(),
        "items whose support is empty or does not hold the answer are left out by the reader (notes)");
  }

  private static Task sciqDistractors() {
    return new Task("sciq-distractors", "SciQ-style distractor suggestion: rank a vocabulary so the real distractors come first", "SciQ",
        "en", "sciq", "multiple-choice", sciqSplits(), ALL, Scoring.DISTRACTORS, DISTRACTOR_METRICS, Knowledge.NONE, "", "CC BY-NC 3.0",
        List.of(), "the candidate vocabulary is every distinct option of the training split; mcql is the stand-in here");
  }

  private static List<TaskSplit> arcEasy() {
    return List.of(
        TaskSplit.of("train", TaskFile.at("arc/ARC-Easy-train.jsonl", "75d0bb9b9218278fb9cb430fc0ace63d71cfe02ca1a03d39374260c7cd7c67f7",
            "zhaoxlpku/HKU-DASC7606-A2 (ARC-Easy train, Hugging Face layout)", ARC_RAW + "ARC-Easy-train.jsonl")),
        TaskSplit.of("dev", TaskFile.at("arc/ARC-Easy-validation.jsonl", "e45dbcd2d8e8235af16302f4be0dd00c5d173878c583f4dfe55b70f9df07b2f8",
            "zhaoxlpku/HKU-DASC7606-A2 (ARC-Easy validation)", ARC_RAW + "ARC-Easy-validation.jsonl")),
        new TaskSplit("test", List.of(TaskFile.at("arc/ARC-Easy-test.jsonl", null,
            "allenai/ai2_arc ARC-Easy test (zhaoxlpku/HKU-DASC7606-A2)", ARC_RAW + "ARC-Easy-test.jsonl")), null,
            "held out of the development data"));
  }

  private static List<TaskSplit> arcChallenge() {
    return List.of(
        TaskSplit.of("train", TaskFile.at("arc/ARC-Challenge-train.jsonl", "aed9b9678099145c1c7fbc5a3ecb9943f0743c0089e0e85d3e66bad79676b0ea",
            "zhaoxlpku/HKU-DASC7606-A2 (ARC-Challenge train)", ARC_RAW + "ARC-Challenge-train.jsonl")),
        TaskSplit.of("dev", TaskFile.at("arc/ARC-Challenge-validation.jsonl", "c63650471eaf4c5076d9c913b77e42e10878739ec4e9e69d3a5f31210f5775a5",
            "zhaoxlpku/HKU-DASC7606-A2 (ARC-Challenge validation)", ARC_RAW + "ARC-Challenge-validation.jsonl")),
        new TaskSplit("test", List.of(TaskFile.at("arc/ARC-Challenge-test.jsonl", null,
            "allenai/ai2_arc ARC-Challenge test (zhaoxlpku/HKU-DASC7606-A2)", ARC_RAW + "ARC-Challenge-test.jsonl")), null,
            "held out of the development data"));
  }

  private static final String ARC_PAPER = "Clark et al. 2018, arXiv:1803.05457";

  private static List<Anchor> arcAnchors(String id) {
    boolean easy = id.equals("easy");
    return List.of(
        new Anchor("Guess-all (random)", "accuracy", "test", 0.2502, ARC_PAPER, "Table 6"),
        new Anchor("IR (using ARC Corpus)", "accuracy", "test", easy ? 0.6255 : 0.2026, ARC_PAPER, "Table 6"),
        new Anchor("IR (dataset definition: the Challenge set is what IR and PMI got wrong)", "accuracy", "test", easy ? 0.7448 : 0.0102,
            ARC_PAPER, "Table 6, marked as used to define the dataset"),
        new Anchor("DGEM", "accuracy", "test", easy ? 0.5897 : 0.2711, ARC_PAPER, "Table 6"));
  }

  private static Task arc(String id, String set, List<TaskSplit> splits) {
    return new Task("arc-" + id, "ARC-" + set + ": grade-school science multiple choice in English (3-5 options)", "ARC", "en", "arc", null,
        splits, ALL, Scoring.ITEMS, List.of("accuracy", "accuracy-tie-split"), Knowledge.RETRIEVED,
        "the ARC Corpus (14M sentences) is not here; WordNet glosses and GCIDE definitions: "
            + "qakit index build --corpus wordnet=/usr/share/wordnet --corpus gcide=/usr/share/dictd --lang en",
        "CC BY-SA 4.0 upstream; the copies here state none", arcAnchors(id),
        "a stand-in for SciQ and QuaRTz multiple choice; the paper's figures are on the test split (Easy 2,376, Challenge 1,172 questions)");
  }

  private static final String WIKIQA_PAPER = "Yang, Yih and Meek, EMNLP 2015";
  private static final String WIKIQA_WHERE = "results table, as later papers quote it";

  private static Task wikiqa() {
    return new Task("wikiqa", "WikiQA: rank a Wikipedia summary's sentences for a Bing query (English answer selection)", "WikiQA", "en",
        "wikiqa", null,
        List.of(
            TaskSplit.of("train", TaskFile.at("wikiqa/WikiQA-train.DataAlchemist-derived.tsv",
                "91f05770ee859b2bb4091e42e9c4943508433d1f4be955eecf8cb055c302e10e", "SiemensHalske/DataAlchemist data/WikiQA-train.tsv (reshaped)",
                "https://raw.githubusercontent.com/SiemensHalske/DataAlchemist/f00790c79ec61f60151544c92701cff36fc57957/data/WikiQA-train.tsv")),
            TaskSplit.of("dev", TaskFile.at("wikiqa/WikiQA-dev.tsv", "c44fb3a52182b95f0c48e49ae1f63b6159047cb5812e514d19ae6f069d09297a",
                "vikas95/WikiQA WikiQA-dev.tsv (the original file)",
                "https://raw.githubusercontent.com/vikas95/WikiQA/33c463b3857bbf73e4d3008e842b8983f30008e4/WikiQA-dev.tsv")),
            new TaskSplit("test", List.of(new TaskFile("wikiqa/WikiQA-test.tsv", null, "Microsoft Research WikiQACorpus.zip, WikiQACorpus/WikiQA-test.tsv",
                WIKIQA_ZIP, "WikiQACorpus/WikiQA-test.tsv")), null,
                "held out of the development data")),
        new Protocol.WithPositive(), Scoring.ITEMS, List.of("map", "mrr"), Knowledge.NONE, "",
        "Microsoft Research's data licence (not included in the copies here)",
        List.of(
            new Anchor("Word Cnt", "MAP", "test", 0.4891, WIKIQA_PAPER, WIKIQA_WHERE),
            new Anchor("Word Cnt", "MRR", "test", 0.4924, WIKIQA_PAPER, WIKIQA_WHERE),
            new Anchor("CNN-Cnt", "MAP", "test", 0.6520, WIKIQA_PAPER, WIKIQA_WHERE),
            new Anchor("CNN-Cnt", "MRR", "test", 0.6652, WIKIQA_PAPER, WIKIQA_WHERE)),
        "the literature scores only the questions with a correct sentence (126 of 296 in dev)");
  }

  private static Task mcql() {
    TaskFile vocab = TaskFile.at("mcql/vocab.txt", "ca3ea57ceb1c3a05818d880a4b249f5c7497e9a4f607d93144caff4e08e3905e",
        "harrylclc/LTR-DG data/mcql_processed/vocab.txt (16,446 candidates)", MCQL_RAW + "vocab.txt");
    return new Task("mcql-distractors", "MCQL (LTR-DG): rank a 16k-word vocabulary as distractors for science cloze questions", "MCQL", "en",
        "mcql", null,
        List.of(
            TaskSplit.of("train", TaskFile.at("mcql/train_neg.json", "ded19efd6ab231ae84af25dae45ac374c83529587b0a43f8e85d5420370397a4",
                "harrylclc/LTR-DG data/mcql_processed/train_neg.json", MCQL_RAW + "train_neg.json"), vocab),
            TaskSplit.of("dev", TaskFile.at("mcql/valid_neg.json", "49c24ccf6ce45f61ea03c208e13d3c22a756698edb279bab94e08000f73a64e9",
                "harrylclc/LTR-DG data/mcql_processed/valid_neg.json", MCQL_RAW + "valid_neg.json"), vocab),
            new TaskSplit("test", List.of(TaskFile.at("mcql/test_neg.json", null, "harrylclc/LTR-DG data/mcql_processed/test_neg.json", MCQL_RAW + "test_neg.json"), vocab),
                null, "held out of the development data")),
        ALL, Scoring.DISTRACTORS, DISTRACTOR_METRICS, Knowledge.NONE, "", "none stated", List.of(),
        "qakit distractors --train TRAIN --vocab VOCAB --evaluate DEV; also readable as 4-way multiple choice (answer at a hashed position)");
  }
}
