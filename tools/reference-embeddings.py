#!/usr/bin/env python3
"""Independent reference vectors for qakit's encoder tests (docs/encoders.md).

Reads the ONNX graph and tokenizer.json straight out of a LangChain4j model jar and encodes with
the Python packages: Hugging Face `tokenizers` (its own truncation, no padding), `onnxruntime`
without graph optimisations, pooling and L2 normalisation in numpy. Prints the first components of each vector; the Java tests
compare against them. Needs: pip install onnxruntime tokenizers numpy (any recent versions).

  python3 tools/reference-embeddings.py JAR ONNX TOKENIZER POOLING MAXLEN TEXT...
"""
import sys
import zipfile

import numpy as np
import onnxruntime as ort
from tokenizers import Tokenizer


def main(jar, onnx_name, tok_name, pooling, max_len, texts):
    with zipfile.ZipFile(jar) as z:
        graph = z.read(onnx_name)
        tok = Tokenizer.from_str(z.read(tok_name).decode("utf-8"))
    tok.no_padding()
    tok.enable_truncation(max_length=int(max_len))
    opts = ort.SessionOptions()
    opts.intra_op_num_threads = 1
    # the graph as written: newer onnxruntime releases fuse the int8 MatMuls at ORT_ENABLE_ALL,
    # which rounds differently (components move by up to about 3e-3)
    opts.graph_optimization_level = ort.GraphOptimizationLevel.ORT_DISABLE_ALL
    sess = ort.InferenceSession(graph, opts, providers=["CPUExecutionProvider"])
    names = {i.name for i in sess.get_inputs()}
    for text in texts:
        enc = tok.encode(text)  # one text per run, as qakit's default batch size 1
        feed = {"input_ids": np.array([enc.ids], dtype=np.int64),
                "attention_mask": np.array([enc.attention_mask], dtype=np.int64)}
        if "token_type_ids" in names:
            feed["token_type_ids"] = np.array([enc.type_ids], dtype=np.int64)
        hidden = sess.run(["last_hidden_state"], feed)[0][0]
        mask = np.array(enc.attention_mask, dtype=np.float64)[:, None]
        v = hidden[0].astype(np.float64) if pooling == "cls" else (hidden * mask).sum(0) / mask.sum()
        v = v / np.linalg.norm(v)
        print(f"{len(enc.ids)} tokens, dim {len(v)}: {text!r}")
        print("  " + ", ".join(f"{x:.6f}f" for x in v[:8]))


if __name__ == "__main__":
    if len(sys.argv) < 7:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4], sys.argv[5], sys.argv[6:])
