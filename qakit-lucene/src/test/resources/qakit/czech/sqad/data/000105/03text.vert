<s>
Hrad	hrad	k1gInSc4
Karlštejn	Karlštejn	k1gInSc4
založil	založit	k5eAaPmAgMnS
Karel	Karel	k1gMnSc1
IV	IV	k4xRgMnSc1
<g/>
.	.	kIx.
v	v	k7c6
roce	rok	k1gInSc6
1348	[number]	k4	1348
<g/>
.	.	kIx.
</s>
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
<s>
Ročně	ročně	k6eAd1
Karlštejn	Karlštejn	k1gInSc4
navštíví	navštívit	k5eAaPmIp3nP
zhruba	zhruba	k6eAd1
250	[number]	k4	250
000	[number]	k4	000
turistů	turista	k1gMnPc2
<g/>
.	.	kIx.
</s>
<s>
Karlštejn	Karlštejn	k1gInSc1
je	být	k5eAaImIp3nS
národní	národní	k2eAgFnSc7d1
kulturní	kulturní	k2eAgFnSc7d1
památkou	památka	k1gFnSc7
<g/>
.	.	kIx.
</s>
