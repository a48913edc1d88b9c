<s>
Sázava	Sázava	k1gFnSc1	Sázava
je	být	k5eAaImIp3nS	být
řeka	řeka	k1gFnSc1	řeka
ve	v	k7c6	v
středních	střední	k2eAgFnPc6d1	střední
Čechách	Čechy	k1gFnPc6	Čechy
<g/>
.	.	kIx.	.
</s>
<s>
Pramení	pramenit	k5eAaImIp3nS	pramenit
u	u	k7c2	u
Žďáru	Žďár	k1gInSc2	Žďár
nad	nad	k7c7	nad
Sázavou	Sázava	k1gFnSc7	Sázava
a	a	k8xC	a
do	do	k7c2	do
Vltavy	Vltava	k1gFnSc2	Vltava
se	se	k3xPyFc4	se
vlévá	vlévat	k5eAaImIp3nS	vlévat
u	u	k7c2	u
Davle	Davle	k1gFnSc2	Davle
<g/>
.	.	kIx.	.
</s>
<s>
Sázava	Sázava	k1gFnSc1	Sázava
je	být	k5eAaImIp3nS	být
dlouhá	dlouhý	k2eAgFnSc1d1	dlouhý
225	[number]	k4	225
km	km	kA	km
<g/>
.	.	kIx.	.
</s>
<s>
Na	na	k7c6	na
jejím	její	k3xOgInSc6	její
břehu	břeh	k1gInSc6	břeh
založil	založit	k5eAaPmAgMnS	založit
svatý	svatý	k2eAgMnSc1d1	svatý
Prokop	Prokop	k1gMnSc1	Prokop
kolem	kolem	k7c2	kolem
roku	rok	k1gInSc2	rok
1032	[number]	k4	1032
Sázavský	sázavský	k2eAgInSc4d1	sázavský
klášter	klášter	k1gInSc4	klášter
<g/>
.	.	kIx.	.
</s>
