<s>
30	[number]	k4	30
kilometrů	kilometr	k1gInPc2
</s>
