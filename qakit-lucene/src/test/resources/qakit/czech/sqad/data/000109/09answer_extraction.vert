<s>
1603	[number]	k4	1603
metrů	metr	k1gInPc2
</s>
