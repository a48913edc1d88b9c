<s>
Hrad	hrad	k1gInSc1
leží	ležet	k5eAaImIp3nS
asi	asi	k9
30	[number]	k4	30
kilometrů	kilometr	k1gInPc2
jihozápadně	jihozápadně	k6eAd1
od	od	k7c2
Prahy	Praha	k1gFnSc2
<g/>
.	.	kIx.
</s>
