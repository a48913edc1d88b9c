/** ARC (AI2 Reasoning Challenge) JSON Lines, both published layouts; see docs/datasets/arc.md. */
package org.qakit.format.arc;
