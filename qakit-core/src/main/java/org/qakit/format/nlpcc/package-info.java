/**
 * The NLPCC-ICCPOL 2016 open-domain Chinese QA shared task (Duan 2016, NLPCC 2016 pp. 942-948):
 * {@link org.qakit.format.nlpcc.NlpccDbqaFormat} (DBQA, answer-sentence selection) with {@link
 * org.qakit.format.nlpcc.DbqaSubmissionWriter}, and {@link org.qakit.format.nlpcc.NlpccKbqaFormat}
 * (KBQA question files and knowledge-base files) with {@link
 * org.qakit.format.nlpcc.NlpccKbReader}, which streams the 43M-triple knowledge base, and {@link
 * org.qakit.format.nlpcc.KbqaSubmissionWriter}.
 */
package org.qakit.format.nlpcc;
