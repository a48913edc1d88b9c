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
