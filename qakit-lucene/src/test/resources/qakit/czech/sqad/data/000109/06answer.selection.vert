<s>
Měří	měřit	k5eAaImIp3nS
1603	[number]	k4	1603
metrů	metr	k1gInPc2
nad	nad	k7c7
mořem	moře	k1gNnSc7
<g/>
.	.	kIx.
</s>
