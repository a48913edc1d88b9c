<s>
Jak	jak	k6eAd1
daleko	daleko	k6eAd1
od	od	k7c2
Prahy	Praha	k1gFnSc2
leží	ležet	k5eAaImIp3nS
Karlštejn	Karlštejn	k1gInSc1
<g/>
?	?	kIx.
</s>
