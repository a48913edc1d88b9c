/** MCQL distractor data and its candidate vocabulary; see docs/datasets/mcql.md. */
package org.qakit.format.mcql;
