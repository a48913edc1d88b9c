<s>
Kolik	kolik	k4yQ
turistů	turista	k1gMnPc2
ročně	ročně	k6eAd1
navštíví	navštívit	k5eAaPmIp3nP
Karlštejn	Karlštejn	k1gInSc4
<g/>
?	?	kIx.
</s>
